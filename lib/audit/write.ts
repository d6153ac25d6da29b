import 'server-only';
import type { DbOrTx } from '@/db/client';
import { auditLog } from '@/db/schema';
import type { AuditAction } from '@/lib/codes';

export interface AuditEntry {
  staffId?: number | null;
  staffUserName?: string | null;
  clientIp?: string | null;
  /** What was done (lib/codes.ts AUDIT_ACTIONS: each has its label on the audit page). */
  action: AuditAction;
  joinSeq?: number | null;
  purpose?: string | null;
  /** Ids, filters and counts only: never names, phones, birthdays or addresses. */
  detail?: Record<string, unknown> | null;
}

/**
 * Appends one entry to the audit log. The table refuses UPDATE and DELETE (trigger),
 * so entries cannot be rewritten. Call it in the same transaction as the change it records.
 */
export async function writeAudit(db: DbOrTx, e: AuditEntry): Promise<void> {
  await db.insert(auditLog).values({
    staffId: e.staffId ?? null,
    staffUserName: e.staffUserName ?? null,
    clientIp: e.clientIp ?? null,
    action: e.action,
    joinSeq: e.joinSeq ?? null,
    purpose: e.purpose ?? null,
    detail: e.detail ?? null,
  });
}

/** Who a staff entry is by: the staff member's id, user name and client address (an AdminContext). */
export function byStaff(staff: { staffId: number; userName: string; clientIp: string }) {
  return { staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp };
}
