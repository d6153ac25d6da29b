import 'server-only';
import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners, smsOutbox } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import type { SmsStatus } from '@/lib/codes';
import { maskRecipient } from '@/lib/privacy/mask';
import type { MessageListQuery } from '@/lib/validation/outbox';

const contains = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * GET /api/admin/messages (the staff outbox, /user/board/messages): messages newest first, filtered
 * by state ('failed', …), kind, bulk message, and a search: digits find the phone (any part of it),
 * other text the message's words. Recipients are masked; the text is shown (it carries registration
 * numbers and amounts, never names). A search by phone is audited ('sms-search', without the digits).
 * Returns {pageMaxNo, totalCount, rows}.
 */
export async function listMessages(db: DbOrTx, q: MessageListQuery, staff: AdminContext) {
  const parts: (SQL | undefined)[] = [];
  if (q.state) parts.push(eq(smsOutbox.status, q.state.toUpperCase() as SmsStatus));
  if (q.kind) parts.push(eq(smsOutbox.kind, q.kind));
  if (q.bulkId) parts.push(eq(smsOutbox.bulkId, q.bulkId));
  const digits = q.q && /^[\d-\s]+$/.test(q.q) ? q.q.replace(/\D/g, '') : null;
  if (digits) parts.push(or(ilike(smsOutbox.recipient, contains(digits)), ilike(smsOutbox.body, contains(digits))));
  else if (q.q) parts.push(ilike(smsOutbox.body, contains(q.q)));
  const where = parts.length ? and(...parts) : undefined;
  const [{ n }] = await db.select({ n: count() }).from(smsOutbox).where(where);
  const rows = await db
    .select({ o: smsOutbox, joinSeq: joiners.joinSeq })
    .from(smsOutbox)
    .leftJoin(joiners, eq(joiners.joinerId, smsOutbox.joinerId))
    .where(where)
    .orderBy(desc(smsOutbox.smsId))
    .limit(q.rowCount)
    .offset((q.page - 1) * q.rowCount);
  if (digits)
    await writeAudit(db, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'sms-search',
      detail: { filters: ['phone'], resultCount: n },
    });
  return {
    pageMaxNo: Math.max(1, Math.ceil(n / q.rowCount)),
    totalCount: n,
    rows: rows.map(({ o, joinSeq }) => ({
      smsId: o.smsId,
      kind: o.kind,
      channel: o.channel,
      recipient: o.recipient ? maskRecipient(o.recipient) : '',
      body: o.body,
      status: o.status,
      reason: o.reason,
      fallbackReason: o.fallbackReason,
      attempts: o.attempts,
      resendCount: o.resendCount,
      bulkId: o.bulkId,
      joinSeq,
      createdAt: o.createdAt.toISOString(),
      sentAt: o.sentAt?.toISOString() ?? null,
      lastAttemptAt: o.lastAttemptAt?.toISOString() ?? null,
    })),
  };
}
export type OutboxRow = Awaited<ReturnType<typeof listMessages>>['rows'][number];
