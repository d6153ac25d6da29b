import http from 'node:http';
import { describe, expect, it } from 'vitest';
import { BASE_URL } from '../helpers/env';
import { applyOne, createOrder, simulatedPayLink } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

/** GET through a raw socket with the Host header a reverse proxy (or the real domain) would send. */
function getWithHost(path: string, host: string): Promise<{ status: number; location: string }> {
  const base = new URL(BASE_URL);
  return new Promise((resolve, reject) => {
    const req = http.request({ hostname: base.hostname, port: base.port, path, method: 'GET', headers: { host } }, (res) => {
      res.resume();
      resolve({ status: res.statusCode ?? 0, location: String(res.headers.location ?? '') });
    });
    req.on('error', reject);
    req.end();
  });
}

describe('absolute URLs never come from the request address (the test server has no PUBLIC_URL)', () => {
  it('the card confirm redirect keeps the host the runner used: relative Location, whatever the Host', async () => {
    const t = await createTicket({ ticketPrice: 20000 });
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    const pay = await simulatedPayLink(order.checkoutPath);
    const res = await getWithHost(pay, 'race.example.kr');
    expect(res.status).toBe(303);
    const seq = String(reg.joinSeq).padStart(4, '0');
    expect(res.location).toBe(`/apply/success?joinSeq=${seq}&joinHash=${order.orderId}`);
    expect(res.location).not.toContain('localhost');
  });

  it('a refused confirmation also redirects relative to the fail page', async () => {
    const res = await getWithHost('/api/payments/confirm?paymentKey=x&orderId=NOSUCHORDER01&amount=1000', '127.0.0.1:9');
    expect(res.status).toBe(303);
    expect(res.location.startsWith('/apply/fail?')).toBe(true);
  });

  it('the card order hands out return paths, not the internal address', async () => {
    const t = await createTicket({ ticketPrice: 15000 });
    const reg = await applyOne(t.ticketSeq);
    const order = (await createOrder(reg.joinSeq, reg.joinHash)).body;
    expect(order.successPath).toBe('/api/payments/confirm');
    expect(order.failPath).toBe('/apply/fail');
  });
});
