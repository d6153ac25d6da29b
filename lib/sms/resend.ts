import 'server-only';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import type { ResendInput } from '@/lib/validation/outbox';
import { requeueMessages } from './requeue';

/** Most messages one 'resend all failed' takes (the next click takes the rest). */
export const RESEND_ALL_MAX = 2000;

/**
 * POST /api/admin/messages/resend: sends failed messages again: `{ids}` (those of them still FAILED)
 * or `{state: 'failed'}` (every FAILED message, oldest first, at most RESEND_ALL_MAX). Each one is
 * put back to QUEUED with a new delivery job in one transaction, and only while it is FAILED: a second
 * click, or two staff at once, resend it once, never twice. The attempts and the resend count keep
 * adding up; a message that fell back from AlimTalk goes as SMS again. Audited as 'sms-resend' (ids,
 * count). Returns {resent, ids}.
 */
export async function resendMessages(db: Db, input: ResendInput, staff: AdminContext): Promise<{ resent: number; ids: number[] }> {
  return db.transaction(async (tx) => {
    const ids =
      'ids' in input
        ? input.ids
        : (
            await tx
              .select({ smsId: smsOutbox.smsId })
              .from(smsOutbox)
              .where(eq(smsOutbox.status, 'FAILED'))
              .orderBy(asc(smsOutbox.smsId))
              .limit(RESEND_ALL_MAX)
          ).map((r) => r.smsId);
    const resent = await requeueMessages(tx, ids, eq(smsOutbox.status, 'FAILED'), {
      resendCount: sql`${smsOutbox.resendCount} + 1`,
      resentAt: new Date(),
    });
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'sms-resend',
      detail: { requested: 'ids' in input ? input.ids.length : 'failed', resent: resent.length, ids: resent.slice(0, 100) },
    });
    return { resent: resent.length, ids: resent };
  });
}
