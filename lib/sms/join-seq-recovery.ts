import 'server-only';
import { and, eq, inArray, isNotNull, ne } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { logger } from '@/lib/log/logger';
import { hashKey } from '@/lib/security/hash-key';
import { consume, type LimitSpec } from '@/lib/security/rate-limit';
import { messageTo } from './contact';
import { refuseWhenPhoneHadItsMessages } from './daily-limit';
import { smsText } from './messages';
import { queueSms } from './outbox';
import { isInternational } from '@/lib/validation/international-phone';

/** SMS cost and enumeration guard: 5 requests an hour per phone number. */
export const FIND_SEQ_PHONE_LIMIT: LimitSpec = { name: 'find-seq-phone', points: 5, durationSec: 3600 };
/** 30 requests per 10 minutes per client address (loose: Korean mobile carriers share addresses). */
export const FIND_SEQ_CLIENT_LIMIT: LimitSpec = { name: 'find-seq-client', points: 30, durationSec: 600 };

/**
 * POST /api/find/join-seq (spec §2 /apply/searchId, §7): sends the registration numbers of the
 * current edition's live registrations where `runnerName` runs (or applied) with `cellphone`, by SMS
 * to that same phone (a phone from abroad: by e-mail to the address of those registrations). Nothing tells the caller whether one matched: the lookup and the SMS run in
 * `defer` (after the answer is sent), so answer and timing are the same either way; the SMS is queued
 * (lib/sms/outbox.ts) and leaves with the delivery job. Throws 429
 * (generic message) past 5 requests an hour for the phone or 30 per 10 minutes for the client, and
 * 429 L0002 once the phone got its day's share of visitor-triggered messages (SMS_PER_PHONE_PER_DAY).
 */
export async function recoverJoinSeq(
  db: Db,
  input: { runnerName: string; cellphone: string },
  ctx: { clientKey: string; defer: (task: () => Promise<void>) => void },
): Promise<void> {
  await consume(FIND_SEQ_CLIENT_LIMIT, hashKey('client', ctx.clientKey));
  await consume(FIND_SEQ_PHONE_LIMIT, hashKey('phone', input.cellphone));
  await refuseWhenPhoneHadItsMessages(db, input.cellphone);
  ctx.defer(async () => {
    try {
      await sendJoinSeqs(db, input);
    } catch (err) {
      logger.warn({ err: err instanceof Error ? err.message : 'error' }, 'join-seq recovery failed');
    }
  });
}

/** The lookup and SMS of recoverJoinSeq, run after the answer. */
async function sendJoinSeqs(db: Db, input: { runnerName: string; cellphone: string }): Promise<void> {
  const event = await getCurrentEvent(db);
  const asRunner = await db
    .selectDistinct({ joinSeq: runners.joinSeq })
    .from(runners)
    .where(
      and(
        eq(runners.eventId, event.eventId),
        eq(runners.active, true),
        eq(runners.runnerName, input.runnerName),
        eq(runners.cellphone, input.cellphone),
      ),
    );
  const asApplicant = await db
    .select({ joinSeq: joiners.joinSeq })
    .from(joiners)
    .where(
      and(
        eq(joiners.eventId, event.eventId),
        ne(joiners.paymentStatus, 'CNCL'),
        eq(joiners.joinerName, input.runnerName),
        eq(joiners.cellphone, input.cellphone),
      ),
    );
  const seqs = [...new Set([...asRunner, ...asApplicant].map((r) => r.joinSeq))].sort((a, b) => a - b);
  if (!seqs.length) return;
  // A phone from abroad gets the numbers by e-mail, at the address its registrations gave.
  const [withEmail] = isInternational(input.cellphone)
    ? await db
        .select({ email: joiners.email })
        .from(joiners)
        .where(and(eq(joiners.eventId, event.eventId), inArray(joiners.joinSeq, seqs), isNotNull(joiners.email)))
        .limit(1)
    : [];
  const draft = messageTo(
    { cellphone: input.cellphone, email: withEmail?.email },
    { kind: 'join-seq', body: smsText.joinSeq(event.eventName, seqs) },
    { event: event.eventName, joinSeqs: seqs },
  );
  if (draft) await queueSms(db, [draft]);
}
