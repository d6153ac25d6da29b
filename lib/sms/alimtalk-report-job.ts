import 'server-only';
import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { enqueue } from '@/lib/jobs/enqueue';
import { defineJob, type JobContext } from '@/lib/jobs/kind';
import { logger } from '@/lib/log/logger';
import { maskPhone } from '@/lib/privacy/mask';
import { activeSmsProvider } from './active-provider';
import { isAcceptedAlimTalk, requeueMessages } from './requeue';

/** Seconds after an AlimTalk is accepted that its delivery report is first read (KakaoTalk answers within seconds). */
const FIRST_REPORT_AFTER_SECONDS = 20;

/**
 * Reads the delivery report of the AlimTalk of outbox row `smsId` (SENT on channel 'alimtalk' with
 * the provider's id) and records it: delivered stays SENT; a phone without KakaoTalk (result 3018 or
 * 3027) sends it again as SMS: the row becomes QUEUED on channel 'sms' with the result and the
 * AlimTalk's message id as `fallbackReason` (its reference and send time cleared for the SMS's) and
 * a new delivery job, in one transaction that only takes the row while it is still the accepted AlimTalk (a report read twice falls back once); another refusal makes it FAILED
 * with KakaoTalk's code and message. A report not there yet throws, so the job asks again later.
 */
export async function readAlimTalkReport(db: Db, smsId: number, ctx: JobContext): Promise<void> {
  const [row] = await db
    .select()
    .from(smsOutbox)
    .where(and(eq(smsOutbox.smsId, smsId), isAcceptedAlimTalk));
  if (!row?.providerRef) return;
  const channel = activeSmsProvider().alimtalk;
  if (!channel) return;
  const report = await channel.report(row.providerRef, row.recipient);
  if (report.state === 'pending') {
    if (ctx.lastAttempt) {
      await db
        .update(smsOutbox)
        .set({ reason: 'alimtalk: no delivery report' })
        .where(and(eq(smsOutbox.smsId, smsId), isAcceptedAlimTalk));
      return;
    }
    throw new Error('alimtalk: delivery report not ready');
  }
  if (report.state === 'delivered') return;
  const why = `alimtalk ${report.code} ${report.message}`.trim().slice(0, 200);
  if (report.noKakaoTalk) {
    // The AlimTalk's own id stays in the reason: the row's reference and send time become the SMS's.
    const fallbackReason = `${why} (mid ${row.providerRef})`.slice(0, 200);
    await db.transaction((tx) =>
      requeueMessages(tx, [smsId], isAcceptedAlimTalk, { channel: 'sms', fallbackReason, reason: null, providerRef: null, sentAt: null }),
    );
    logger.info({ smsId, to: maskPhone(row.recipient), code: report.code }, 'alimtalk not deliverable; sent again as sms');
    return;
  }
  await db
    .update(smsOutbox)
    .set({ status: 'FAILED', reason: why })
    .where(and(eq(smsOutbox.smsId, smsId), isAcceptedAlimTalk));
  logger.warn({ smsId, to: maskPhone(row.recipient), code: report.code }, 'alimtalk refused');
}

/**
 * The delivery report of one accepted AlimTalk (readAlimTalkReport), first read 20 s after it was
 * accepted, then again with backoff (about 30 s, 1, 2, 4 … minutes, 8 times) until KakaoTalk has an
 * outcome.
 */
export const alimtalkReport = defineJob({
  name: 'alimtalk-report',
  payload: z.object({ smsId: z.number().int().positive() }),
  handle: ({ smsId }, ctx) => readAlimTalkReport(getDb(), smsId, ctx),
  retry: { limit: 8, delaySeconds: 30, backoff: true },
  expireInSeconds: 60,
  batchSize: 20,
  pollingIntervalSeconds: 2,
});

/** Asks for the delivery report of AlimTalk `smsId`, in `tx` (the transaction that records it SENT). */
export async function enqueueAlimTalkReport(tx: Tx, smsId: number): Promise<void> {
  await enqueue(tx, alimtalkReport, { smsId }, { startAfter: FIRST_REPORT_AFTER_SECONDS });
}
