import { after, NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { confirmCardPayment } from '@/lib/payments/confirm';
import { FAIL_PATH } from '@/lib/payments/orders';
import { ORDER_COOKIE, orderCookieOptions } from '@/lib/registration/order-cookie';
import { notifyPaymentConfirmed } from '@/lib/sms/notify';
import { confirmQuerySchema } from '@/lib/validation/payment';

export const dynamic = 'force-dynamic';

/**
 * GET /api/payments/confirm?paymentKey&orderId&amount: the checkout's successUrl (spec §4). The
 * server confirms the payment (lib/payments/confirm.ts), then redirects (303) to
 * /apply/success?joinSeq&joinHash=orderId with the order-id cookie set, or to
 * /apply/fail?code&orderId[&message] when refused. Replays land on the success page again.
 */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, confirmQuerySchema);
  const db = getDb();
  const outcome = await confirmCardPayment(db, q);
  const url = new URL(req.url);
  if (outcome.ok) {
    if (outcome.newlyPaid) after(() => notifyPaymentConfirmed(db, outcome.joinerId));
    const to = new URL(`/apply/success?joinSeq=${String(outcome.joinSeq).padStart(4, '0')}&joinHash=${encodeURIComponent(outcome.orderId)}`, url);
    const res = NextResponse.redirect(to, 303);
    res.cookies.set(ORDER_COOKIE, outcome.orderId, orderCookieOptions());
    return res;
  }
  const to = new URL(FAIL_PATH, url);
  to.searchParams.set('code', outcome.code);
  to.searchParams.set('orderId', outcome.orderId);
  if (outcome.providerMessage) to.searchParams.set('message', outcome.providerMessage);
  return NextResponse.redirect(to, 303);
});
