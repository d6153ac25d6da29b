import 'server-only';
import { env } from '@/lib/env';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { sameToken, signText } from '@/lib/security/signing';
import { joiners, paymentOrders } from '@/db/schema';
import { getCurrentEvent } from './current-event';
import type { JoinerRow } from './self-service';

/** The order-id cookie of spec §2/§4: path /, 10 minutes. */
export const ORDER_COOKIE = 'orderId';
export const ORDER_COOKIE_MAX_AGE_SEC = 600;
/** The server-side life of the tokens the cookie carries (joinHash, card orderId): the cookie's. */
export const ORDER_TOKEN_TTL_MS = ORDER_COOKIE_MAX_AGE_SEC * 1000;

/**
 * The joinHash of a new bank-transfer application: an HMAC of its ids, so the success page can prove
 * the browser that applied is the one asking, without storing anything.
 */
export function joinHashFor(joinerId: number, joinSeq: number): string {
  return signText(`join:${joinerId}:${joinSeq}`);
}

/** Cookie attributes of the order-id cookie. */
export function orderCookieOptions() {
  return {
    path: '/',
    maxAge: ORDER_COOKIE_MAX_AGE_SEC,
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: env.site.NODE_ENV === 'production' && env.auth.COOKIE_SECURE && !!env.auth.NEXTAUTH_URL?.startsWith('https'),
  };
}

/** True while a token issued at `issuedAt` is within the cookie's 10 minutes at `now`. */
export function tokenFresh(issuedAt: Date, now: Date): boolean {
  return now.getTime() - issuedAt.getTime() < ORDER_TOKEN_TTL_MS;
}

/**
 * The order-id cookie's value from a Cookie header, percent-decoded; undefined when absent or not
 * decodable (a malformed cookie proves nothing: 'session expired', never a 500).
 */
export function orderCookieFrom(cookieHeader: string | null): string | undefined {
  const raw = cookieHeader?.match(new RegExp(`(?:^|;\\s*)${ORDER_COOKIE}=([^;]+)`))?.[1];
  if (!raw) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return undefined;
  }
}

/**
 * The registration `joinSeq` of the current edition when `cookieValue` proves access to it: either
 * the joinHash of a bank application (for 10 minutes from joinTime) or the orderId of one of its card
 * payment orders (for 10 minutes from the order, or from its approval, when the confirm set the cookie
 * again) (spec §2 /apply/success, §4 order-id cookie of 10 minutes). The server enforces the cookie's
 * lifetime itself, so a copied link or cookie replayed later is refused. Null otherwise ('session expired').
 */
export async function joinerByOrderCookie(
  db: DbOrTx,
  cookieValue: string | undefined,
  joinSeq: number,
  now = new Date(),
): Promise<JoinerRow | null> {
  if (!cookieValue) return null;
  const event = await getCurrentEvent(db);
  const [j] = await db
    .select()
    .from(joiners)
    .where(and(eq(joiners.eventId, event.eventId), eq(joiners.joinSeq, joinSeq)))
    .limit(1);
  if (!j) return null;
  if (sameToken(cookieValue, joinHashFor(j.joinerId, j.joinSeq))) return tokenFresh(j.joinTime, now) ? j : null;
  const [order] = await db
    .select({ createdAt: paymentOrders.createdAt, approvedAt: paymentOrders.approvedAt })
    .from(paymentOrders)
    .where(and(eq(paymentOrders.orderId, cookieValue), eq(paymentOrders.joinerId, j.joinerId)))
    .limit(1);
  return order && tokenFresh(order.approvedAt ?? order.createdAt, now) ? j : null;
}
