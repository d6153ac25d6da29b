import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { testDb } from '../helpers/env';
import { applyOne, createOrder, getManual, outboxFor, simulatedPayLink } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

/** The side effects of a staff payment-status change (the SMS and the card refund). */
describe('staff payment confirmation side effects', () => {
  it('a deposit confirmed to CMPL sends the payment-confirmed SMS', async () => {
    const t = await createTicket({ ticketPrice: 25000 });
    const reg = await applyOne(t.ticketSeq);
    const res = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: String(reg.joinSeq), deposit: 25000 });
    expect(res.status).toBe(200);
    const paid = await outboxFor(reg.joiner.cellphone, 'paid');
    expect(paid).toHaveLength(1);
    expect(paid[0].body).toContain(String(reg.joinSeq).padStart(4, '0'));
  });

  it('cancelling a card-paid entry refunds it through the provider, then frees the place', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    expect((await getManual(await simulatedPayLink(order.checkoutPath))).status).toBe(303);

    const res = await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: String(reg.joinSeq) });
    expect(res.status).toBe(200);
    const [o] = await testDb().select().from(schema.paymentOrders).where(eq(schema.paymentOrders.orderId, order.orderId));
    expect(o.status).toBe('CANCELED');
    const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerId, o.joinerId));
    expect(j.paymentStatus).toBe('CNCL');
    const [ticket] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(ticket.total).toBe(0);
  });
});
