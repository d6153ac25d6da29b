import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { testDb } from '../helpers/env';
import { applyOne, createOrder, getManual, simulatedPayLink } from '../helpers/payments';
import { createTicket, currentEvent } from '../helpers/tickets';

/** A card-paid registration: applied, ordered and paid through the simulated checkout. */
async function cardPaid() {
  const t = await createTicket({ ticketPrice: 30000 });
  const reg = await applyOne(t.ticketSeq);
  const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
  expect((await getManual(await simulatedPayLink(order.checkoutPath))).status).toBe(303);
  return { ...reg, orderId: order.orderId as string };
}

async function orderStatus(orderId: string) {
  const [o] = await testDb().select().from(schema.paymentOrders).where(eq(schema.paymentOrders.orderId, orderId));
  return o.status;
}
async function joinerStatus(joinSeq: number) {
  const ev = await currentEvent();
  const rows = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, joinSeq));
  return rows.find((j) => j.eventId === ev.eventId)!.paymentStatus;
}
async function unusedJoinSeq() {
  const ev = await currentEvent();
  const used = new Set(
    (await testDb().select({ s: schema.joiners.joinSeq }).from(schema.joiners).where(eq(schema.joiners.eventId, ev.eventId))).map(
      (r) => r.s,
    ),
  );
  for (let s = 1000; s <= 9999; s++) if (!used.has(s)) return s;
  throw new Error('no unused registration number');
}

/** Staff CNCL validates the whole request before any card is refunded (checks before effects). */
describe('staff CNCL of card-paid entries', () => {
  it('a request naming an unknown number is refused and refunds nothing', async () => {
    const paid = await cardPaid();
    const unknown = await unusedJoinSeq();
    const res = await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: `${paid.joinSeq},${unknown}` });
    expect(res.status).toBe(400);
    expect(await orderStatus(paid.orderId)).toBe('DONE');
    expect(await joinerStatus(paid.joinSeq)).toBe('CMPL');
  });

  it('a deposit with two rows is refused and refunds nothing', async () => {
    const paid = await cardPaid();
    const other = await cardPaid();
    const res = await adminApi('POST', '/api/admin/reception/confirm/CNCL', {
      joinSeqs: `${paid.joinSeq},${other.joinSeq}`,
      deposit: 30000,
    });
    expect(res.status).toBe(400);
    expect(await orderStatus(paid.orderId)).toBe('DONE');
    expect(await orderStatus(other.orderId)).toBe('DONE');
    expect([await joinerStatus(paid.joinSeq), await joinerStatus(other.joinSeq)]).toEqual(['CMPL', 'CMPL']);
  });

  it('a valid request refunds each card entry once and cancels them all', async () => {
    const paid = await cardPaid();
    const other = await cardPaid();
    const res = await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: `${paid.joinSeq},${other.joinSeq}` });
    expect(res.status).toBe(200);
    expect([await orderStatus(paid.orderId), await orderStatus(other.orderId)]).toEqual(['CANCELED', 'CANCELED']);
    expect([await joinerStatus(paid.joinSeq), await joinerStatus(other.joinSeq)]).toEqual(['CNCL', 'CNCL']);
  });
});
