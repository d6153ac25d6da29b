import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import type { PaymentStatus } from '@/lib/codes';
import { writeAudit } from '@/lib/audit/write';
import { enqueue } from '@/lib/jobs/enqueue';
import { logger } from '@/lib/log/logger';
import { cancelInLedger, lockRegistration } from '@/lib/ledger/lifecycle';
import { smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { messageTo } from '@/lib/sms/contact';
import { CARD_ORDER_WINDOW_MS } from './deadline';
import { amountDue } from './due';
import { paymentDeadlineJob } from './jobs';
import { placesGivenBack } from './invalidate';

/** What the audit log and the staff lists say of an entry the system cancelled at its deadline. */
export const UNPAID_REASON_TEXT = 'unpaid by the deadline';

/**
 * What releaseUnpaid did: 'released' (cancelled, places given back); 'settled' (paid, cancelled or
 * nothing due: nothing to do); 'not-due' (its deadline is later, e.g. extended by staff, or it has
 * none); 'card-open' (a card order of it is still within its window: tried again when that ends);
 * 'gone' (no such entry).
 */
export type ReleaseOutcome = 'released' | 'settled' | 'not-due' | 'card-open' | 'gone';

type LockedEntry = {
  joiner_id: number;
  join_seq: number;
  payment_status: PaymentStatus;
  amount: number;
  cellphone: string;
  email: string | null;
  pay_deadline: Date | null;
  due: boolean;
  event_name: string;
  card_until: Date | null;
};

/**
 * The payment deadline of entry `joinerId` (places after the opening): in one transaction, under the
 * entry's row lock (so a payment confirmed meanwhile, by staff or the card return, either happened
 * before and is seen, or waits and then finds the entry cancelled and is refused), re-checks that it
 * still awaits payment with something due (lib/places/due.ts) and that its deadline has passed by the
 * database's clock; then cancels it (CNCL, reason 'unpaid'), which gives its places back at once and
 * offers them to the course's waitlist (lib/ledger/lifecycle.ts cancelInLedger, which reverses its
 * charges in the payment ledger), writes the audit entry (by
 * 'system', purpose UNPAID_REASON_TEXT) and queues the SMS saying so. A card order still within its
 * 10-minute window keeps the entry until the window ends (the job is queued again for then). Safe to
 * run any number of times and from any number of processes: the effect happens once. Throws the
 * database's error (nothing changed; the job retries).
 */
export async function releaseUnpaid(db: Db, joinerId: number): Promise<ReleaseOutcome> {
  const outcome = await db.transaction(async (tx) => {
    const entry = await lockEntry(tx, joinerId);
    if (!entry) return 'gone' as const;
    if (entry.payment_status !== 'RSVT') return 'settled' as const;
    const due = await amountDue(tx, { joinerId, paymentStatus: entry.payment_status, amount: entry.amount });
    if (due <= 0) return 'settled' as const;
    if (!entry.pay_deadline || !entry.due) return 'not-due' as const;
    if (entry.card_until) {
      await enqueue(tx, paymentDeadlineJob, { joinerId }, { startAfter: entry.card_until });
      return 'card-open' as const;
    }
    // Cancelled as the ledger cancels (charges reversed, places back and offered to the waitlist).
    const locked = await lockRegistration(tx, joinerId);
    if (!locked) return 'gone' as const;
    await cancelInLedger(tx, locked, { now: new Date(), reason: 'unpaid' });
    await writeAudit(tx, {
      staffUserName: 'system',
      action: 'status',
      joinSeq: entry.join_seq,
      purpose: UNPAID_REASON_TEXT,
      detail: { from: 'RSVT', to: 'CNCL', reason: 'unpaid', deadline: entry.pay_deadline.toISOString(), due },
    });
    // SMS to a Korean mobile, e-mail to an applicant from abroad (lib/sms/contact.ts), none to a landline.
    const draft = messageTo(
      entry,
      { kind: 'released', body: smsText.released(entry.event_name, entry.join_seq, entry.pay_deadline), joinerId },
      { event: entry.event_name, joinSeq: entry.join_seq, dueAt: entry.pay_deadline },
    );
    if (draft) await queueSms(tx, [draft]);
    return 'released' as const;
  });
  if (outcome === 'released') {
    placesGivenBack();
    logger.info({ joinerId }, 'unpaid entry released at its payment deadline');
  }
  return outcome;
}

/**
 * The entry with its row locked, whether its deadline has passed by the database's clock (the clock
 * the job queue started the job by), and the end of the window of its newest card order still open.
 */
async function lockEntry(tx: Tx, joinerId: number): Promise<LockedEntry | undefined> {
  const window = `${CARD_ORDER_WINDOW_MS} milliseconds`;
  const { rows } = await tx.execute<LockedEntry>(sql`
    SELECT j.joiner_id, j.join_seq, j.payment_status, j.amount, j.cellphone, j.email, j.pay_deadline,
      j.pay_deadline <= now() AS due, e.event_name,
      (SELECT max(o.created_at) + ${window}::interval FROM payment_orders o
        WHERE o.joiner_id = j.joiner_id AND o.status = 'READY' AND o.created_at > now() - ${window}::interval) AS card_until
    FROM joiners j JOIN events e ON e.event_id = j.event_id
    WHERE j.joiner_id = ${joinerId}
    FOR UPDATE OF j`);
  const r = rows[0];
  if (!r) return undefined;
  // node-postgres returns timestamptz as Date through Drizzle's execute; keep them Dates.
  return { ...r, pay_deadline: r.pay_deadline ? new Date(r.pay_deadline) : null, card_until: r.card_until ? new Date(r.card_until) : null };
}
