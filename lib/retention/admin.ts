import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { eventByCode } from '@/lib/events/event-admin';
import { enqueue } from '@/lib/jobs/enqueue';
import { retentionSweep } from './job';

/**
 * PUT /api/admin/retention: edition `eventCode` keeps its personal data `months` after race day (null:
 * RETENTION_MONTHS). An edition already erased is refused (400): its data is gone. Audited as
 * 'retention-period'.
 */
export async function setRetentionPeriod(db: Db, eventCode: string, months: number | null, staff: AdminContext): Promise<void> {
  await db.transaction(async (tx) => {
    const ev = await eventByCode(tx, eventCode, true);
    await tx.update(events).set({ retentionMonths: months, updatedAt: new Date() }).where(eq(events.eventId, ev.eventId));
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'retention-period',
      detail: { eventCode, retentionMonths: months },
    });
  });
}

/**
 * POST /api/admin/retention/run: asks the retention job to run now (it erases what is due, as every
 * night); the job runs in a worker at once, one at a time (singleton). Audited as 'retention-run'.
 */
export async function requestRetentionRun(db: Db, staff: AdminContext): Promise<void> {
  await db.transaction(async (tx) => {
    await enqueue(tx, retentionSweep, { requestedBy: staff.userName });
    await writeAudit(tx, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp, action: 'retention-run' });
  });
}
