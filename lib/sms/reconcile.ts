import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { jobSettings } from '@/lib/jobs/settings';
import { logger } from '@/lib/log/logger';

/** A message still waiting this long after its time, with no delivery job left to run it, is given up. */
const ABANDONED_AFTER = '1 hour';

/**
 * Closes the outbox messages that can no longer leave: QUEUED or SENDING an hour past their time
 * although no delivery job of theirs is waiting or running (the queue gave up on it without the row
 * hearing: a last attempt cut off by a dead process, a job dropped after 30 days unrun). They become
 * FAILED with a reason staff can read, instead of looking in progress for ever. At most 500 per call.
 * Returns how many it closed; logs their ids.
 */
export async function closeAbandonedSms(db: DbOrTx): Promise<number> {
  const jobs = sql.raw(`${jobSettings().schema}.job`);
  const { rows } = await db.execute<{ sms_id: number }>(sql`
    WITH abandoned AS (
      SELECT o.sms_id FROM sms_outbox o
      WHERE o.status IN ('QUEUED', 'SENDING') AND o.send_after < now() - ${ABANDONED_AFTER}::interval
        AND NOT EXISTS (SELECT 1 FROM ${jobs} j WHERE j.id = o.job_id AND j.state IN ('created', 'retry', 'active'))
      ORDER BY o.sms_id LIMIT 500
      FOR UPDATE OF o SKIP LOCKED
    )
    UPDATE sms_outbox o SET status = 'FAILED', reason = 'delivery stopped without an outcome'
    FROM abandoned a WHERE o.sms_id = a.sms_id
    RETURNING o.sms_id`);
  if (rows.length) logger.warn({ smsIds: rows.map((r) => r.sms_id) }, 'abandoned sms closed as failed');
  return rows.length;
}
