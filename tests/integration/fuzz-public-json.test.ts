import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

/**
 * Hostile values into every public JSON call: each leaf of a valid body is replaced in turn by each
 * value below (and the whole body by a few). Only 2xx/4xx answers are allowed, and a refused
 * registration stores nothing.
 */
const HOSTILE: unknown[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2147483648,
  1e308,
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\u001b[31m',
  '\u202e',
  '0x1',
  '1e0',
  'x'.repeat(5000),
  '가'.repeat(300),
  [],
  [3],
  {},
  { $gt: '' },
  "' OR 1=1 --",
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '\ud800',
];
const WHOLE: unknown[] = [null, [], 'text', 42, { __proto__: { admin: true } }];

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Every path to a leaf (or empty container) of `v`. */
function leafPaths(v: unknown, at: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(v) && v.length) return v.flatMap((x, i) => leafPaths(x, [...at, i]));
  if (v && typeof v === 'object' && Object.keys(v).length) return Object.entries(v).flatMap(([k, x]) => leafPaths(x, [...at, k]));
  return [at];
}

function withValue(body: Json, path: (string | number)[], value: unknown): Json {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let o = copy;
  for (const k of path.slice(0, -1)) o = o[k] as Record<string | number, unknown>;
  o[path[path.length - 1]] = value;
  return copy as Json;
}

async function fuzz(method: string, path: string, make: () => Json, afterRefusal?: (body: Json) => Promise<void>) {
  const bad: string[] = [];
  const send = async (body: unknown) => {
    const r = await api(method, path, body === undefined ? 'null' : JSON.stringify(body));
    if (r.status >= 500) bad.push(`${r.status} ${JSON.stringify(body).slice(0, 120)}`);
    if (r.status >= 400 && r.status < 500 && afterRefusal) await afterRefusal(body as Json);
    return r.status;
  };
  for (const whole of WHOLE) await send(whole);
  const sample = make();
  for (const p of leafPaths(sample)) {
    for (const v of HOSTILE) await send(withValue(make(), p, v));
  }
  expect(bad).toEqual([]);
}

describe('hostile values into every public JSON call: never a 5xx', () => {
  it('POST /api/applicant/applyFor (nothing stored when refused)', async () => {
    const t = await createTicket();
    const make = () => ({ joiner: { ...joinerBody(), priceCategory: 'standard' }, runners: [runnerBody(t.ticketSeq)] }) as unknown as Json;
    await fuzz('POST', '/api/applicant/applyFor', make, async (body) => {
      const name = (body as { joiner?: { joinerName?: unknown } } | null)?.joiner?.joinerName;
      if (typeof name !== 'string' || name.includes('\u0000')) return;
      const rows = await testDb().select({ id: schema.joiners.joinerId }).from(schema.joiners).where(eq(schema.joiners.joinerName, name));
      expect(rows, `stored after a refusal: ${name}`).toEqual([]);
    });
  }, 300_000);

  it('lookup, update, cancel, registration number by SMS, card order', async () => {
    const lookup = () => ({ joinSeq: '1234', joinerName: randomName(), cellphone: randomMobile() });
    await fuzz('POST', '/api/application/search', lookup);
    await fuzz('DELETE', '/api/application/cancel', lookup);
    await fuzz(
      'PUT',
      '/api/application/update',
      () =>
        ({
          joiner: { ...joinerBody(), joinSeq: '1234', exponent: '' },
          proof: { joinerName: randomName(), cellphone: randomMobile() },
        }) as unknown as Json,
    );
    await fuzz('POST', '/api/find/join-seq', () => ({ runnerName: randomName(), cellphone: randomMobile() }));
    await fuzz('POST', '/api/payments/orders', () => ({ joinSeq: '1234', joinHash: 'abcdefghijkl' }));
  }, 300_000);
});
