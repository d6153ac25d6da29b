import 'server-only';
import { asc, desc, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events, retentionRuns } from '@/db/schema';
import { env } from '@/lib/env';
import { kstDate, kstParts } from '@/lib/time/kst';
import { countOf, erasureCounts, owedRefundsCount } from './erase';

/** The instant `months` calendar months after `d` (KST calendar; a day past the month's end becomes its last day). Pure. */
export function monthsAfter(d: Date, months: number): Date {
  const p = kstParts(d);
  const total = p.month - 1 + months;
  const year = p.year + Math.floor(total / 12);
  const month = (((total % 12) + 12) % 12) + 1;
  const lastDay = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return kstDate(year, month, Math.min(p.day, lastDay), p.hour, p.minute);
}

/** One edition on the retention page: when its personal data goes, and what goes. */
export interface RetentionEntry {
  eventCode: string;
  holdRound: number;
  eventName: string;
  isCurrent: boolean;
  raceDate: string;
  /** The edition's own period, or null (RETENTION_MONTHS). */
  retentionMonths: number | null;
  effectiveMonths: number;
  /** When the retention job erases it (race day + the period). */
  dueAt: string;
  erasedAt: string | null;
  /** What it would erase now (rows by kind); once erased, what was settled since (lib/retention/erase.ts). */
  pending: Record<string, number>;
  /** Refund requests still owed (requested, approved, failed): they keep their details until staff settle them. */
  refundsOwed: number;
}

/**
 * The retention page's schedule (/user/events/retention, GET /api/admin/retention): every edition,
 * newest first, with its period (its own or RETENTION_MONTHS), the day its personal data is due to
 * go, when it went, what is left to erase (once erased: refund requests settled since) and the refunds
 * still owed that keep their account; the audit log's cut-off (AUDIT_LOG_KEEP_MONTHS) and how
 * many entries are past it; and the job's last 50 runs.
 */
export async function retentionSchedule(db: DbOrTx, now = new Date()) {
  const defaultMonths = env.privacy.RETENTION_MONTHS;
  const list = await db.select().from(events).orderBy(desc(events.holdRound));
  const editions: RetentionEntry[] = [];
  for (const ev of list) {
    const months = ev.retentionMonths ?? defaultMonths;
    editions.push({
      eventCode: ev.eventCode,
      holdRound: ev.holdRound,
      eventName: ev.eventName,
      isCurrent: ev.isCurrent,
      raceDate: ev.raceDate.toISOString(),
      retentionMonths: ev.retentionMonths,
      effectiveMonths: months,
      dueAt: monthsAfter(ev.raceDate, months).toISOString(),
      erasedAt: ev.personalDataErasedAt?.toISOString() ?? null,
      pending: await erasureCounts(db, ev.eventId, ev.holdRound, !!ev.personalDataErasedAt),
      refundsOwed: await countOf(db, owedRefundsCount(ev.eventId)),
    });
  }
  const keepMonths = env.privacy.AUDIT_LOG_KEEP_MONTHS;
  const auditCutoff = monthsAfter(now, -keepMonths);
  const auditPending = await countOf(
    db,
    sql`SELECT count(*)::int AS n FROM audit_log WHERE at < ${auditCutoff.toISOString()}::timestamptz`,
  );
  const log = await db
    .select({
      runId: retentionRuns.runId,
      ranAt: retentionRuns.ranAt,
      counts: retentionRuns.counts,
      requestedBy: retentionRuns.requestedBy,
      eventCode: events.eventCode,
    })
    .from(retentionRuns)
    .leftJoin(events, sql`${events.eventId} = ${retentionRuns.eventId}`)
    .orderBy(desc(retentionRuns.runId))
    .limit(50);
  return {
    defaultMonths,
    editions,
    audit: { keepMonths, cutoff: auditCutoff.toISOString(), pending: auditPending },
    log: log.map((r) => ({ ...r, ranAt: r.ranAt.toISOString() })),
  };
}

/** Editions whose personal data is due at `now` and not erased yet, oldest first. */
export async function dueEditions(db: DbOrTx, now = new Date()) {
  const list = await db.select().from(events).orderBy(asc(events.holdRound));
  return list.filter(
    (ev) => !ev.personalDataErasedAt && monthsAfter(ev.raceDate, ev.retentionMonths ?? env.privacy.RETENTION_MONTHS) <= now,
  );
}
