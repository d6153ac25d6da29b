import 'server-only';
import { randomUUID } from 'node:crypto';
import type { MessageChannel, SmsKind } from '@/lib/codes';
import { executorOf, isDrizzle, type JobConnection } from '@/lib/jobs/connection';
import { enqueueMany } from '@/lib/jobs/enqueue';
import { smsDelivery } from './delivery-job';

/** A message to store and deliver. */
export interface SmsDraft {
  /** Mobile number, digits only; the e-mail address for channel 'email'. */
  to: string;
  kind: SmsKind;
  /** The text (lib/sms/messages.ts); over 90 bytes an SMS goes as LMS. */
  body: string;
  /** 'email' for a runner whose phone is not Korean (lib/sms/contact.ts); default SMS (AlimTalk when a template applies). */
  channel?: Extract<MessageChannel, 'sms' | 'email'>;
  /** The subject line of an e-mail. */
  subject?: string | null;
  /** The registration it concerns, if any. */
  joinerId?: number | null;
  /** Not before this moment (a reminder); default now. */
  sendAfter?: Date;
}

// One statement for any number of messages (a rush's accept batch stores dozens at once).
const INSERT_OUTBOX = {
  name: 'sms-outbox-insert',
  text: `INSERT INTO sms_outbox (kind, recipient, body, joiner_id, job_id, send_after, channel, subject)
    SELECT k, r, b, j, q, COALESCE(s, now()), c, u
    FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::uuid[], $6::timestamptz[], $7::text[], $8::text[])
      AS m(k, r, b, j, q, s, c, u)
    RETURNING sms_id, job_id`,
};

/**
 * Stores `drafts` (SMS, or e-mails with channel 'email') in sms_outbox (QUEUED) and creates each one's delivery job (lib/sms/delivery-job.ts)
 * on `conn`, so both exist exactly when the caller's change commits: pass the transaction of that
 * change (Drizzle `tx`, or a `pg` client inside BEGIN). Given the site's database itself, it opens a
 * transaction of its own. The job runs at `sendAfter` (default: at once) in any worker process, also
 * after a restart. Returns the new sms_ids in the order of `drafts`. Throws the database's error
 * (nothing stored). Logs nothing: it runs inside the caller's transaction (during an opening rush,
 * under the course's row lock); the delivery logs a masked line per message.
 */
export async function queueSms(conn: JobConnection, drafts: readonly SmsDraft[]): Promise<number[]> {
  if (drafts.length === 0) return [];
  // A Drizzle transaction has rollback(), the database does not. (Not `instanceof PgTransaction`: a
  // bundle holding its own copy of drizzle-orm, as the job runner's does, fails that test, and the
  // message would then open savepoints inside savepoints for ever.)
  if (isDrizzle(conn) && typeof (conn as { rollback?: unknown }).rollback !== 'function')
    return conn.transaction((tx) => queueSms(tx, drafts));
  const jobIds = drafts.map(() => randomUUID());
  const values = [
    drafts.map((d) => d.kind),
    drafts.map((d) => d.to),
    drafts.map((d) => d.body),
    drafts.map((d) => d.joinerId ?? null),
    jobIds,
    drafts.map((d) => d.sendAfter?.toISOString() ?? null),
    drafts.map((d) => d.channel ?? 'sms'),
    drafts.map((d) => d.subject ?? null),
  ];
  // On a pg client (the accept batch of the opening rush) the statement is prepared once per connection.
  const { rows } = isDrizzle(conn)
    ? await executorOf(conn).executeSql(INSERT_OUTBOX.text, values)
    : await conn.query({ ...INSERT_OUTBOX, values });
  const smsIdOf = new Map<string, number>(rows.map((r: { sms_id: number; job_id: string }) => [r.job_id, r.sms_id]));
  await enqueueMany(
    conn,
    smsDelivery,
    drafts.map((d, i) => ({ id: jobIds[i], payload: { smsId: smsIdOf.get(jobIds[i])! }, startAfter: d.sendAfter })),
  );
  return jobIds.map((id) => smsIdOf.get(id)!);
}
