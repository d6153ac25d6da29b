import { and, eq, inArray } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { api, BASE_URL, testDb } from './env';
import { joinerBody, runnerBody } from './people';

/** Registers one runner on `ticketSeq` (applicant = runner); returns the 200 answer and the applicant. */
export async function applyOne(ticketSeq: number) {
  const joiner = joinerBody();
  const res = await api('POST', '/api/applicant/applyFor', {
    joiner,
    runners: [runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
  });
  if (res.status !== 200) throw new Error(`applyFor answered ${res.status}`);
  return { ...(res.body as { joinSeq: number; joinHash: string; amount: number }), joiner };
}

/** POST /api/payments/orders for a registration. */
export function createOrder(joinSeq: number, joinHash: string, extra: Record<string, unknown> = {}) {
  return api('POST', '/api/payments/orders', { joinSeq: String(joinSeq).padStart(4, '0'), joinHash, ...extra });
}

/** GET without following redirects: status, Location and Set-Cookie. */
export async function getManual(path: string, cookie?: string) {
  const res = await fetch(path.startsWith('http') ? path : `${BASE_URL}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });
  return {
    status: res.status,
    location: res.headers.get('location') ?? '',
    setCookie: res.headers.get('set-cookie') ?? '',
    text: await res.text(),
  };
}

/** The 'pay' link of the simulated checkout page of an order (as the visitor would click it). */
export async function simulatedPayLink(checkoutPath: string): Promise<string> {
  const page = await getManual(checkoutPath);
  const m = page.text.match(/href="(\/api\/payments\/confirm\?[^"]+)"/);
  if (!m) throw new Error('no pay link on the simulated checkout page');
  return m[1].replaceAll('&amp;', '&');
}

/**
 * The SMS outbox rows for a phone and kind, waiting up to `ms` for at least `min` rows that the
 * delivery job has dealt with (SENT or FAILED; the server's job workers poll every second).
 */
export async function outboxFor(phone: string, kind: string | readonly string[], min = 1, ms = 10_000) {
  const kinds = typeof kind === 'string' ? [kind] : [...kind];
  const deadline = Date.now() + ms;
  for (;;) {
    const rows = await testDb()
      .select()
      .from(schema.smsOutbox)
      .where(and(eq(schema.smsOutbox.recipient, phone), inArray(schema.smsOutbox.kind, kinds)));
    const settled = rows.every((r) => r.status === 'SENT' || r.status === 'FAILED');
    if ((rows.length >= min && settled) || Date.now() > deadline) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/**
 * The race office confirms the deposit of registration `joinSeq` (POST /api/admin/reception/confirm/CMPL):
 * a bank payment of `deposit` won (default: the balance due) in its ledger.
 */
export async function confirmDeposit(joinSeq: number, deposit: number | null = null) {
  const { adminApi } = await import('./admin');
  const res = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: String(joinSeq).padStart(4, '0'), deposit });
  if (res.status !== 200) throw new Error(`confirm answered ${res.status} ${JSON.stringify(res.body)}`);
}
