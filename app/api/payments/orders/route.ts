import { getDb } from '@/db/client';
import { apiHandler, jsonAnswer, parseJson } from '@/lib/http/handler';
import { localeOfRequest } from '@/lib/i18n/translate';
import { createCardOrder } from '@/lib/payments/orders';
import { ORDER_COOKIE, orderCookieOptions } from '@/lib/registration/order-cookie';
import { cardOrderSchema } from '@/lib/validation/payment';

/**
 * POST /api/payments/orders {joinSeq, joinHash} (spec §4): creates the card payment order with the
 * server's amount and answers what the browser passes to the checkout (Toss requestPayment or the
 * simulated page). Saves the orderId in the order-id cookie (path /, 10 minutes).
 */
export const POST = apiHandler(async (req) => {
  const input = await parseJson(req, cardOrderSchema);
  const order = await createCardOrder(getDb(), input, { locale: localeOfRequest(req) });
  return jsonAnswer(req, order, { cookies: [{ name: ORDER_COOKIE, value: order.orderId, options: orderCookieOptions() }] });
});
