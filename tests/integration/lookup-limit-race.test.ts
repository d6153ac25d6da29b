import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { freshClientIp } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

/**
 * The guessing limits hold under parallel guesses: the point is taken before the lookup, so a burst
 * of requests cannot all pass a check made before any of them is counted (spec §2 /apply/search).
 */
async function register() {
  const t = await createTicket();
  const joiner = joinerBody();
  const runner = runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone });
  const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runner] });
  expect(res.status).toBe(200);
  return { joiner, runner, joinSeq: res.body.joinSeq as number };
}

const wrongNumbers = (right: number, n: number) =>
  Array.from({ length: n }, (_, i) => 1000 + ((right - 1000 + 1 + i) % 9000)).map((s) => String(s).padStart(4, '0'));

const countBy = (statuses: number[]) => statuses.reduce<Record<number, number>>((m, s) => ({ ...m, [s]: (m[s] ?? 0) + 1 }), {});

describe('failed-lookup limit under 200 parallel guesses', () => {
  it('POST /api/application/search: at most 10 misses are looked up, then even the right number is 429', async () => {
    const r = await register();
    const proof = { joinerName: r.joiner.joinerName, cellphone: r.joiner.cellphone };
    const answers = await Promise.all(
      wrongNumbers(r.joinSeq, 200).map((joinSeq) => api('POST', '/api/application/search', { ...proof, joinSeq })),
    );
    const n = countBy(answers.map((a) => a.status));
    expect(n[404] ?? 0).toBeLessThanOrEqual(10);
    expect((n[404] ?? 0) + (n[429] ?? 0)).toBe(200);
    const right = await api('POST', '/api/application/search', { ...proof, joinSeq: String(r.joinSeq) });
    expect(right.status).toBe(429);
  });

  it('DELETE /api/application/cancel: the same limit; the registration is not cancelled', async () => {
    const r = await register();
    const proof = { joinerName: r.joiner.joinerName, cellphone: r.joiner.cellphone };
    const guesses = [...wrongNumbers(r.joinSeq, 200), String(r.joinSeq)];
    const answers = await Promise.all(guesses.map((joinSeq) => api('DELETE', '/api/application/cancel', { ...proof, joinSeq })));
    const n = countBy(answers.slice(0, 200).map((a) => a.status));
    expect(n[404] ?? 0).toBeLessThanOrEqual(10);
    // The right number, sent with the burst, is either the one lookup that found it or refused.
    const last = await api('DELETE', '/api/application/cancel', { ...proof, joinSeq: String(r.joinSeq) });
    expect([409, 429]).toContain(last.status);
    if (answers[200].status === 429) {
      const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, r.joinSeq));
      expect(j.paymentStatus).not.toBe('CNCL');
    }
  });
});

describe('GET /api/isDuplicate is not a birthday oracle', () => {
  const query = (name: string, cellphone: string, birthday: string) =>
    `/api/isDuplicate?${new URLSearchParams({ name, cellphone, birthday })}`;

  it('counts "not applied" answers per (name, phone): 10, then 429 even for the right birthday', async () => {
    const r = await register();
    const ip = { 'x-forwarded-for': freshClientIp() };
    const birthdays = Array.from(
      { length: 60 },
      (_, i) => `1980${String(1 + (i % 12)).padStart(2, '0')}${String(1 + Math.floor(i / 12)).padStart(2, '0')}`,
    );
    const answers = await Promise.all(birthdays.map((b) => api('GET', query(r.runner.runnerName, r.runner.cellphone, b), undefined, ip)));
    const n = countBy(answers.map((a) => a.status));
    expect(n[200] ?? 0).toBeLessThanOrEqual(10);
    expect(answers.filter((a) => a.status === 200).every((a) => a.body === false)).toBe(true);
    expect((await api('GET', query(r.runner.runnerName, r.runner.cellphone, r.runner.birthday), undefined, ip)).status).toBe(429);
    // Another runner is not affected, and a "yes" answer does not use up the budget.
    const other = await register();
    for (let i = 0; i < 12; i++) {
      const yes = await api('GET', query(other.runner.runnerName, other.runner.cellphone, other.runner.birthday), undefined, ip);
      expect(yes.status).toBe(200);
      expect(yes.body).toBe(true);
    }
  });

  it('limits one client to 300 checks per 10 minutes, whatever the names', async () => {
    const ip = { 'x-forwarded-for': freshClientIp() };
    const statuses: number[] = [];
    for (let wave = 0; wave < 6; wave++) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => api('GET', query(randomName(), randomMobile(), '19900101'), undefined, ip)),
      );
      statuses.push(...answers.map((a) => a.status));
    }
    expect(countBy(statuses)).toEqual({ 200: 300 });
    expect((await api('GET', query(randomName(), randomMobile(), '19900101'), undefined, ip)).status).toBe(429);
    expect(
      (await api('GET', query(randomName(), randomMobile(), '19900101'), undefined, { 'x-forwarded-for': freshClientIp() })).status,
    ).toBe(200);
  });
});
