import { describe, expect, it } from 'vitest';
import { freshClientIp } from '../helpers/admin';
import { api } from '../helpers/env';
import { joinerBody, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

/** Registration cannot confirm a runner's birthday past the duplicate check's 10 misses an hour. */
describe("'already registered' (S0004) counts in the duplicate check's limit per name and phone", () => {
  it('five wrong birthdays through /api/isDuplicate and five S0004 answers spend the budget: the next S0004 is a 429', async () => {
    const t = await createTicket();
    const runner = runnerBody(t.ticketSeq);
    expect((await api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runner] })).status).toBe(200);
    const ip = () => ({ 'x-forwarded-for': freshClientIp() });
    const check = (birthday: string) =>
      api(
        'GET',
        `/api/isDuplicate?name=${encodeURIComponent(runner.runnerName)}&cellphone=${runner.cellphone}&birthday=${birthday}`,
        undefined,
        ip(),
      );
    for (let i = 0; i < 5; i++) expect((await check(`1980010${i + 1}`)).body).toBe(false);
    const apply = () => api('POST', '/api/applicant/applyFor', { joiner: joinerBody(), runners: [runner] }, ip());
    for (let i = 0; i < 5; i++) expect((await apply()).body.errorCode).toBe('S0004');
    const over = await apply();
    expect(over.status).toBe(429);
    expect(over.body.errorCode).toBe('S0429');
    expect(JSON.stringify(over.body)).not.toContain(runner.runnerName);
    // The duplicate check is spent for this name and phone as well, whatever the birthday.
    expect((await check(runner.birthday)).status).toBe(429);
  });
});
