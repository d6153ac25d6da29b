import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { VISITOR_SMS_KINDS } from '@/lib/codes';
import { phoneMessageLimit } from '@/lib/errors';
import { phoneLimits } from '@/lib/places/limits';

/**
 * SMS per phone per day (SMS_PER_PHONE_PER_DAY): the messages a visitor can make the site send to a
 * phone they type (VISITOR_SMS_KINDS: registration received, number recovery, waitlist joined) go out
 * at most that many times per KST day; the rest are stored and marked LIMITED ("not sent: limit"),
 * so nobody can flood a phone through the forms. Decided when a message would leave (the delivery job),
 * under a per-phone lock, so the count is exact whatever the number of workers.
 */

/** Why a message was not sent (sms_outbox.reason of a LIMITED row). */
export const LIMITED_REASON = 'not sent: limit';

/** SQL: the start of today in KST. */
const KST_DAY_START = sql`(date_trunc('day', now() AT TIME ZONE 'Asia/Seoul') AT TIME ZONE 'Asia/Seoul')`;

/** SQL list of the visitor kinds. */
const visitorKinds = () =>
  sql`(${sql.join(
    VISITOR_SMS_KINDS.map((k) => sql`${k}`),
    sql`, `,
  )})`;

/** Whether a message of `kind` counts against the daily limit (null when the limit is off). */
export function dailyLimitOf(kind: string): number | null {
  return (VISITOR_SMS_KINDS as readonly string[]).includes(kind) ? phoneLimits().smsPerPhonePerDay : null;
}

/**
 * Locks phones `recipients` for the rest of the caller's transaction (sorted, one advisory lock each,
 * key (1250, hashtext(phone))) and returns how many visitor messages each got today (sent or being
 * sent), message `exceptSmsId` aside. Call it before locking any outbox row, as every caller does, so
 * that no two wait in opposite orders.
 */
export async function lockAndCountToday(tx: DbOrTx, recipients: readonly string[], exceptSmsId = 0): Promise<Map<string, number>> {
  const phones = [...new Set(recipients)].sort();
  if (phones.length === 0) return new Map();
  const list = sql`ARRAY[${sql.join(
    phones.map((p) => sql`${p}::text`),
    sql`, `,
  )}]`;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(1250, hashtext(p)) FROM (SELECT p FROM unnest(${list}) AS p ORDER BY p) s`);
  const { rows } = await tx.execute<{ recipient: string; n: number }>(sql`
    SELECT recipient, count(*)::int AS n FROM sms_outbox
    WHERE recipient = ANY(${list}) AND kind IN ${visitorKinds()} AND status IN ('SENT', 'SENDING')
      AND last_attempt_at >= ${KST_DAY_START} AND sms_id <> ${exceptSmsId}
    GROUP BY recipient`);
  return new Map(rows.map((r) => [r.recipient, r.n]));
}

/**
 * Refuses (429 L0002) a request whose only effect is a visitor message to `cellphone` (the number
 * recovery) once the phone got its day's share: the visitor is told instead of the message being
 * stored unsent. Counts messages sent or waiting to be sent today; a plain read (a message decided at
 * delivery is still limited exactly there).
 */
export async function refuseWhenPhoneHadItsMessages(db: DbOrTx, cellphone: string): Promise<void> {
  const limit = phoneLimits().smsPerPhonePerDay;
  if (limit === null) return;
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM sms_outbox
    WHERE recipient = ${cellphone} AND kind IN ${visitorKinds()} AND status IN ('QUEUED', 'SENDING', 'SENT')
      AND created_at >= ${KST_DAY_START}`);
  if ((rows[0]?.n ?? 0) >= limit) throw phoneMessageLimit(limit);
}
