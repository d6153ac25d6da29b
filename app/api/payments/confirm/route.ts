import { getDb } from '@/db/client';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { redirectToSite } from '@/lib/http/public-url';
import { confirmCardPayment } from '@/lib/payments/confirm';
import { FAIL_PATH } from '@/lib/payments/orders';
import { ORDER_COOKIE, orderCookieOptions } from '@/lib/registration/order-cookie';
import { confirmQuerySchema } from '@/lib/validation/payment';

/**
 * GET /api/payments/confirm?paymentKey&orderId&amount: the checkout's successUrl (spec §4). The
 * server confirms the payment (lib/payments/confirm.ts), then redirects (303, on PUBLIC_URL or relative) to
 * /apply/success?joinSeq&joinHash=orderId with the order-id cookie set, or to
 * /apply/fail?code&orderId[&message] when refused. Replays land on the success page again.
 */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, confirmQuerySchema);
  const db = getDb();
  const outcome = await confirmCardPayment(db, q);
  // The redirect is PUBLIC_URL-based or relative, never the request URL: behind a proxy that is the
  // internal address, where the runner's order-id cookie does not exist ('session expired').
  if (outcome.ok) {
    const res = redirectToSite(
      `/apply/success?joinSeq=${String(outcome.joinSeq).padStart(4, '0')}&joinHash=${encodeURIComponent(outcome.orderId)}`,
    );
    res.cookies.set(ORDER_COOKIE, outcome.orderId, orderCookieOptions());
    return res;
  }
  const q2 = new URLSearchParams({ code: outcome.code, orderId: outcome.orderId });
  if (outcome.providerMessage) q2.set('message', outcome.providerMessage);
  return redirectToSite(`${FAIL_PATH}?${q2}`);
});
