import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events, joiners, paymentOrders, runners, tickets } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { localized } from '@/lib/content/localized';
import { alreadyPaid, paymentOfCancelled, paymentPeriodClosed, paymentSessionExpired, paymentUnavailable, soldOut } from '@/lib/errors';
import { translate } from '@/lib/i18n/translate';
import { sitePath } from '@/lib/http/public-url';
import { MOBILE_RE } from '@/lib/validation/fields';
import { joinerByOrderCookie, tokenFresh } from '@/lib/registration/order-cookie';
import type { ProviderName } from './provider';
import { currentPaymentConfig } from './providers';
import { newOrderId, payableProblem } from './rules';
import { figuresOf } from '@/lib/ledger/summary';

/** Where the browser returns after the checkout (paths; CardOrder carries them on PUBLIC_URL when set). */
export const CONFIRM_PATH = '/api/payments/confirm';
export const FAIL_PATH = '/apply/fail';
export const SIMULATED_CHECKOUT_PATH = '/apply/pay/simulated';

/** What the browser needs to open the checkout (Toss requestPayment parameters, or the simulated page). */
export interface CardOrder {
  orderId: string;
  amount: number; // won, the server's
  orderName: string;
  customerName: string;
  customerMobilePhone: string | null;
  /** The e-mail address of a payer from abroad (their receipt goes there); null otherwise. */
  customerEmail: string | null;
  provider: ProviderName;
  /** Toss client key (public); null for the simulated provider. */
  clientKey: string | null;
  /** The checkout's return addresses: absolute on PUBLIC_URL when configured, else paths the browser completes with its own origin. */
  successPath: string;
  failPath: string;
  /** The simulated checkout page; null for Toss. */
  checkoutPath: string | null;
}

/**
 * Creates a card payment order for a registration before the browser opens the provider (spec §4):
 * the caller proves the registration with `joinHash` (the joinHash of its application answer, or the
 * orderId of an earlier order of it, as /apply/success does). The amount is the registration's balance
 * due in won from its ledger (the whole fee, or the difference a change left), never the client's. Throws 403 P0002 (proof wrong), 409 P0003 (already paid or free),
 * 409 P0004 (cancelled), S0003 naming the course sold out meanwhile, 409 'Applying for the event is
 * closed.' when a course's sale window ended, 409 P0001 when card payment is not configured.
 */
export async function createCardOrder(
  db: Db,
  input: { joinSeq: number; joinHash: string },
  opts: { now?: Date; locale?: Locale } = {},
): Promise<CardOrder> {
  const now = opts.now ?? new Date();
  const config = currentPaymentConfig();
  if (config.kind === 'unavailable') throw paymentUnavailable();
  const joiner = await joinerByOrderCookie(db, input.joinHash, input.joinSeq);
  if (!joiner) throw paymentSessionExpired();

  const list = await db.select({ ticketSeq: runners.ticketSeq }).from(runners).where(eq(runners.joinerId, joiner.joinerId));
  const courses = list.length
    ? await db
        .select()
        .from(tickets)
        .where(inArray(tickets.ticketSeq, [...new Set(list.map((r) => r.ticketSeq))]))
    : [];
  const { due } = figuresOf(joiner);
  const problem = payableProblem({ paymentStatus: joiner.paymentStatus, due, paidBefore: joiner.deposit !== null }, courses, now);
  if (problem?.kind === 'paid') throw alreadyPaid();
  if (problem?.kind === 'cancelled') throw paymentOfCancelled();
  if (problem?.kind === 'soldOut') throw soldOut(problem.ticketNames);
  if (problem?.kind === 'closed') throw paymentPeriodClosed();

  const [event] = await db
    .select({ eventName: events.eventName, eventNameEn: events.eventNameEn })
    .from(events)
    .where(eq(events.eventId, joiner.eventId));
  const locale = opts.locale ?? 'ko';
  const eventName = event ? localized(event, 'eventName', locale) : '';
  const orderName = translate(locale, 'payment.orderName', { event: eventName, count: joiner.ticketCount }).slice(0, 100);
  const orderId = newOrderId(now);
  const provider: ProviderName = config.kind === 'toss' ? 'toss' : 'simulated';
  await db
    .insert(paymentOrders)
    .values({ orderId, joinerId: joiner.joinerId, amount: due, orderName, provider, createdAt: now, updatedAt: now });
  return {
    orderId,
    amount: due,
    orderName,
    customerName: joiner.joinerName,
    customerMobilePhone: MOBILE_RE.test(joiner.cellphone) ? joiner.cellphone : null,
    customerEmail: joiner.email ?? null,
    provider,
    clientKey: config.kind === 'toss' ? config.clientKey : null,
    successPath: sitePath(CONFIRM_PATH),
    failPath: sitePath(FAIL_PATH),
    checkoutPath: provider === 'simulated' ? `${SIMULATED_CHECKOUT_PATH}?orderId=${orderId}` : null,
  };
}

/** The order shown by the simulated checkout page: a READY simulated order while no Toss keys are set. */
export async function readySimulatedOrder(db: Db, orderId: string) {
  if (currentPaymentConfig().kind !== 'simulated') return null;
  const [o] = await db
    .select({
      orderId: paymentOrders.orderId,
      amount: paymentOrders.amount,
      orderName: paymentOrders.orderName,
      status: paymentOrders.status,
      provider: paymentOrders.provider,
    })
    .from(paymentOrders)
    .where(eq(paymentOrders.orderId, orderId))
    .limit(1);
  return o && o.status === 'READY' && o.provider === 'simulated' ? o : null;
}

/**
 * The registration a failed or cancelled checkout may pay again (/apply/fail 'pay again'): only for
 * the browser holding the order-id cookie of that order (10 minutes from the order, checked here as
 * well), while the registration awaits payment.
 */
export async function payAgainTarget(
  db: Db,
  orderId: string,
  cookieValue: string | undefined,
  now = new Date(),
): Promise<{ joinSeq: number; amount: number } | null> {
  if (!cookieValue || cookieValue !== orderId) return null;
  const [row] = await db
    .select({
      joinSeq: joiners.joinSeq,
      amount: joiners.amount,
      deposit: joiners.deposit,
      refunded: joiners.refunded,
      paymentStatus: joiners.paymentStatus,
      createdAt: paymentOrders.createdAt,
    })
    .from(paymentOrders)
    .innerJoin(joiners, eq(joiners.joinerId, paymentOrders.joinerId))
    .where(eq(paymentOrders.orderId, orderId))
    .limit(1);
  if (!row || !tokenFresh(row.createdAt, now)) return null;
  const { due } = figuresOf(row);
  return row.paymentStatus === 'RSVT' && due > 0 ? { joinSeq: row.joinSeq, amount: due } : null;
}
