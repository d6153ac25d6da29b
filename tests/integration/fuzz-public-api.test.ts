import fc from 'fast-check';
import { and, eq, or, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { freshClientIp } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket, currentEvent } from '../helpers/tickets';

/**
 * Random and hostile values into every public JSON call (spec §7): only 2xx/3xx/4xx answers, never a
 * 5xx, and a refused (4xx) request stores nothing. Each sample changes one field of a valid body (so
 * the checks behind the first field are reached too) or replaces the whole body. Random strings keep
 * their NUL bytes and numbers go past PostgreSQL's int4: the shared zod fields refuse both (400).
 * Beside the random runs, every text field of every call is swept once with a NUL byte (400 each).
 */
const RUNS = 40;

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 80 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u001b[31m',
    '',
    ' ',
    '   ',
    '1e0',
    '0x1',
    '-1',
    '0',
    '9999',
    '00001',
    '1000.5',
    'NaN',
    'Infinity',
    'true',
    'null',
    '[]',
    '{}',
    "' OR '1'='1",
    "Robert'); DROP TABLE joiners;--",
    '<script>alert(1)</script>',
    '../../etc/passwd',
    '%00',
    '%E0%A4%A',
    '\u202Eevil',
    '\uFEFF김민수',
    '김민수'.normalize('NFD'),
    'ǅ',
    '𝔘𝔫𝔦𝔠𝔬𝔡𝔢',
    '\ud800',
    'a'.repeat(5_000),
    '가'.repeat(51),
  ),
);
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer({ min: -2_147_483_648, max: 2_147_483_647 }),
  fc.constantFrom(0, -1, 1.5, 1e-9, 2_147_483_647, 2_147_483_648, -2_147_483_648, -2_147_483_649, 1e308, true, false, null),
  fc.constantFrom({ $gt: '' }, [3], [], {}),
  fc.array(fc.oneof(fc.integer({ min: -5, max: 5 }), hostileString), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.oneof(fc.integer({ min: -5, max: 5 }), hostileString), { maxKeys: 3 }),
);

/** A body with one field (path of keys) replaced, or deleted when `value` is undefined. */
function withField(body: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  const copy = structuredClone(body) as Record<string, unknown>;
  let node = copy as Record<string, unknown>;
  for (const k of path.slice(0, -1)) node = node[k] as Record<string, unknown>;
  const last = path[path.length - 1];
  if (value === undefined) delete node[last];
  else node[last] = value;
  return copy;
}

const mutation = (paths: string[][]) =>
  fc.oneof(
    fc.record({ path: fc.constantFrom(...paths), value: fc.oneof(hostileValue, fc.constant(undefined)) }),
    fc.record({ whole: fc.oneof(hostileValue, fc.anything({ maxDepth: 2 })) }),
  );
const mutate = (body: Record<string, unknown>, m: { path?: string[]; value?: unknown; whole?: unknown }) =>
  m.path ? withField(body, m.path, m.value) : m.whole;

function expectNo5xx(status: number, what: string) {
  expect(status, what).toBeLessThan(500);
}

describe('fuzz: public JSON calls answer 2xx-4xx and store nothing when refused', () => {
  it('POST /api/applicant/applyFor', async () => {
    const t = await createTicket({ acceptable: 10_000 });
    const ev = await currentEvent();
    const joinerPaths = [
      'joinerName',
      'exponent',
      'cellphone',
      'zipcode',
      'zipAddress',
      'address',
      'paymentType',
      'priceCategory',
      'amount',
      'paymentStatus',
    ].map((k) => ['joiner', k]);
    const runnerPaths = ['ticketSeq', 'choiceOption', 'runnerName', 'birthday', 'gender', 'cellphone'].map((k) => ['runners', '0', k]);
    await fc.assert(
      fc.asyncProperty(mutation([...joinerPaths, ...runnerPaths, ['joiner'], ['runners']]), async (m) => {
        const name = randomName();
        const phone = randomMobile();
        const base = { joiner: joinerBody(name, phone), runners: [runnerBody(t.ticketSeq, { runnerName: name, cellphone: phone })] };
        const res = await api('POST', '/api/applicant/applyFor', JSON.stringify(mutate(base, m)) ?? 'null');
        expectNo5xx(res.status, JSON.stringify(m).slice(0, 300));
        if (res.status >= 400) {
          const stored = await testDb()
            .select({ n: sql<number>`count(*)::int` })
            .from(schema.joiners)
            .where(
              and(eq(schema.joiners.eventId, ev.eventId), or(eq(schema.joiners.joinerName, name), eq(schema.joiners.cellphone, phone))),
            );
          expect(stored[0].n, JSON.stringify(m).slice(0, 300)).toBe(0);
        }
      }),
      { numRuns: RUNS * 2 },
    );
  });

  it('GET /api/isDuplicate and /api/isDuplicateTeamName', async () => {
    await fc.assert(
      fc.asyncProperty(hostileString, hostileString, hostileString, async (name, cellphone, birthday) => {
        const ip = { 'x-forwarded-for': freshClientIp() };
        const dup = await api('GET', `/api/isDuplicate?${new URLSearchParams({ name, cellphone, birthday })}`, undefined, ip);
        expectNo5xx(dup.status, 'isDuplicate');
        const team = await api('GET', `/api/isDuplicateTeamName?${new URLSearchParams({ teamName: name })}`, undefined, ip);
        expectNo5xx(team.status, 'isDuplicateTeamName');
      }),
      { numRuns: RUNS },
    );
  });

  it('search, update and cancel of a registration leave it unchanged when refused', async () => {
    const t = await createTicket();
    const joiner = { ...joinerBody(), exponent: `단체${randomName()}` };
    const applied = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)] });
    expect(applied.status).toBe(200);
    const joinSeq = String(applied.body.joinSeq).padStart(4, '0');
    const ev = await currentEvent();
    const row = async () =>
      (
        await testDb()
          .select()
          .from(schema.joiners)
          .where(and(eq(schema.joiners.eventId, ev.eventId), eq(schema.joiners.joinSeq, applied.body.joinSeq)))
      )[0];
    let last = await row();
    const proof = { joinSeq, joinerName: joiner.joinerName, cellphone: joiner.cellphone };
    const update = { joiner: { ...joiner, joinSeq }, proof: { joinerName: joiner.joinerName, cellphone: joiner.cellphone } };
    const updatePaths = ['joinerName', 'exponent', 'cellphone', 'zipcode', 'zipAddress', 'address', 'joinSeq'].map((k) => ['joiner', k]);
    await fc.assert(
      fc.asyncProperty(
        mutation(['joinSeq', 'joinerName', 'cellphone'].map((k) => [k])),
        mutation([...updatePaths, ['proof'], ['joiner']]),
        async (mp, mu) => {
          const search = await api('POST', '/api/application/search', JSON.stringify(mutate(proof, mp)) ?? 'null');
          expectNo5xx(search.status, `search ${JSON.stringify(mp).slice(0, 200)}`);
          const upd = await api('PUT', '/api/application/update', JSON.stringify(mutate(update, mu)) ?? 'null');
          expectNo5xx(upd.status, `update ${JSON.stringify(mu).slice(0, 200)}`);
          if (upd.status >= 400) expect(await row()).toEqual(last);
          last = await row();
          const cancel = await api('DELETE', '/api/application/cancel', JSON.stringify(mutate(proof, mp)) ?? 'null');
          expectNo5xx(cancel.status, `cancel ${JSON.stringify(mp).slice(0, 200)}`);
          if (cancel.status >= 400) expect(await row()).toEqual(last);
          last = await row();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('POST /api/find/join-seq, POST /api/payments/orders and GET /api/payments/confirm', async () => {
    const t = await createTicket();
    const joiner = joinerBody();
    const applied = await api('POST', '/api/applicant/applyFor', {
      joiner,
      runners: [runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
    });
    expect(applied.status).toBe(200);
    const order = { joinSeq: String(applied.body.joinSeq).padStart(4, '0'), joinHash: applied.body.joinHash };
    const find = { runnerName: joiner.joinerName, cellphone: joiner.cellphone };
    await fc.assert(
      fc.asyncProperty(
        mutation([['runnerName'], ['cellphone']]),
        mutation([['joinSeq'], ['joinHash']]),
        hostileString,
        hostileString,
        async (mf, mo, key, amount) => {
          const ip = { 'x-forwarded-for': freshClientIp() };
          expectNo5xx((await api('POST', '/api/find/join-seq', JSON.stringify(mutate(find, mf)) ?? 'null', ip)).status, 'find/join-seq');
          const made = await api('POST', '/api/payments/orders', JSON.stringify(mutate(order, mo)) ?? 'null');
          expectNo5xx(made.status, `orders ${JSON.stringify(mo).slice(0, 200)}`);
          const confirm = await fetch(
            `${BASE_URL}/api/payments/confirm?${new URLSearchParams({ paymentKey: key, orderId: key, amount })}`,
            { redirect: 'manual' },
          );
          expectNo5xx(confirm.status, 'payments/confirm');
        },
      ),
      { numRuns: RUNS },
    );
    const orders = await testDb()
      .select()
      .from(schema.paymentOrders)
      .innerJoin(schema.joiners, eq(schema.joiners.joinerId, schema.paymentOrders.joinerId))
      .where(eq(schema.joiners.cellphone, joiner.cellphone));
    // Orders are only made for the untouched proof; a refused request made none.
    expect(orders.every((o) => o.payment_orders.status === 'READY')).toBe(true);
  });

  it('a NUL byte in any text field of a public call is refused with 400, and nothing is stored', async () => {
    const t = await createTicket();
    const ev = await currentEvent();
    const name = randomName();
    const phone = randomMobile();
    const apply = { joiner: joinerBody(name, phone), runners: [runnerBody(t.ticketSeq, { runnerName: name, cellphone: phone })] };
    const lookup = { joinSeq: '1234', joinerName: randomName(), cellphone: randomMobile() };
    const calls: Array<[string, string, Record<string, unknown>, string[][]]> = [
      [
        'POST',
        '/api/applicant/applyFor',
        apply,
        [
          ...['joinerName', 'cellphone', 'zipcode', 'zipAddress', 'address'].map((k) => ['joiner', k]),
          ...['choiceOption', 'runnerName', 'birthday', 'cellphone'].map((k) => ['runners', '0', k]),
        ],
      ],
      ['POST', '/api/application/search', lookup, [['joinSeq'], ['joinerName'], ['cellphone']]],
      ['DELETE', '/api/application/cancel', lookup, [['joinSeq'], ['joinerName'], ['cellphone']]],
      ['POST', '/api/find/join-seq', { runnerName: randomName(), cellphone: randomMobile() }, [['runnerName'], ['cellphone']]],
      ['POST', '/api/untact/search', lookup, [['joinSeq'], ['joinerName'], ['cellphone']]],
      [
        'POST',
        '/api/qna/question',
        { title: '코스 문의', author: randomName(), content: '급수대 위치' },
        [['title'], ['author'], ['content']],
      ],
    ];
    const refusedElse: string[] = [];
    for (const [method, path, body, paths] of calls) {
      for (const p of paths) {
        const value = `${String(p.reduce<unknown>((o, k) => (o as Record<string, unknown>)[k], body))}\u0000`;
        const res = await api(method, path, withField(body, p, value), { 'x-forwarded-for': freshClientIp() });
        if (res.status !== 400) refusedElse.push(`${method} ${path} ${p.join('.')}: ${res.status}`);
      }
    }
    expect(refusedElse).toEqual([]);
    const stored = await testDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.joiners)
      .where(and(eq(schema.joiners.eventId, ev.eventId), or(eq(schema.joiners.joinerName, name), eq(schema.joiners.cellphone, phone))));
    expect(stored[0].n).toBe(0);
  });
});
