import { describe, expect, it } from 'vitest';
import { asAdmin } from '../helpers/admin';
import { api } from '../helpers/env';
import { randomLatinName } from '../helpers/latin';
import { joinerBody, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

const seq = (n: number) => String(n).padStart(4, '0');

/** A staff group edit follows the public form's group rules (spec §4 staff proxy, §5, §9). */
describe('staff group edits', () => {
  it('refuse a group name another live group uses, in any letter case, with the group-name message', async () => {
    const h = await asAdmin();
    const t = await createTicket();
    const taken = `Owls ${randomLatinName(6)}`;
    expect(
      (
        await api('POST', '/api/applicant/applyFor', {
          joiner: { ...joinerBody(), exponent: taken },
          runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)],
        })
      ).status,
    ).toBe(200);
    const applicant = { ...joinerBody(), exponent: `Hawks ${randomLatinName(6)}` };
    const created = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      { applicant, runners: { INS: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)] } },
      h,
    );
    expect(created.status).toBe(200);
    const edit = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      {
        joiner: { ...applicant, exponent: taken.toLowerCase(), joinSeq: seq(created.body.joinSeq) },
        runners: { INS: [], UPD: [], DEL: [] },
      },
      h,
    );
    expect(edit.status).toBe(400);
    expect(edit.body.errorMessage).toBe('이미 사용 중인 단체명입니다. 다른 단체명을 입력해 주세요.');
  });

  it('refuse an edit that leaves a school group below 10 runners (the public rule), changing nothing', async () => {
    const h = await asAdmin();
    const t = await createTicket({ ticketPrice: 20000, schoolGroupPrice: 15000 });
    const joiner = { ...joinerBody(), exponent: `School ${randomLatinName(6)}`, priceCategory: 'school' };
    const applied = await api('POST', '/api/applicant/applyFor', {
      joiner,
      runners: Array.from({ length: 10 }, () => runnerBody(t.ticketSeq)),
    });
    expect(applied.status).toBe(200);
    expect(applied.body.amount).toBe(150000);
    const found = await api('GET', `/api/admin/applicant/findby?joinSeq=${seq(applied.body.joinSeq)}`, undefined, h);
    const first = found.body.runnersByTicketType.offline[0].runnerSeq as number;
    const edit = await api(
      'POST',
      '/api/admin/applicant/applyForAll',
      { joiner: { ...joiner, joinSeq: seq(applied.body.joinSeq) }, runners: { INS: [], UPD: [], DEL: [first] } },
      h,
    );
    expect(edit.status).toBe(400);
    expect(edit.body.errorMessage).toBe(
      '학교 단체 참가비는 10명 이상일 때만 적용됩니다. 참가자를 추가하거나 다른 참가비 구분을 선택해 주세요.',
    );
    const after = await api('GET', `/api/admin/applicant/findby?joinSeq=${seq(applied.body.joinSeq)}`, undefined, h);
    expect(after.body.runnersByTicketType.offline).toHaveLength(10);
    expect(after.body.applicant.amount).toBe(150000);
  });
});
