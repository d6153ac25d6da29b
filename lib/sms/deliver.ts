import 'server-only';
import { and, count, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { createBatcher, type Batcher } from '@/lib/db/batcher';
import type { JobContext } from '@/lib/jobs/kind';
import { errorText } from '@/lib/jobs/run-batch';
import { logger } from '@/lib/log/logger';
import { maskPhone } from '@/lib/privacy/mask';
import { env } from '@/lib/env';
import { startOfKstDay } from '@/lib/time/kst';
import { activeSmsProvider } from './active-provider';
import { enqueueAlimTalkReport } from './alimtalk-report-job';

/**
 * Longest one delivery run may take (seconds): the job's expiry. The provider's own timeout
 * (SMS_TIMEOUT_MS, 10 s) is far below it, so a message found SENDING for longer was left so by a
 * process that died mid-call.
 */
export const SMS_DELIVERY_EXPIRY_SECONDS = 60;

/** Longest a provider's reason is kept (the row and the logs). */
const REASON_MAX = 200;

type Claim =
  { kind: 'claimed'; to: string; body: string; smsKind: string; fallbackReason: string | null } | { kind: 'done' } | { kind: 'busy' };

/**
 * Takes outbox row `smsId` for one delivery attempt: QUEUED (or SENDING for longer than a run may
 * last: its process died mid-call) becomes SENDING with one more attempt, in one committed
 * statement, so no other run can take it meanwhile. 'done' when it is SENT, FAILED or gone; 'busy'
 * when another run is sending it right now.
 */
async function claim(db: Db, smsId: number, provider: string): Promise<Claim> {
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
    .returning({ to: smsOutbox.recipient, body: smsOutbox.body, smsKind: smsOutbox.kind, fallbackReason: smsOutbox.fallbackReason });
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
        const now = new Date();
        const rows = await db
          .update(smsOutbox)
          .set({ status: 'SENT', sentAt: now, lastAttemptAt: now, attempts: sql`${smsOutbox.attempts} + 1`, provider, reason: null })
          .where(and(inArray(smsOutbox.smsId, ids), eq(smsOutbox.status, 'QUEUED')))
          .returning({ smsId: smsOutbox.smsId, kind: smsOutbox.kind, to: smsOutbox.recipient });
        if (logger.isLevelEnabled('info'))
          for (const r of rows) logger.info({ smsId: r.smsId, kind: r.kind, to: maskPhone(r.to) }, 'sms sent');
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
 * The delivery job's work for outbox row `smsId` (lib/sms/delivery-job.ts): hands a QUEUED message
 * to the configured provider (SMS_PROVIDER) and records the outcome on the row: SENT with the time
 * and the provider's reference, or the provider's reason and, on the job's last attempt, FAILED.
 * Every attempt counts in `attempts`. Nothing is sent twice by two workers: the row is claimed
 * (SENDING) in a committed statement before the provider is called, and a message already SENT or
 * FAILED is left alone. A process killed mid-call leaves it SENDING; the job's retry after
 * SMS_DELIVERY_EXPIRY_SECONDS takes it again (the provider may then get it twice: Aligo takes no
 * idempotency key, and a message lost is worse than one repeated). With the outbox provider, storing
 * is the delivery: the row becomes SENT.
 * - A phone that got MESSAGES_DAILY_LIMIT_PER_PHONE messages today is not sent another: NOT_SENT
 *   with the reason (no retry).
 * - When the provider carries KakaoTalk and the kind has an approved template (and the message has
 *   not fallen back already), it goes as AlimTalk: SENT on channel 'alimtalk' with the provider's
 *   message id, and its delivery report is read later (lib/sms/alimtalk-report.ts), which sends it
 *   again as SMS when the phone has no KakaoTalk.
 * Throws when not sent (the job retries with backoff), after recording why.
 */
export async function deliverSms(
  db: Db,
  smsId: number,
  ctx: JobContext,
  limitPerPhone = env.messages.MESSAGES_DAILY_LIMIT_PER_PHONE,
): Promise<void> {
  const provider = activeSmsProvider();
  if (provider.storesOnly) return storedAsSent(db, smsId, provider.name);
  const c = await claim(db, smsId, provider.name);
  if (c.kind === 'done') return;
  if (c.kind === 'busy') throw new Error('another worker is sending it');
  if ((await sentToday(db, c.to, smsId)) >= limitPerPhone) {
    await db
      .update(smsOutbox)
      .set({ status: 'NOT_SENT', reason: `limit: ${limitPerPhone} messages to this phone today` })
      .where(and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING')));
    logger.warn({ smsId, kind: c.smsKind, to: maskPhone(c.to) }, 'sms not sent: daily limit of the phone');
    return;
  }
  const template = c.fallbackReason ? null : (provider.alimtalk?.templateOf(c.smsKind) ?? null);
  let ref: string | undefined;
  try {
    if (template) ref = (await provider.alimtalk!.send({ to: c.to, body: c.body, kind: c.smsKind }, template)).ref;
    else ref = (await provider.deliver({ to: c.to, body: c.body, kind: c.smsKind }))?.ref;
  } catch (err) {
    const reason = errorText(err).slice(0, REASON_MAX);
    await db
      .update(smsOutbox)
      .set({ status: ctx.lastAttempt ? 'FAILED' : 'QUEUED', reason })
      .where(and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING')));
    (ctx.lastAttempt ? logger.error : logger.warn).call(
      logger,
      { smsId, kind: c.smsKind, to: maskPhone(c.to), attempt: ctx.attempt, reason },
      ctx.lastAttempt ? 'sms failed' : 'sms not sent; will retry',
    );
    throw new Error(`not sent: ${reason}`);
  }
  const sent = {
    status: 'SENT' as const,
    sentAt: new Date(),
    reason: null,
    providerRef: ref ?? null,
    channel: template ? ('alimtalk' as const) : ('sms' as const),
  };
  const mark = and(eq(smsOutbox.smsId, smsId), eq(smsOutbox.status, 'SENDING'));
  if (template)
    await db.transaction(async (tx) => {
      await tx.update(smsOutbox).set(sent).where(mark);
      await enqueueAlimTalkReport(tx, smsId);
    });
  else await db.update(smsOutbox).set(sent).where(mark);
  logger.info({ smsId, kind: c.smsKind, to: maskPhone(c.to), provider: provider.name, channel: sent.channel }, 'sms sent');
}
