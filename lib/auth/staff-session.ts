import 'server-only';
import { randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { staffSessions } from '@/db/schema';

/** A staff session ends 12 hours after sign-in however active it is (spec §6; the idle limit is 30 minutes). */
export const SESSION_ABSOLUTE_SEC = 12 * 60 * 60;

export type StaffSessionKind = 'cookie' | 'bearer';

/**
 * Records a new staff sign-in and returns its id (32 random bytes, base64url) to put in the signed
 * token as `sid`, and the instant its absolute lifetime ends.
 */
export async function openStaffSession(
  db: DbOrTx,
  staffId: number,
  kind: StaffSessionKind,
  now = new Date(),
): Promise<{ sessionId: string; expiresAt: Date }> {
  const sessionId = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_SEC * 1000);
  await db.insert(staffSessions).values({ sessionId, staffId, kind, createdAt: now, expiresAt });
  return { sessionId, expiresAt };
}

/**
 * True when session `sessionId` belongs to `staffId`, has not been revoked (sign-out, password
 * change, lockout) and is within its absolute lifetime at `now`. A token without a session id is
 * never valid.
 */
export async function isStaffSessionValid(db: DbOrTx, sessionId: unknown, staffId: number, now = new Date()): Promise<boolean> {
  if (typeof sessionId !== 'string' || sessionId.length === 0 || sessionId.length > 100) return false;
  const [row] = await db
    .select({ sessionId: staffSessions.sessionId })
    .from(staffSessions)
    .where(
      and(
        eq(staffSessions.sessionId, sessionId),
        eq(staffSessions.staffId, staffId),
        isNull(staffSessions.revokedAt),
        gt(staffSessions.expiresAt, now),
      ),
    )
    .limit(1);
  return !!row;
}

/** Ends session `sessionId` (sign-out); a session already ended stays as it was. */
export async function revokeStaffSession(db: DbOrTx, sessionId: unknown, now = new Date()): Promise<void> {
  if (typeof sessionId !== 'string' || !sessionId) return;
  await db
    .update(staffSessions)
    .set({ revokedAt: now })
    .where(and(eq(staffSessions.sessionId, sessionId), isNull(staffSessions.revokedAt)));
}
