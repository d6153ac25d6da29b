import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, testDb } from '../helpers/env';
import { applyOne, createOrder } from '../helpers/payments';
import { createTicket, currentEvent } from '../helpers/tickets';

const seq = (n: number) => String(n).padStart(4, '0');
const complete = (joinSeq: number, cookie: string) => api('GET', `/api/applicant/complete?joinSeq=${seq(joinSeq)}`, undefined, { cookie });
const elevenMinutesAgo = () => new Date(Date.now() - 11 * 60_000);

/** The order-id cookie lives 10 minutes (spec §4, §9); the server refuses its tokens after that too. */
describe('joinHash and card orderId expire on the server after 10 minutes', () => {
  it('a joinHash replayed after 10 minutes is refused (complete and card order)', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    expect((await complete(reg.joinSeq, `orderId=${reg.joinHash}`)).status).toBe(200);
    await testDb()
      .update(schema.joiners)
      .set({ joinTime: elevenMinutesAgo() })
      .where(eq(schema.joiners.joinerId, await joinerId(reg.joinSeq)));
    const late = await complete(reg.joinSeq, `orderId=${reg.joinHash}`);
    expect(late.status).toBe(403);
    expect(late.body.errorCode).toBe('S0006');
    expect((await createOrder(reg.joinSeq, reg.joinHash)).status).toBe(403);
  });

  it('a card orderId replayed after 10 minutes is refused', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const order = await createOrder(reg.joinSeq, reg.joinHash);
    expect(order.status).toBe(200);
    expect((await complete(reg.joinSeq, `orderId=${order.body.orderId}`)).status).toBe(200);
    await testDb()
      .update(schema.paymentOrders)
      .set({ createdAt: elevenMinutesAgo() })
      .where(eq(schema.paymentOrders.orderId, order.body.orderId));
    expect((await complete(reg.joinSeq, `orderId=${order.body.orderId}`)).status).toBe(403);
  });

  it('a malformed order cookie is 403, not 500', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const res = await complete(reg.joinSeq, 'orderId=%E0%A4%A');
    expect(res.status).toBe(403);
    expect(res.body.errorCode).toBe('S0006');
  });
});

async function joinerId(joinSeq: number) {
  const ev = await currentEvent();
  const [j] = await testDb()
    .select()
    .from(schema.joiners)
    .where(and(eq(schema.joiners.eventId, ev.eventId), eq(schema.joiners.joinSeq, joinSeq)));
  return j.joinerId;
}
