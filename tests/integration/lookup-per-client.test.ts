import { describe, expect, it } from 'vitest';
import { freshClientIp } from '../helpers/admin';
import { api } from '../helpers/env';
import { applyOne } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

/** Someone who knows a runner's name and phone cannot lock the runner out of their own registration. */
describe('the failed-lookup limit is per name, phone and client', () => {
  it('10 wrong numbers from one client lock that client only: the runner, from their own client, still finds the registration', async () => {
    const { joinSeq: seq, joiner } = await applyOne((await createTicket()).ticketSeq);
    const joinSeq = String(seq);
    const proof = { joinerName: joiner.joinerName, cellphone: joiner.cellphone };
    const attacker = { 'x-forwarded-for': freshClientIp() };
    for (let i = 0; i < 10; i++) {
      const wrong = String(1000 + ((Number(joinSeq) - 1000 + 1 + i) % 9000));
      expect((await api('POST', '/api/application/search', { ...proof, joinSeq: wrong }, attacker)).status).toBe(404);
    }
    expect((await api('POST', '/api/application/search', { ...proof, joinSeq }, attacker)).status).toBe(429);
    const runner = { 'x-forwarded-for': freshClientIp() };
    const found = await api('POST', '/api/application/search', { ...proof, joinSeq }, runner);
    expect(found.status).toBe(200);
    expect(found.body.joiner.joinSeq).toBe(Number(joinSeq));
    // The same for the other proofs that share the limit: cancel and the untact lookup.
    expect((await api('DELETE', '/api/application/cancel', { ...proof, joinSeq }, attacker)).status).toBe(429);
    expect((await api('POST', '/api/untact/search', { ...proof, joinSeq }, attacker)).status).toBe(429);
  });
});
