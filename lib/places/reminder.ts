import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { PaymentStatus } from '@/lib/codes';
import { smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { messageTo } from '@/lib/sms/contact';
import { amountDue } from './due';

/**
 * The payment reminder of entry `joinerId` for its deadline `deadline` (places after the opening):
 * under the entry's row lock, queues the reminder SMS (an e-mail to an applicant from abroad, lib/sms/contact.ts) once, and only while the entry still awaits
 * payment with something due and still has that very deadline (an extension queued a reminder of its
 * own). Records the deadline reminded for (joiners.reminded_deadline) in the same transaction, so two
 * workers, or a retry, never send it twice. Returns whether it queued the SMS. Throws the database's
 * error (nothing changed; the job retries).
 */
export async function remindUnpaid(db: Db, joinerId: number, deadline: Date): Promise<boolean> {
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{
      join_seq: number;
      payment_status: PaymentStatus;
      amount: number;
      cellphone: string;
      email: string | null;
      pay_deadline: Date | null;
      reminded_deadline: Date | null;
      event_name: string;
    }>(sql`
      SELECT j.join_seq, j.payment_status, j.amount, j.cellphone, j.email, j.pay_deadline, j.reminded_deadline, e.event_name
      FROM joiners j JOIN events e ON e.event_id = j.event_id
      WHERE j.joiner_id = ${joinerId}
      FOR UPDATE OF j`);
    const e = rows[0];
    if (!e || e.payment_status !== 'RSVT' || !e.pay_deadline) return false;
    const current = new Date(e.pay_deadline);
    if (current.getTime() !== deadline.getTime()) return false;
    if (e.reminded_deadline && new Date(e.reminded_deadline).getTime() === current.getTime()) return false;
    if ((await amountDue(tx, { joinerId, paymentStatus: e.payment_status, amount: e.amount })) <= 0) return false;
    await tx.execute(sql`UPDATE joiners SET reminded_deadline = pay_deadline WHERE joiner_id = ${joinerId}`);
    // A Korean mobile gets the SMS, an applicant from abroad the e-mail; a landline nothing.
    const draft = messageTo(
      e,
      { kind: 'reminder', body: smsText.reminder(e.event_name, e.join_seq, e.amount, current), joinerId },
      { event: e.event_name, joinSeq: e.join_seq, amount: e.amount, dueAt: current },
    );
    if (!draft) return false;
    await queueSms(tx, [draft]);
    return true;
  });
}
