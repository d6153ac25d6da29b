import type { ChildProcess } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { createStaff } from '../helpers/admin';
import { clusterClient, startCluster, stopCluster, type Answer } from '../helpers/cluster';
import { BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

// The production server entry with two workers sharing one port (scripts/server/cluster.mjs), on the
// test database, WITHOUT TRUST_PROXY and with a tiny accept queue: limits and lockouts hold whichever
// worker answers, a forged X-Forwarded-For does not make a new client, places never oversell, and a
// full queue answers 503 Q0001 with Retry-After.
const PORT = Number(new URL(BASE_URL).port) + 1;
let server: ChildProcess;

const { call, connectionTo } = clusterClient(PORT);

/** Applies, retrying after Retry-After while the queue answers 503 Q0001 (as the waiting room does). */
async function applyUntilAnswered(body: unknown): Promise<{ answer: Answer; busy: number }> {
  for (let busy = 0; ; busy++) {
    const answer = await call('POST', '/api/applicant/applyFor', body);
    if (!(answer.status === 503 && answer.body.errorCode === 'Q0001')) return { answer, busy };
    await new Promise((r) => setTimeout(r, 50 + Math.random() * 150));
  }
}

beforeAll(async () => {
  server = await startCluster(PORT, { TRUST_PROXY: '', ACCEPT_CONCURRENCY: '1', ACCEPT_QUEUE_MAX: '1', ACCEPT_RETRY_AFTER: '1' });
});

afterAll(() => stopCluster(server));

describe('two workers behind one port (npm start with WEB_CONCURRENCY=2)', () => {
  it('spreads connections over both workers and serves the live counts with CDN cache headers', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('GET', '/api/ticket/sold')));
    expect(new Set(answers.map((a) => a.headers['x-served-by'])).size).toBe(2);
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers[0].headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(answers[0].headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  });

  it('counts failed logins of one client across workers, however it forges X-Forwarded-For (TRUST_PROXY off)', async () => {
    const from = '127.0.0.2';
    const results: Answer[] = [];
    for (let i = 0; i < 5; i++) {
      results.push(
        await call(
          'POST',
          '/api/admin/login',
          { userName: `nobody-${randomMobile()}`, password: 'wrong-password' },
          { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
          from,
        ),
      );
    }
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    expect(new Set(results.map((r) => r.headers['x-served-by'])).size).toBe(2);
    const sixth = await call(
      'POST',
      '/api/admin/login',
      { userName: 'someone-else', password: 'wrong-password' },
      { 'x-forwarded-for': '203.0.113.77' },
      from,
    );
    expect(sixth.status).toBe(423);
  });

  it('locks a staff account after five wrong passwords sent through both workers', async () => {
    const staff = await createStaff();
    const statuses: number[] = [];
    const workers = new Set<unknown>();
    for (let i = 0; i < 5; i++) {
      const r = await call('POST', '/api/admin/login', { userName: staff.userName, password: 'not-the-password' }, {}, `127.0.0.${10 + i}`);
      statuses.push(r.status);
      workers.add(r.headers['x-served-by']);
    }
    expect(statuses.slice(0, 4)).toEqual([401, 401, 401, 401]);
    expect(statuses[4]).toBe(423);
    expect(workers.size).toBe(2);
    const right = await call('POST', '/api/admin/login', { userName: staff.userName, password: staff.password }, {}, '127.0.0.20');
    expect(right.status).toBe(423);
  });

  it('holds the lookup limit per (name, phone) across workers', async () => {
    const joinerName = randomName();
    const cellphone = randomMobile();
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      statuses.push(
        (await call('POST', '/api/application/search', { joinSeq: String(1000 + i), joinerName, cellphone }, {}, `127.0.0.${30 + i}`))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('a place given back in one worker is offered at once by the other (courses seen full are forgotten everywhere)', async () => {
    const ticket = await createTicket({ acceptable: 1 });
    const person = () => {
      const name = randomName();
      const cellphone = randomMobile();
      return { joiner: joinerBody(name, cellphone), runners: [runnerBody(ticket.ticketSeq, { runnerName: name, cellphone })] };
    };
    const [one, two] = [await connectionTo('1'), await connectionTo('2')];
    try {
      const first = person();
      const taken = await call('POST', '/api/applicant/applyFor', first, {}, '127.0.0.1', one);
      expect(taken.status).toBe(200);
      // Both workers now know the course is full.
      for (const agent of [one, two])
        expect((await call('POST', '/api/applicant/applyFor', person(), {}, '127.0.0.1', agent)).body.errorCode).toBe('S0003');
      const cancelled = await call(
        'DELETE',
        '/api/application/cancel',
        { joinSeq: String(taken.body.joinSeq), joinerName: first.joiner.joinerName, cellphone: first.joiner.cellphone },
        {},
        '127.0.0.1',
        one,
      );
      expect(cancelled.status).toBe(200);
      await new Promise((r) => setTimeout(r, 300));
      const again = await call('POST', '/api/applicant/applyFor', person(), {}, '127.0.0.1', two);
      expect(again.status).toBe(200);
      expect(again.headers['x-served-by']).toBe('2');
    } finally {
      one.destroy();
      two.destroy();
    }
  });

  it('never oversells a course filled through both workers, and answers a full queue with 503 Q0001 + Retry-After', async () => {
    const capacity = 8;
    const ticket = await createTicket({ acceptable: capacity });
    const outcomes = await Promise.all(
      Array.from({ length: 30 }, async () => {
        const cellphone = randomMobile();
        const name = randomName();
        const first = await call('POST', '/api/applicant/applyFor', {
          joiner: joinerBody(name, cellphone),
          runners: [runnerBody(ticket.ticketSeq, { runnerName: name, cellphone })],
        });
        const rest =
          first.status === 503 && first.body.errorCode === 'Q0001'
            ? await applyUntilAnswered({
                joiner: joinerBody(name, cellphone),
                runners: [runnerBody(ticket.ticketSeq, { runnerName: name, cellphone })],
              })
            : null;
        return { first, final: rest?.answer ?? first };
      }),
    );
    const busy = outcomes.map((o) => o.first).filter((a) => a.status === 503);
    expect(busy.length).toBeGreaterThan(0);
    for (const b of busy) {
      expect(b.body.errorCode).toBe('Q0001');
      expect(Number(b.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    }
    const finals = outcomes.map((o) => o.final);
    const accepted = finals.filter((a) => a.status === 200);
    expect(accepted.length).toBe(capacity);
    expect(finals.filter((a) => a.status !== 200).every((a) => a.status === 409 && a.body.errorCode === 'S0003')).toBe(true);
    const [row] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, ticket.ticketSeq));
    expect(row.total).toBe(capacity);
    const [stored] = await testDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.runners)
      .where(and(eq(schema.runners.ticketSeq, ticket.ticketSeq), eq(schema.runners.active, true)));
    expect(stored.n).toBe(capacity);
    // Every acknowledged registration number is stored.
    const seqs = accepted.map((a) => a.body.joinSeq as number);
    const [found] = await testDb()
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.joiners)
      .where(and(inArray(schema.joiners.joinSeq, seqs), eq(schema.joiners.eventId, ticket.eventId)));
    expect(found.n).toBe(capacity);
  });
});
