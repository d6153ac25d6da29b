import 'server-only';
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { timingTokens } from '@/db/schema';
import { notFound, timingTokenRefused } from '@/lib/errors';
import { getCurrentEvent } from '@/lib/registration/current-event';

/**
 * Access tokens of timing companies to POST /api/v1/timing/passings (live results): one per
 * company and edition, made and revoked by staff. The token is 32 random bytes shown once; only its
 * SHA-256 is kept, so a copy of the database lets nobody post passings.
 */

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** Creates a token of the current edition labelled `label`; returns it in clear, once. */
export async function createTimingToken(db: Db, label: string, createdBy: string | null) {
  const event = await getCurrentEvent(db);
  const token = `tim_${randomBytes(32).toString('base64url')}`;
  const [row] = await db
    .insert(timingTokens)
    .values({ eventId: event.eventId, label, tokenHash: hashOf(token), hint: token.slice(0, 8), createdBy })
    .returning();
  return { tokenId: row.tokenId, label: row.label, hint: row.hint, token, createdAt: row.createdAt.toISOString() };
}

/** The answer of POST /api/admin/timing/tokens: the new token, its secret shown this once. */
export type NewTimingToken = Awaited<ReturnType<typeof createTimingToken>>;

/** The current edition's tokens, newest first, without their secrets. */
export async function listTimingTokens(db: DbOrTx) {
  const event = await getCurrentEvent(db);
  const rows = await db.select().from(timingTokens).where(eq(timingTokens.eventId, event.eventId)).orderBy(desc(timingTokens.tokenId));
  return rows.map((r) => ({
    tokenId: r.tokenId,
    label: r.label,
    hint: r.hint,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdBy,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
  }));
}

/** A token as GET /api/admin/timing/tokens lists it ({tokens: TimingTokenView[]}), its secret never included. */
export type TimingTokenView = Awaited<ReturnType<typeof listTimingTokens>>[number];

/** Revokes token `tokenId` of the current edition at once (404 S0001 when there is none). */
export async function revokeTimingToken(db: Db, tokenId: number, now = new Date()): Promise<{ tokenId: number }> {
  const event = await getCurrentEvent(db);
  const [row] = await db
    .update(timingTokens)
    .set({ revokedAt: sql`COALESCE(${timingTokens.revokedAt}, ${now})` })
    .where(and(eq(timingTokens.tokenId, tokenId), eq(timingTokens.eventId, event.eventId)))
    .returning({ tokenId: timingTokens.tokenId });
  if (!row) throw notFound('raceDay.timing.tokenNotFound');
  return row;
}

/**
 * The edition a request's `Authorization: Bearer …` timing token belongs to; 401 R0401 when the
 * header is missing, the token unknown or revoked, or of an edition that is no longer current. Marks
 * the token used (at most once a minute, so a burst of calls writes once).
 */
export async function authenticateTiming(db: Db, req: Request, now = new Date()): Promise<{ tokenId: number; eventId: number }> {
  const m = /^Bearer\s+(tim_[A-Za-z0-9_-]{43})$/.exec(req.headers.get('authorization') ?? '');
  if (!m) throw timingTokenRefused();
  const event = await getCurrentEvent(db);
  const [row] = await db
    .select({ tokenId: timingTokens.tokenId, eventId: timingTokens.eventId })
    .from(timingTokens)
    .where(and(eq(timingTokens.tokenHash, hashOf(m[1])), isNull(timingTokens.revokedAt), eq(timingTokens.eventId, event.eventId)))
    .limit(1);
  if (!row) throw timingTokenRefused();
  await db
    .update(timingTokens)
    .set({ lastUsedAt: now })
    .where(
      and(
        eq(timingTokens.tokenId, row.tokenId),
        or(isNull(timingTokens.lastUsedAt), lt(timingTokens.lastUsedAt, new Date(now.getTime() - 60_000))),
      ),
    );
  return row;
}
