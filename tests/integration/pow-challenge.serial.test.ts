import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { solvedChallenge } from '../helpers/pow';
import { createTicket } from '../helpers/tickets';

/** The code of the edition on sale (its place settings are PUT /api/admin/event/{code}). */
const currentCode = async (): Promise<string> => (await adminApi('GET', '/api/admin/event/current')).body.eventCode as string;

// The proof-of-work bot check (ALTCHA) staff switch on for the whole edition: every public application
// and waitlist entry must then carry a solved, unused challenge. Runs alone (*.serial.test.ts), since
// no other test sends one.

const application = (ticketSeq: number, altcha?: string) => {
  const joiner = joinerBody();
  return {
    joiner,
    body: {
      joiner,
      runners: [runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
      ...(altcha ? { altcha } : {}),
    },
  };
};
const storedFor = (cellphone: string) => testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, cellphone));

beforeAll(async () => {
  const on = await adminApi('PUT', `/api/admin/event/${await currentCode()}`, { powChallenge: true });
  expect(on.status).toBe(200);
  expect(on.body.places.powChallenge).toBe(true);
});
afterAll(async () => {
  await adminApi('PUT', `/api/admin/event/${await currentCode()}`, { powChallenge: false });
});

describe('the bot check switched on', () => {
  it('refuses an application without a solved challenge (400 C0001) and stores nothing', async () => {
    const t = await createTicket();
    const { joiner, body } = application(t.ticketSeq);
    const res = await api('POST', '/api/applicant/applyFor', body);
    expect(res.status).toBe(400);
    expect(res.body.errorCode).toBe('C0001');
    expect(await storedFor(joiner.cellphone)).toEqual([]);
    const junk = await api('POST', '/api/applicant/applyFor', { ...body, altcha: Buffer.from('{"challenge":{}}').toString('base64') });
    expect(junk.body.errorCode).toBe('C0001');
  });

  it('accepts a solved challenge once; the same payload replayed is refused', async () => {
    const t = await createTicket();
    const payload = await solvedChallenge();
    const first = application(t.ticketSeq, payload);
    expect((await api('POST', '/api/applicant/applyFor', first.body)).status).toBe(200);
    const replay = application(t.ticketSeq, payload);
    const again = await api('POST', '/api/applicant/applyFor', replay.body);
    expect(again.status).toBe(400);
    expect(again.body.errorCode).toBe('C0001');
    expect(await storedFor(replay.joiner.cellphone)).toEqual([]);
  });

  it('refuses a solution that was tampered with', async () => {
    const t = await createTicket();
    const decoded = JSON.parse(Buffer.from(await solvedChallenge(), 'base64').toString('utf8'));
    // A key the browser did not derive (the server checks the derived key against the challenge's signature).
    const key: string = decoded.solution.derivedKey;
    decoded.solution.derivedKey = `${key[0] === '0' ? '1' : '0'}${key.slice(1)}`;
    const res = await api(
      'POST',
      '/api/applicant/applyFor',
      application(t.ticketSeq, Buffer.from(JSON.stringify(decoded)).toString('base64')).body,
    );
    expect(res.body.errorCode).toBe('C0001');
  });

  it('guards the waitlist too', async () => {
    const t = await createTicket({ acceptable: 0 });
    const entry = { ticketSeq: t.ticketSeq, runnerName: randomName(), birthday: '19900101', gender: 'M', cellphone: randomMobile() };
    expect((await api('POST', '/api/waitlist', entry)).body.errorCode).toBe('C0001');
    const ok = await api('POST', '/api/waitlist', { ...entry, altcha: await solvedChallenge() });
    expect(ok.status).toBe(200);
  });
});
