import 'server-only';
import { and, count, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { createBatcher, type Batcher } from '@/lib/db/batcher';
import type { JobContext } from '@/lib/jobs/kind';
import { errorText } from '@/lib/jobs/run-batch';
import { logger } from '@/lib/log/logger';
import { maskRecipient } from '@/lib/privacy/mask';
import { activeMailProvider } from '@/lib/mail/smtp';
import { env } from '@/lib/env';
import { startOfKstDay } from '@/lib/time/kst';
import { activeSmsProvider } from './active-provider';
import { enqueueAlimTalkReport } from './alimtalk-report-job';
import { dailyLimitOf, LIMITED_REASON, lockAndCountToday } from './daily-limit';

/**
 * Longest one delivery run may take (seconds): the job's expiry. The provider's own timeout
 * (SMS_TIMEOUT_MS, 10 s) is far below it, so a message found SENDING for longer was left so by a
 * process that died mid-call.
 */
export const SMS_DELIVERY_EXPIRY_SECONDS = 60;

/** Longest a provider's reason is kept (the row and the logs). */
const REASON_MAX = 200;

type Claim =
  | { kind: 'claimed'; to: string; body: string; subject: string | null; smsKind: string; fallbackReason: string | null }
  | { kind: 'done' }
  | { kind: 'busy' };

/**
 * Takes outbox row `smsId` for one delivery attempt: QUEUED (or SENDING for longer than a run may
 * last: its process died mid-call) becomes SENDING with one more attempt, in one committed
 * statement, so no other run can take it meanwhile. 'done' when it is SENT, FAILED or gone; 'busy'
 * when another run is sending it right now.
 */
async function claim(db: Db, smsId: number, provider: string): Promise<Claim> {
  // A visitor-triggered message is first held against its phone's daily share (SMS_PER_PHONE_PER_DAY).
  const [head] = await db.select({ kind: smsOutbox.kind, to: smsOutbox.recipient }).from(smsOutbox).where(eq(smsOutbox.smsId, smsId));
  const limit = head ? dailyLimitOf(head.kind) : null;
  if (!head || limit === null) return claimRow(db, smsId, provider);
  return db.transaction(async (tx) => {
    const today = (await lockAndCountToday(tx, [head.to], smsId)).get(head.to) ?? 0;
    if (today < limit) return claimRow(tx, smsId, provider);
    const [limited] = await tx
      .update(smsOutbox)
      .set({ status: 'LIMITED', reason: LIMITED_REASON, lastAttemptAt: new Date() })
      .where(and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'QUEUED')))
      .returning({ smsId: smsOutbox.smsId });
    if (limited) logger.info({ smsId, kind: head.kind, to: maskRecipient(head.to) }, 'sms not sent: daily limit of the phone');
    return { kind: 'done' } as const;
  });
}

async function claimRow(db: DbOrTx, smsId: number, provider: string): Promise<Claim> {
  const now = new Date();
  const [row] = await db
    .update(smsOutbox)
    .set({ status: 'SENDING', attempts: sql`${smsOutbox.attempts} + 1`, lastAttemptAt: now, provider })
    .where(
      and(
        eq(smsOutbox.smsId, smsId),
        or(
          eq(smsOutbox.status, 'QUEUED'),
          and(eq(smsOutbox.status, 'SENDING'), lt(smsOutbox.lastAttemptAt, new Date(now.getTime() - SMS_DELIVERY_EXPIRY_SECONDS * 1000))),
        ),
      ),
    )
    .returning({
      to: smsOutbox.recipient,
      body: smsOutbox.body,
      subject: smsOutbox.subject,
      smsKind: smsOutbox.kind,
      fallbackReason: smsOutbox.fallbackReason,
    });
  if (row) return { kind: 'claimed', ...row };
  const [current] = await db.select({ status: smsOutbox.status }).from(smsOutbox).where(eq(smsOutbox.smsId, smsId));
  return current?.status === 'SENDING' ? { kind: 'busy' } : { kind: 'done' };
}

// The outbox provider's deliveries of a moment are recorded in one UPDATE (an opening rush queues
// thousands); one batcher per database, created with its first delivery.
const storeBatchers = new WeakMap<Db, Batcher<number>>();

function storedAsSent(db: Db, smsId: number, provider: string): Promise<void> {
  let batcher = storeBatchers.get(db);
  if (!batcher) {
    batcher = createBatcher<number>({
      maxItems: 200,
      maxDelayMs: 5,
      flush: async (ids) => {
        const heads = await db
          .select({ smsId: smsOutbox.smsId, kind: smsOutbox.kind, to: smsOutbox.recipient })
          .from(smsOutbox)
          .where(and(inArray(smsOutbox.smsId, ids), eq(smsOutbox.status, 'QUEUED')));
        const held = heads.filter((h) => dailyLimitOf(h.kind) !== null);
        if (held.length === 0) return markStored(db, ids, [], provider);
        // Visitor-triggered messages within their phone's daily share are stored as sent, the rest LIMITED.
        await db.transaction(async (tx) => {
          const today = await lockAndCountToday(
            tx,
            held.map((h) => h.to),
          );
          const over: number[] = [];
          for (const h of held.sort((a, b) => a.smsId - b.smsId)) {
            const n = today.get(h.to) ?? 0;
            if (n >= dailyLimitOf(h.kind)!) over.push(h.smsId);
            else today.set(h.to, n + 1);
          }
          await markStored(tx, ids, over, provider);
        });
      },
    });
    storeBatchers.set(db, batcher);
  }
  return batcher.add(smsId);
}

/**
 * Messages sent (or being sent) to `to` since the start of today in Korea, other than `smsId`: what
 * the per-phone daily limit (MESSAGES_DAILY_LIMIT_PER_PHONE) counts.
 */
async function sentToday(db: Db, to: string, smsId: number): Promise<number> {
  const [{ n }] = await db
    .select({ n: count() })
    .from(smsOutbox)
    .where(
      and(
        eq(smsOutbox.recipient, to),
        ne(smsOutbox.smsId, smsId),
        inArray(smsOutbox.status, ['SENT', 'SENDING']),
        gte(smsOutbox.lastAttemptAt, startOfKstDay(new Date())),
      ),
    );
  return n;
}

/**
 * Records the outbox provider's deliveries `ids` (still QUEUED) as SENT, except `over`, which are
 * LIMITED (their phone's daily share was used up), and logs a masked line for each.
 */
async function markStored(db: DbOrTx, ids: number[], over: number[], provider: string): Promise<void> {
  const now = new Date();
  const sent = over.length ? ids.filter((id) => !over.includes(id)) : ids;
  const rows = sent.length
    ? await db
        .update(smsOutbox)
        .set({ status: 'SENT', sentAt: now, lastAttemptAt: now, attempts: sql`${smsOutbox.attempts} + 1`, provider, reason: null })
        .where(and(inArray(smsOutbox.smsId, sent), eq(smsOutbox.status, 'QUEUED')))
        .returning({ smsId: smsOutbox.smsId, kind: smsOutbox.kind, to: smsOutbox.recipient })
    : [];
  if (over.length)
    await db
      .update(smsOutbox)
      .set({ status: 'LIMITED', reason: LIMITED_REASON, lastAttemptAt: now })
      .where(and(inArray(smsOutbox.smsId, over), eq(smsOutbox.status, 'QUEUED')));
  if (logger.isLevelEnabled('info')) {
    for (const r of rows) logger.info({ smsId: r.smsId, kind: r.kind, to: maskRecipient(r.to) }, 'sms sent');
    if (over.length) logger.info({ smsIds: over }, 'sms not sent: daily limit of the phone');
  }
}

/**
 * Records on outbox row `smsId` (SENDING, its AlimTalk just refused or not answered) that it goes as
 * SMS instead: channel 'sms', the AlimTalk's failure as `fallbackReason` (so a retry of the SMS never
 * tries AlimTalk again) and the SMS call as one more attempt. False when the row is no longer being
 * sent by this run (nothing to do).
 */
async function fallBackToSms(db: Db, smsId: number, why: string): Promise<boolean> {
  const rows = await db
    .update(smsOutbox)
    .set({ channel: 'sms', fallbackReason: why, attempts: sql`${smsOutbox.attempts} + 1`, lastAttemptAt: new Date() })
    .where(and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING')))
    .returning({ smsId: smsOutbox.smsId });
  return rows.length > 0;
}

/**
 * The delivery job's work for outbox row `smsId` (lib/sms/delivery-job.ts): hands a QUEUED message
 * to the configured provider (SMS_PROVIDER; for a row of channel 'email' the SMTP server of
 * SMTP_HOST, lib/mail/smtp.ts) and records the outcome on the row: SENT with the time
 * and the provider's reference, or the provider's reason and, on the job's last attempt, FAILED. Every attempt counts in
 * `attempts`. Nothing is sent twice by two workers: the row is claimed (SENDING) in a committed
 * statement before the provider is called, and a message already SENT or FAILED is left alone. A
 * process killed mid-call leaves it SENDING; the job's retry after SMS_DELIVERY_EXPIRY_SECONDS takes
 * it again (the provider may then get it twice: Aligo has no idempotency key, and a message lost is
 * worse than one repeated). With the outbox provider, storing is the delivery: the row becomes SENT.
 * A visitor-triggered message (VISITOR_SMS_KINDS) past its phone's share of the KST day
 * (SMS_PER_PHONE_PER_DAY) is never handed over: it becomes LIMITED, reason "not sent: limit"
 * (lib/sms/daily-limit.ts).
 * - Beyond that, a phone that got MESSAGES_DAILY_LIMIT_PER_PHONE messages of any kind today is not sent
 *   another: LIMITED with the reason (no retry), so a runaway resend or bulk mistake cannot flood it.
 * - When the provider carries KakaoTalk and the kind has an approved template (and the message has
 *   not fallen back already), it goes as AlimTalk: SENT on channel 'alimtalk' with the provider's
 *   message id, and its delivery report is read later (lib/sms/alimtalk-report-job.ts), which sends it
 *   again as SMS when the phone has no KakaoTalk. An AlimTalk the provider refuses (its answer code,
 *   e.g. a template Kakao no longer approves or a blocked channel) or does not answer goes out at once
 *   as SMS in the same run: the runner gets the message, and the row records the AlimTalk's failure as
 *   `fallbackReason` and both calls in `attempts`.
 * Throws when not sent (the job retries with backoff), after recording why.
 */
export async function deliverSms(
  db: Db,
  smsId: number,
  ctx: JobContext,
  limitPerPhone = env.messages.MESSAGES_DAILY_LIMIT_PER_PHONE,
): Promise<void> {
  const sms = activeSmsProvider();
  const mail = activeMailProvider();
  // Both only store (the default): no need to read the row's channel first.
  if (sms.storesOnly && mail.storesOnly) return storedAsSent(db, smsId, sms.name);
  const [row] = await db.select({ channel: smsOutbox.channel }).from(smsOutbox).where(eq(smsOutbox.smsId, smsId));
  const email = row?.channel === 'email';
  const provider = email ? mail : sms;
  if (provider.storesOnly) return storedAsSent(db, smsId, provider.name);
  const c = await claim(db, smsId, provider.name);
  if (c.kind === 'done') return;
  if (c.kind === 'busy') throw new Error('another worker is sending it');
  if ((await sentToday(db, c.to, smsId)) >= limitPerPhone) {
    await db
      .update(smsOutbox)
      .set({ status: 'LIMITED', reason: `limit: ${limitPerPhone} messages to this phone today` })
      .where(and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING')));
    logger.warn({ smsId, kind: c.smsKind, to: maskRecipient(c.to) }, 'sms not sent: daily limit of the phone');
    return;
  }
  const template = c.fallbackReason || email ? null : (provider.alimtalk?.templateOf(c.smsKind) ?? null);
  const msg = { to: c.to, body: c.body, subject: c.subject, kind: c.smsKind };
  let ref: string | undefined;
  let fellBack = false;
  try {
    if (template) {
      try {
        ref = (await provider.alimtalk!.send(msg, template)).ref;
      } catch (err) {
        fellBack = await fallBackToSms(db, smsId, errorText(err).slice(0, REASON_MAX));
        if (!fellBack) return;
        logger.info(
          { smsId, kind: c.smsKind, to: maskRecipient(c.to), reason: errorText(err) },
          'alimtalk not accepted; sending it as sms',
        );
      }
    }
    if (!template || fellBack) ref = (await provider.deliver(msg))?.ref;
  } catch (err) {
    const reason = errorText(err).slice(0, REASON_MAX);
    await db
      .update(smsOutbox)
      .set({ status: ctx.lastAttempt ? 'FAILED' : 'QUEUED', reason })
      .where(and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING')));
    (ctx.lastAttempt ? logger.error : logger.warn).call(
      logger,
      { smsId, kind: c.smsKind, to: maskRecipient(c.to), attempt: ctx.attempt, reason },
      ctx.lastAttempt ? 'sms failed' : 'sms not sent; will retry',
    );
    throw new Error(`not sent: ${reason}`);
  }
  const sent = {
    status: 'SENT' as const,
    sentAt: new Date(),
    reason: null,
    providerRef: ref ?? null,
    channel: email ? ('email' as const) : template && !fellBack ? ('alimtalk' as const) : ('sms' as const),
  };
  const mark = and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING'));
  if (sent.channel === 'alimtalk')
    await db.transaction(async (tx) => {
      await tx.update(smsOutbox).set(sent).where(mark);
      await enqueueAlimTalkReport(tx, smsId);
    });
  else await db.update(smsOutbox).set(sent).where(mark);
  logger.info({ smsId, kind: c.smsKind, to: maskRecipient(c.to), provider: provider.name, channel: sent.channel }, 'sms sent');
}
