import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { events, joiners } from '@/db/schema';
import { logger } from '@/lib/log/logger';
import type { SmsMessage } from '@/lib/sms/provider';
import { sendSms } from '@/lib/sms/send';
import { MOBILE_RE } from '@/lib/validation/fields';

/** A message about a change after registering, to one mobile (lib/sms/messages.ts texts). */
export type Notice = SmsMessage;

/** The registration's edition name, number and applicant phone, for the texts of its notices. */
export async function noticeFacts(db: DbOrTx, joinerId: number) {
  const [r] = await db
    .select({ joinSeq: joiners.joinSeq, cellphone: joiners.cellphone, eventName: events.eventName })
    .from(joiners)
    .innerJoin(events, eq(events.eventId, joiners.eventId))
    .where(eq(joiners.joinerId, joinerId))
    .limit(1);
  return r;
}

/** A notice to `to` when it is a mobile (a landline gets nothing), else nothing. */
export function noticeTo(to: string, kind: Notice['kind'], body: string): Notice[] {
  return MOBILE_RE.test(to) ? [{ to, kind, body }] : [];
}

/**
 * Sends `notices` after the change they tell about committed; never throws (a failed SMS must not
 * undo a change that is done; each one is recorded in the outbox as sent or failed).
 */
export async function sendNotices(db: Db, notices: readonly Notice[]): Promise<void> {
  for (const n of notices) {
    try {
      await sendSms(db, n);
    } catch (err) {
      logger.warn({ kind: n.kind, err: err instanceof Error ? err.message : 'error' }, 'notice not sent');
    }
  }
}
