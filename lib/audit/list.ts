import 'server-only';
import { count, desc } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { auditLog } from '@/db/schema';

/**
 * A page of the audit log, newest first (readable in the console). `rowCount` entries
 * per page (10–50). Returns { pageMaxNo, entries } with times as ISO strings.
 */
export async function listAudit(db: DbOrTx, pageNo: number, rowCount: number) {
  const [{ n }] = await db.select({ n: count() }).from(auditLog);
  const rows = await db
    .select()
    .from(auditLog)
    .orderBy(desc(auditLog.at), desc(auditLog.auditId))
    .limit(rowCount)
    .offset((pageNo - 1) * rowCount);
  return {
    pageMaxNo: Math.max(1, Math.ceil(n / rowCount)),
    entries: rows.map((r) => ({ ...r, at: r.at.toISOString() })),
  };
}
export type AuditEntryRow = Awaited<ReturnType<typeof listAudit>>['entries'][number];
