import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { endOfKstDayAfter } from '@/lib/places/deadline';
import { releaseUnpaid } from '@/lib/places/release';
import { remindUnpaid } from '@/lib/places/reminder';
import { adminApi } from '../helpers/admin';
import { testDb } from '../helpers/env';
import { outboxFor } from '../helpers/payments';
import { applyRunner, auditOf, cancelledEventually, deadlineIn, entryOf, jobsFor, messagesOf, placesOf } from '../helpers/places';
import { createTicket, currentEvent } from '../helpers/tickets';

// Payment deadlines against the test server and its own job workers (schema pgboss): an unpaid
// bank-transfer entry keeps its place until its deadline, then the system cancels it once.

describe('the payment deadline of an unpaid entry', () => {
  it('is stored with the entry, answered, told in the registration SMS and scheduled as jobs', async () => {
    const t = await createTicket();
    const before = new Date();
    const { res, joiner } = await applyRunner(t.ticketSeq);
    expect(res.status).toBe(200);
    const ev = await currentEvent();
    const byDays = endOfKstDayAfter(before, ev.depositDays);
    const last = ev.depositDeadline ?? ev.eventClose;
    const expected = byDays < last ? byDays : last;
    expect(res.body.payDeadline).toBe(expected.toISOString());
    const entry = await entryOf(res.body.joinSeq);
    expect(entry.payDeadline?.toISOString()).toBe(expected.toISOString());
    const [sms] = await outboxFor(joiner.cellphone, 'registered');
    expect(sms.body).toContain('입금기한');
    const jobs = await jobsFor('pgboss', 'payment-deadline', 'joinerId', entry.joinerId);
    expect(jobs).toHaveLength(1);
    expect(new Date(jobs[0].start_after).toISOString()).toBe(expected.toISOString());
  });

  it('cancels the entry at the deadline: CNCL unpaid, places back at once, audit entry, one SMS', async () => {
    const t = await createTicket({ acceptable: 1 });
    const { res, joiner } = await applyRunner(t.ticketSeq);
    expect(await placesOf(t.ticketSeq)).toEqual({ total: 1, acceptable: 1 });
    await deadlineIn(res.body.joinSeq, 1_500);
    const entry = await cancelledEventually(res.body.joinSeq);
    expect(entry.cancelReason).toBe('unpaid');
    expect((await placesOf(t.ticketSeq)).total).toBe(0);
    // The place is the public's again: the next runner gets it.
    expect((await applyRunner(t.ticketSeq)).res.status).toBe(200);
    const audit = await auditOf(res.body.joinSeq, 'status');
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ staffUserName: 'system', purpose: 'unpaid by the deadline' });
    expect(audit[0].detail).toMatchObject({ from: 'RSVT', to: 'CNCL', reason: 'unpaid' });
    const released = await outboxFor(joiner.cellphone, 'released');
    expect(released).toHaveLength(1);
    expect(released[0].body).toContain(`접수번호 ${String(res.body.joinSeq).padStart(4, '0')} 신청이 취소되었습니다`);
    // The staff payment list shows why.
    const list = await adminApi(
      'GET',
      `/api/admin/reception/paid?pageNo=1&rowCount=10&paymentStatus=CNCL&joinerName=${encodeURIComponent(joiner.joinerName)}`,
    );
    expect(list.body.applications[0]).toMatchObject({ joinSeq: res.body.joinSeq, paymentStatus: 'CNCL', cancelReason: 'unpaid' });
    // Run again (a second worker, a retry): nothing more happens.
    expect(await releaseUnpaid(testDb(), entry.joinerId)).toBe('settled');
    expect(await auditOf(res.body.joinSeq, 'status')).toHaveLength(1);
  });

  it('does nothing to an entry paid before its deadline', async () => {
    const t = await createTicket();
    const { res } = await applyRunner(t.ticketSeq);
    await deadlineIn(res.body.joinSeq, 1_500);
    const paid = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: String(res.body.joinSeq).padStart(4, '0') });
    expect(paid.status).toBe(200);
    await new Promise((r) => setTimeout(r, 4_000));
    const entry = await entryOf(res.body.joinSeq);
    expect(entry.paymentStatus).toBe('CMPL');
    expect(await releaseUnpaid(testDb(), entry.joinerId)).toBe('settled');
    expect((await placesOf(t.ticketSeq)).total).toBe(1);
  });

  it('follows a deadline staff extended, not the old one', async () => {
    const t = await createTicket();
    const { res } = await applyRunner(t.ticketSeq);
    await deadlineIn(res.body.joinSeq, 1_000);
    const later = await deadlineIn(res.body.joinSeq, 3_600_000);
    await new Promise((r) => setTimeout(r, 3_500));
    const entry = await entryOf(res.body.joinSeq);
    expect(entry.paymentStatus).toBe('RSVT');
    expect(entry.payDeadline?.toISOString()).toBe(later.payDeadline);
    expect(await releaseUnpaid(testDb(), entry.joinerId)).toBe('not-due');
    const audit = await auditOf(res.body.joinSeq, 'deadline');
    expect(audit.map((a) => (a.detail as { to: string }).to)).toContain(later.payDeadline);
  });

  it('refuses a deadline in the past and one for an entry not awaiting payment', async () => {
    const t = await createTicket({ ticketPrice: 0 });
    const { res } = await applyRunner(t.ticketSeq);
    expect(res.body.paymentStatus).toBe('CMPL');
    expect(res.body.payDeadline).toBeNull();
    const free = await adminApi('PUT', '/api/admin/reception/deadline', {
      joinSeq: String(res.body.joinSeq).padStart(4, '0'),
      deadline: new Date(Date.now() + 3_600_000).toISOString(),
    });
    expect(free.status).toBe(409);
    expect(free.body.errorCode).toBe('P0008');
    const past = await adminApi('PUT', '/api/admin/reception/deadline', {
      joinSeq: String(res.body.joinSeq).padStart(4, '0'),
      deadline: new Date(Date.now() - 60_000).toISOString(),
    });
    expect(past.status).toBe(400);
  });

  it('keeps an entry whose card order is still within its 10-minute window, then releases it', async () => {
    const t = await createTicket();
    const { res } = await applyRunner(t.ticketSeq);
    const entry = await entryOf(res.body.joinSeq);
    await testDb()
      .insert(schema.paymentOrders)
      .values({
        orderId: `test_${entry.joinerId}_${Date.now()}`,
        joinerId: entry.joinerId,
        amount: entry.amount,
        orderName: 'test',
        provider: 'simulated',
      });
    await testDb()
      .update(schema.joiners)
      .set({ payDeadline: new Date(Date.now() - 1_000) })
      .where(eq(schema.joiners.joinerId, entry.joinerId));
    expect(await releaseUnpaid(testDb(), entry.joinerId)).toBe('card-open');
    expect((await entryOf(res.body.joinSeq)).paymentStatus).toBe('RSVT');
    // The window ends: the order no longer holds anything.
    await testDb()
      .update(schema.paymentOrders)
      .set({ createdAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(schema.paymentOrders.joinerId, entry.joinerId));
    expect(await releaseUnpaid(testDb(), entry.joinerId)).toBe('released');
  });

  it('gives a card application (paymentType CARD) its order window as deadline', async () => {
    const t = await createTicket();
    const before = Date.now();
    const { res } = await applyRunner(t.ticketSeq, { extra: { paymentType: 'CARD' } });
    expect(res.status).toBe(200);
    const deadline = new Date(res.body.payDeadline).getTime();
    expect(deadline - before).toBeGreaterThanOrEqual(10 * 60_000 - 1_000);
    expect(deadline - before).toBeLessThanOrEqual(10 * 60_000 + 5_000);
  });

  it('reminds an unpaid entry once per deadline', async () => {
    const t = await createTicket();
    const { res } = await applyRunner(t.ticketSeq);
    const entry = await entryOf(res.body.joinSeq);
    const deadline = entry.payDeadline!;
    expect(await remindUnpaid(testDb(), entry.joinerId, deadline)).toBe(true);
    expect(await remindUnpaid(testDb(), entry.joinerId, deadline)).toBe(false);
    // A reminder for a deadline the entry no longer has sends nothing.
    expect(await remindUnpaid(testDb(), entry.joinerId, new Date(deadline.getTime() + 1))).toBe(false);
    const reminders = await messagesOf(entry.joinerId, 'reminder');
    expect(reminders).toHaveLength(1);
    expect(reminders[0].body).toContain('입금기한은');
  });
});
