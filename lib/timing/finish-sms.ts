import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type Db, type Tx } from '@/db/client';
import { runners } from '@/db/schema';
import { withPoolClient } from '@/lib/db/pool-client';
import { enqueueMany } from '@/lib/jobs/enqueue';
import { defineJob } from '@/lib/jobs/kind';
import { smsText } from '@/lib/sms/messages';
import { queueSms, type SmsDraft } from '@/lib/sms/outbox';
import { MOBILE_RE } from '@/lib/validation/fields';
import { messageTo, RUNNER_EMAIL_SQL } from '@/lib/sms/contact';
import { preliminaryRowOf } from './live';
import type { StoredPassing } from './passings';

/**
 * The finish SMS (live results: optional, to the runner or the emergency contact if the
 * runner agreed). A runner's first finish passing creates a job that runs a minute later, so the
 * start passings a timing company sends late are in by then; the job records the notice and queues
 * the SMS in one transaction (runner_notices 'finish'), so it goes once however often it runs.
 */

/** Seconds between the finish passing's arrival and the SMS: late start reads change the net time. */
export const FINISH_SMS_DELAY_S = 60;

/**
 * Sends (queues) the finish SMS of `runnerSeq` once; nothing without consent, a finish time or a
 * mobile number (a runner from abroad gets it by e-mail). The runner's place and time are read first, from the board as the page shows it;
 * then the notice and the messages are written in one transaction on one pooled connection (the
 * outbox takes a `pg` client inside BEGIN), so a second run finds the notice and sends nothing.
 */
export async function sendFinishSms(db: Db, runnerSeq: number): Promise<void> {
  const [runner] = await db.select({ ticketSeq: runners.ticketSeq }).from(runners).where(eq(runners.runnerSeq, runnerSeq)).limit(1);
  if (!runner) return;
  const result = await preliminaryRowOf(db, runner.ticketSeq, runnerSeq);
  await withPoolClient(db, async (client) => {
    await client.query('BEGIN');
    try {
      const { rows } = await client.query<{
        runner_name: string;
        back_no: number | null;
        ticket_name: string;
        cellphone: string;
        email: string | null;
        emergency_phone: string | null;
        finish_sms: boolean;
        finish_sms_emergency: boolean;
        joiner_id: number;
        event_name: string;
      }>(
        `WITH told AS (
           INSERT INTO runner_notices (runner_seq, kind) VALUES ($1, 'finish') ON CONFLICT DO NOTHING RETURNING runner_seq
         )
         SELECT r.runner_name, r.back_no, r.ticket_name, r.cellphone, ${RUNNER_EMAIL_SQL} AS email, r.emergency_phone,
                r.finish_sms, r.finish_sms_emergency, r.joiner_id, e.event_name
           FROM told JOIN runners r ON r.runner_seq = told.runner_seq JOIN joiners j ON j.joiner_id = r.joiner_id
           JOIN events e ON e.event_id = r.event_id`,
        [runnerSeq],
      );
      const r = rows[0];
      // No row: already told. No finish time: nothing to tell (the notice keeps a later run quiet).
      if (r && result?.finishTime) {
        const body = smsText.finish(r.event_name, r.runner_name, r.back_no, r.ticket_name, result.finishTime, result.place);
        const drafts: SmsDraft[] = [];
        // The runner: SMS to a Korean mobile, e-mail to a runner from abroad (lib/sms/contact.ts).
        const own = r.finish_sms
          ? messageTo(
              r,
              { kind: 'finish', body, joinerId: r.joiner_id },
              {
                event: r.event_name,
                name: r.runner_name,
                backNo: r.back_no,
                course: r.ticket_name,
                time: result.finishTime,
                place: result.place,
              },
            )
          : null;
        if (own) drafts.push(own);
        if (r.finish_sms_emergency && r.emergency_phone && MOBILE_RE.test(r.emergency_phone) && r.emergency_phone !== r.cellphone)
          drafts.push({ to: r.emergency_phone, kind: 'finish', body, joinerId: r.joiner_id });
        await queueSms(client, drafts);
      }
      await client.query('COMMIT');
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    }
  });
}

/** The job of one runner's finish SMS. */
export const finishSmsJob = defineJob({
  name: 'finish-sms',
  payload: z.object({ runnerSeq: z.number().int().positive() }),
  handle: ({ runnerSeq }) => sendFinishSms(getDb(), runnerSeq),
  retry: { limit: 3, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  batchSize: 20,
  pollingIntervalSeconds: 2,
  // One waiting job per runner: a second finish read before the SMS went adds none.
  policy: 'short',
});

/**
 * In the transaction that stored passings (lib/timing/passings.ts `afterStore`): for each runner who
 * got a finish passing, agreed to a finish SMS and was not told yet, the job that sends it a minute
 * later (one per runner: a second finish read while it waits adds none).
 */
export async function queueFinishSms(tx: Tx, stored: StoredPassing[]): Promise<void> {
  const finished = [...new Set(stored.filter((s) => s.point === 'finish').map((s) => s.runnerSeq))];
  if (finished.length === 0) return;
  const { rows } = await tx.execute<{ runner_seq: number }>(sql`
    SELECT r.runner_seq FROM runners r
     WHERE r.runner_seq = ANY(${sql.param(finished)}::int[]) AND (r.finish_sms OR r.finish_sms_emergency)
       AND NOT EXISTS (SELECT 1 FROM runner_notices n WHERE n.runner_seq = r.runner_seq AND n.kind = 'finish')`);
  const startAfter = new Date(Date.now() + FINISH_SMS_DELAY_S * 1000);
  await enqueueMany(
    tx,
    finishSmsJob,
    rows.map((r) => ({ payload: { runnerSeq: r.runner_seq }, startAfter, singletonKey: `finish-${r.runner_seq}` })),
  );
}
