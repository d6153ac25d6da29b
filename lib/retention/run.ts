import 'server-only';
import { eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, retentionRuns } from '@/db/schema';
import { env } from '@/lib/env';
import { logger } from '@/lib/log/logger';
import { eraseEditionData } from './erase';
import { dueEditions, monthsAfter } from './schedule';

/**
 * Deletes the audit log's entries older than `keepMonths` (AUDIT_LOG_KEEP_MONTHS, at least 12: the
 * legal minimum for records of access to personal data), in a transaction that tells the table's
 * trigger so (SET LOCAL marathon.retention); the trigger still refuses anything younger than a year
 * and every UPDATE. Returns how many went.
 */
async function purgeAuditLog(db: Db, keepMonths: number, now: Date): Promise<number> {
  const cutoff = monthsAfter(now, -Math.max(12, keepMonths));
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL marathon.retention = 'on'`);
    const { rows } = await tx.execute(sql`DELETE FROM audit_log WHERE at < ${cutoff.toISOString()}::timestamptz RETURNING 1`);
    return rows.length;
  });
}

/** Editions whose personal data was erased, oldest first. */
function erasedEditions(db: Db) {
  return db.select().from(events).where(isNotNull(events.personalDataErasedAt)).orderBy(events.holdRound);
}

/**
 * The retention job's work (lib/retention/job.ts; also run at once by POST /api/admin/retention/run):
 * for each edition whose period after race day is over (lib/retention/schedule.ts), in one
 * transaction per edition, erases its personal data (lib/retention/erase.ts), marks the edition
 * erased and writes the counts to the job's log; then deletes the audit entries past
 * AUDIT_LOG_KEEP_MONTHS (logged when any). Over editions erased before, it erases what was settled
 * since (a refund owed then; logged when any). Run twice, it erases nothing twice: an erased edition is
 * not due any more. `requestedBy` names the staff member who asked (null: the schedule). Returns the
 * runs it logged.
 */
export async function runRetention(
  db: Db,
  requestedBy: string | null = null,
  now = new Date(),
): Promise<Array<{ eventId: number | null; counts: Record<string, number> }>> {
  const done: Array<{ eventId: number | null; counts: Record<string, number> }> = [];
  for (const ev of await dueEditions(db, now)) {
    const counts = await db.transaction(async (tx) => {
      const [locked] = await tx.select().from(events).where(eq(events.eventId, ev.eventId)).for('update');
      if (!locked || locked.personalDataErasedAt) return null;
      const c = await eraseEditionData(tx, ev.eventId, ev.holdRound);
      await tx.update(events).set({ personalDataErasedAt: now }).where(eq(events.eventId, ev.eventId));
      await tx.insert(retentionRuns).values({ eventId: ev.eventId, counts: c, requestedBy });
      return c;
    });
    if (counts) {
      logger.info({ eventCode: ev.eventCode, counts }, 'personal data of an edition erased');
      done.push({ eventId: ev.eventId, counts });
    }
  }
  // Refund requests owed when their edition was erased keep their account until staff settle them;
  // what was settled since goes now, logged as its own run.
  for (const ev of await erasedEditions(db)) {
    const counts = await db.transaction(async (tx) => {
      const c = await eraseEditionData(tx, ev.eventId, ev.holdRound, true);
      if (!Object.values(c).some((n) => n > 0)) return null;
      await tx.insert(retentionRuns).values({ eventId: ev.eventId, counts: c, requestedBy });
      return c;
    });
    if (counts) {
      logger.info({ eventCode: ev.eventCode, counts }, 'personal data settled after an edition was erased');
      done.push({ eventId: ev.eventId, counts });
    }
  }
  const auditEntries = await purgeAuditLog(db, env.privacy.AUDIT_LOG_KEEP_MONTHS, now);
  if (auditEntries) {
    await db.insert(retentionRuns).values({ eventId: null, counts: { auditEntries }, requestedBy });
    done.push({ eventId: null, counts: { auditEntries } });
  }
  return done;
}
