import { describe, expect, it } from 'vitest';
import { freshClientIp } from '../helpers/admin';
import { api } from '../helpers/env';
import { randomLatinName } from '../helpers/latin';
import { joinerBody, randomMobile, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

/**
 * Names that differ only in letter case or spacing are the same name (spec §5 duplicate rules):
 * the database's unique indexes on the normalised form decide, so parallel variants get one place.
 */
describe('case and spacing variants of one name', () => {
  it("'Team Alpha' / 'TEAM ALPHA' / 'team  alpha' sent at once: one group is accepted", async () => {
    const t = await createTicket();
    const word = randomLatinName(7);
    const variants = [`Team ${word}`, `TEAM ${word.toUpperCase()}`, `team  ${word.toLowerCase()}`, `tEAM ${word}`];
    const answers = await Promise.all(
      variants.map((exponent) =>
        api('POST', '/api/applicant/applyFor', {
          joiner: { ...joinerBody(), exponent },
          runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(400);
      expect(a.body.errorMessage).toBe('이미 사용 중인 단체명입니다. 다른 단체명을 입력해 주세요.');
    }
    const check = await api('GET', `/api/isDuplicateTeamName?${new URLSearchParams({ teamName: `team ${word.toUpperCase()}` })}`);
    expect(check.body).toBe(true);
  });

  it('Kimminsu / KIMMINSU / kimminsu / KimMinsu with one phone and birthday at once: one runner is accepted', async () => {
    const t = await createTicket();
    const name = `Kim${randomLatinName(6).toLowerCase()}`;
    const phone = randomMobile();
    const variants = [name, name.toUpperCase(), name.toLowerCase(), `Kim${name.slice(3, 4).toUpperCase()}${name.slice(4)}`];
    const answers = await Promise.all(
      variants.map((runnerName) =>
        api('POST', '/api/applicant/applyFor', {
          joiner: joinerBody(runnerName, phone),
          runners: [runnerBody(t.ticketSeq, { runnerName, cellphone: phone, birthday: '19880808' })],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    for (const a of answers.filter((x) => x.status !== 200)) {
      expect(a.status).toBe(409);
      expect(a.body.errorCode).toBe('S0004');
    }
    const dup = await api(
      'GET',
      `/api/isDuplicate?${new URLSearchParams({ name: name.toUpperCase(), cellphone: phone, birthday: '19880808' })}`,
      undefined,
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(dup.body).toBe(true);
  });

  it('a group listing the same runner twice in two letter cases is refused before anything is stored', async () => {
    const t = await createTicket();
    const name = randomLatinName();
    const phone = randomMobile();
    const res = await api('POST', '/api/applicant/applyFor', {
      joiner: { ...joinerBody(), exponent: `Club ${randomLatinName(6)}` },
      runners: [
        runnerBody(t.ticketSeq, { runnerName: name, cellphone: phone }),
        runnerBody(t.ticketSeq, { runnerName: name.toUpperCase(), cellphone: phone }),
      ],
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toBe('이미 목록에 있는 참가자입니다.');
  });

  it('a visitor renaming a group to a case variant of another live group is refused', async () => {
    const t = await createTicket();
    const taken = `Alpha ${randomLatinName(6)}`;
    const first = await api('POST', '/api/applicant/applyFor', {
      joiner: { ...joinerBody(), exponent: taken },
      runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)],
    });
    expect(first.status).toBe(200);
    const joiner = { ...joinerBody(), exponent: `Beta ${randomLatinName(6)}` };
    const second = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)] });
    expect(second.status).toBe(200);
    const rename = await api('PUT', '/api/application/update', {
      joiner: { ...joiner, joinSeq: String(second.body.joinSeq).padStart(4, '0'), exponent: taken.toUpperCase() },
    });
    expect(rename.status).toBe(400);
    expect(rename.body.errorMessage).toBe('이미 사용 중인 단체명입니다. 다른 단체명을 입력해 주세요.');
  });
});
