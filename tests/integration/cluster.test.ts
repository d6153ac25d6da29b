import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync, readlinkSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import path from 'node:path';
import { SERVER_ENTRY } from '@/scripts/lib/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, inArray, sql } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { childEnv } from '@/lib/env/schema.mjs';
import { generateResults, resultsCsv } from '@/lib/records/demo-data';
import { childrenOf } from '@/scripts/lib/child-processes';
import { asAdmin, createStaff } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { postResults } from '../helpers/records';
import { createTicket } from '../helpers/tickets';
import { retryWhileBusy } from '../helpers/waiting-room';
import { connectionTo } from '../helpers/worker-connection';

// The production server entry with two workers sharing one port (server/main.mjs), on the
// test database, WITHOUT TRUST_PROXY and with a tiny accept queue: limits and lockouts hold whichever
// worker answers, a forged X-Forwarded-For does not make a new client, places never oversell, and a
// full queue answers 503 Q0001 with Retry-After.
const root = path.resolve(import.meta.dirname, '..', '..');
const PORT = Number(new URL(BASE_URL).port) + 1;
let server: ChildProcess;

interface Answer {
  status: number;
  body: { errorCode?: string; joinSeq?: number } & Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request from `localAddress`: on a fresh connection (so the cluster may hand it to either worker),
 * or on `agent`'s kept-alive connection (the worker that took it). A Buffer body goes as it is (its
 * content-type in `headers`), anything else as JSON.
 */
function call(
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
  agent: http.Agent | false = false,
): Promise<Answer> {
  const raw = Buffer.isBuffer(body);
  const data = body === undefined ? undefined : raw ? body : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port: PORT,
        path: urlPath,
        method,
        agent,
        localAddress,
        headers: {
          ...(data ? { ...(raw ? {} : { 'content-type': 'application/json' }), 'content-length': Buffer.byteLength(data) } : {}),
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

/** Applies, retrying while the queue answers 503 Q0001 (as the waiting room does). */
const applyUntilAnswered = (body: unknown) => retryWhileBusy(() => call('POST', '/api/applicant/applyFor', body));

/** A keep-alive connection from `from` that worker `id` accepted. */
const workerConnection = (id: string, from = '127.0.0.1') =>
  connectionTo(id, async (agent) => {
    const probe = await call('GET', '/api/ticket/sold', undefined, {}, from, agent);
    return String(probe.headers['x-served-by']);
  });

/**
 * One request from `from` through worker 1 when `turn` is even, worker 2 when odd: requests that must
 * reach both workers choose them, since on an idle machine one worker may accept every new connection.
 */
async function callByTurns(
  turn: number,
  from: string,
  method: string,
  urlPath: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const agent = await workerConnection(String(1 + (turn % 2)), from);
  try {
    return await call(method, urlPath, body, headers, from, agent);
  } finally {
    agent.destroy();
  }
}

beforeAll(async () => {
  const env = childEnv({
    PORT: String(PORT),
    NODE_ENV: 'production',
    WEB_CONCURRENCY: '2',
    SERVER_WORKER_HEADER: '1',
    TRUST_PROXY: '',
    ACCEPT_CONCURRENCY: '1',
    ACCEPT_QUEUE_MAX: '1',
    // Two held per worker beyond the two let into Next: the rest of a burst is answered 503 Q0001.
    ACCEPT_HOLD_MAX: '2',
    ACCEPT_RETRY_AFTER: '1',
    NEXTAUTH_URL: `http://localhost:${PORT}`,
  });
  server = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 110_000;
  const seen = new Set<string>();
  // Ready when both workers have answered.
  while (Date.now() < deadline && seen.size < 2) {
    if (server.exitCode !== null) throw new Error(`cluster exited with ${server.exitCode}`);
    // Several connections at once: on an idle machine one worker may accept every connection opened one by one.
    const answers = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/api/ticket/sold').catch(() => null)));
    for (const res of answers) if (res?.status === 200) seen.add(String(res.headers['x-served-by']));
    if (seen.size < 2) await new Promise((r) => setTimeout(r, 300));
  }
  if (seen.size < 2) throw new Error('the two workers did not both answer within 110 s');
});

afterAll(async () => {
  if (!server || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
});

describe('two workers behind one port (npm start with WEB_CONCURRENCY=2)', () => {
  it('takes connections in both workers on the one port and serves the live counts with CDN cache headers', async () => {
    const answers = await Promise.all(Array.from({ length: 12 }, () => call('GET', '/api/ticket/sold')));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    // Each worker accepts connections of its own (connectionTo throws after 160 without one).
    for (const agent of [await workerConnection('1'), await workerConnection('2')]) agent.destroy();
    expect(answers[0].headers['cache-control']).toMatch(/s-maxage=\d+/);
    expect(answers[0].headers['cache-control']).toMatch(/stale-while-revalidate=\d+/);
  });

  it('counts failed logins of one client across workers, however it forges X-Forwarded-For (TRUST_PROXY off)', async () => {
    const from = '127.0.0.2';
    const results: Answer[] = [];
    for (let i = 0; i < 5; i++) {
      results.push(
        await callByTurns(
          i,
          from,
          'POST',
          '/api/admin/login',
          { userName: `nobody-${randomMobile()}`, password: 'wrong-password' },
          { 'x-forwarded-for': `198.51.100.${i + 1}`, 'x-real-ip': `198.51.100.${i + 1}` },
        ),
      );
    }
    // The fifth failure locks the client (423), whichever worker counted the others.
    expect(results.map((r) => r.status)).toEqual([401, 401, 401, 401, 423]);
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

  it('wrong passwords from many addresses through both workers lock no account; devices that never signed in share one budget', async () => {
    // A content account signs in with its password alone (no two-step code), which is what this counts.
    const staff = await createStaff({ role: 'content' });
    // The holder signed in once before: that device holds the account's device cookie.
    const before = await call('POST', '/api/admin/login', { userName: staff.userName, password: staff.password }, {}, '127.0.0.40');
    const device = ([] as string[])
      .concat(before.headers['set-cookie'] ?? [])
      .find((c) => c.startsWith('staff_device_'))!
      .split(';')[0];
    const statuses: number[] = [];
    const workers = new Set<unknown>();
    // 21 guesses from 21 addresses, by turns through both workers: the account's budget for unknown
    // devices (20 wrong passwords per 15 minutes) is counted in PostgreSQL, so the 21st is held back.
    for (let i = 0; i < 21; i++) {
      const r = await callByTurns(i, `127.0.0.${10 + i}`, 'POST', '/api/admin/login', {
        userName: staff.userName,
        password: 'not-the-password',
      });
      statuses.push(r.status);
      workers.add(r.headers['x-served-by']);
    }
    expect(statuses.slice(0, 20).every((s) => s === 401)).toBe(true);
    expect(statuses[20]).toBe(423);
    expect(workers.size).toBe(2);
    // A device that never signed in to the account is held back even with the right password; the
    // holder's own device still gets in, through either worker.
    const login = { userName: staff.userName, password: staff.password };
    expect((await call('POST', '/api/admin/login', login, {}, '127.0.0.41')).status).toBe(423);
    expect((await callByTurns(0, '127.0.0.40', 'POST', '/api/admin/login', login, { cookie: device })).status).toBe(200);
    expect((await callByTurns(1, '127.0.0.40', 'POST', '/api/admin/login', login, { cookie: device })).status).toBe(200);
  });

  it('holds the lookup limit per (name, phone, client) across workers; another client is not held', async () => {
    const joinerName = randomName();
    const cellphone = randomMobile();
    const statuses: number[] = [];
    const workers = new Set<unknown>();
    for (let i = 0; i < 11; i++) {
      const r = await callByTurns(i, '127.0.0.30', 'POST', '/api/application/search', {
        joinSeq: String(1000 + i),
        joinerName,
        cellphone,
      });
      statuses.push(r.status);
      workers.add(r.headers['x-served-by']);
    }
    expect(workers.size).toBe(2);
    expect(statuses.slice(0, 10).every((s) => s === 404)).toBe(true);
    expect(statuses[10]).toBe(429);
    const other = await call('POST', '/api/application/search', { joinSeq: '1011', joinerName, cellphone }, {}, '127.0.0.31');
    expect(other.status).toBe(404);
  });

  it('a place given back in one worker is offered at once by the other (courses seen full are forgotten everywhere)', async () => {
    const ticket = await createTicket({ acceptable: 1 });
    const person = () => {
      const name = randomName();
      const cellphone = randomMobile();
      return { joiner: joinerBody(name, cellphone), runners: [runnerBody(ticket.ticketSeq, { runnerName: name, cellphone })] };
    };
    const [one, two] = [await workerConnection('1'), await workerConnection('2')];
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

// The overall record is cached by every worker (lib/records/team-cache.ts). A re-import or delete made
// by one worker, or by another instance (the shared test server), must never leave another worker
// serving pages of the replaced rows.
const ROUND = 7; // a past edition with no seeded results
const COURSE = `캐시-${randomBytes(3).toString('hex')}`; // this file's own course: no other test touches it
const fileA = generateResults({ seed: 701, course: 'mini', count: 40, raceYear: 2007 });
const fileB = generateResults({ seed: 702, course: 'mini', count: 25, raceYear: 2007 });

/** The runners' names of a results file in place order: net time, then file order (the site breaks ties by entry). */
const namesOf = (rows: typeof fileA) => [...rows].sort((a, b) => a.netTime - b.netTime).map((r) => r.runnerName);

/** A multipart body of the import form, as a browser would send it. */
async function importForm(rows: typeof fileA): Promise<{ data: Buffer; type: string }> {
  const form = new FormData();
  form.append('holdRound', String(ROUND));
  form.append('ticketName', COURSE);
  form.append('file', new Blob([new Uint8Array(Buffer.from(resultsCsv(rows), 'utf8'))]), 'results.csv');
  const req = new Request('http://localhost/', { method: 'POST', body: form });
  return { data: Buffer.from(await req.arrayBuffer()), type: req.headers.get('content-type')! };
}

const names = (a: Answer) => (a.body.records as Array<{ runnerName: string }>).map((r) => r.runnerName);

describe('overall record cache across workers and instances', () => {
  it('never serves a page of replaced rows after a re-import or delete made elsewhere', async () => {
    const auth = await asAdmin();
    const [one, two] = [await workerConnection('1'), await workerConnection('2')];
    const team = (agent: typeof one, extra: object = {}) =>
      call(
        'POST',
        '/api/ranking/team',
        { holdRound: ROUND, ticketName: COURSE, gender: null, ageType: null, rowCount: 100, ...extra },
        {},
        '127.0.0.1',
        agent,
      );
    try {
      // First file, imported through the shared test server (another instance); both workers cache its pages.
      expect(
        (await postResults({ holdRound: String(ROUND), ticketName: COURSE }, { name: 'a.csv', data: Buffer.from(resultsCsv(fileA)) }, auth))
          .status,
      ).toBe(200);
      for (const agent of [one, two]) {
        const a = await team(agent);
        expect(a.status).toBe(200);
        expect(names(a)).toEqual(namesOf(fileA));
        expect(a.body.totalCount).toBe(40);
        expect((await team(agent, { rowCount: 10, pageNo: 4 })).body.pageMaxNo).toBe(4);
        // Every round's results with this course name: guarded by the any-round version.
        expect((await team(agent, { holdRound: null })).body.totalCount).toBe(40);
      }

      // The same round and course re-imported through worker 1 with other rows: worker 2 answers them at once.
      const form = await importForm(fileB);
      const reimport = await call('POST', '/api/admin/records/import', form.data, { ...auth, 'content-type': form.type }, '127.0.0.1', one);
      expect(reimport.status).toBe(200);
      expect(reimport.body.imported).toBe(25);
      for (const agent of [two, one]) {
        const b = await team(agent);
        expect(names(b)).toEqual(namesOf(fileB));
        expect(b.body.totalCount).toBe(25);
        expect(b.body.pageMaxNo).toBe(1);
        const paged = await team(agent, { rowCount: 10, pageNo: 4 });
        expect(paged.body).toMatchObject({ records: [], pageMaxNo: 3, totalCount: 25 });
        expect((await team(agent, { holdRound: null })).body.totalCount).toBe(25);
      }

      // Back to the first file through the other instance: both workers follow again.
      expect(
        (await postResults({ holdRound: String(ROUND), ticketName: COURSE }, { name: 'a.csv', data: Buffer.from(resultsCsv(fileA)) }, auth))
          .status,
      ).toBe(200);
      for (const agent of [one, two]) expect(names(await team(agent))).toEqual(namesOf(fileA));

      // Deleted through worker 2: worker 1 answers no results, the shared server too.
      const deleted = await call('DELETE', '/api/admin/records/import', { holdRound: ROUND, ticketName: COURSE }, auth, '127.0.0.1', two);
      expect(deleted.status).toBe(200);
      for (const agent of [one, two]) {
        expect((await team(agent)).body).toEqual({ records: [], pageMaxNo: 1, totalCount: 0 });
        expect((await team(agent, { holdRound: null })).body.totalCount).toBe(0);
      }
      const shared = await api('POST', '/api/ranking/team', { holdRound: ROUND, ticketName: COURSE, gender: null, ageType: null });
      expect(shared.body.totalCount).toBe(0);
    } finally {
      one.destroy();
      two.destroy();
    }
  });
});

/** How many descriptors process `pid` holds of the socket listening on `port` (from /proc). */
function listenDescriptors(pid: number, port: number): number {
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  const inodes = new Set<string>();
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // local address, remote address, state (0A: LISTEN), ..., inode (field 10)
      const fields = line.trim().split(/\s+/);
      if (fields[1]?.endsWith(hexPort) && fields[3] === '0A') inodes.add(`socket:[${fields[9]}]`);
    }
  }
  return readdirSync(`/proc/${pid}/fd`).filter((fd) => {
    try {
      return inodes.has(readlinkSync(`/proc/${pid}/fd/${fd}`));
    } catch {
      return false;
    }
  }).length;
}

describe('a worker that dies', () => {
  it('is replaced by one that takes connections on the same port, while the other keeps answering', async () => {
    const workers = childrenOf(server.pid!);
    expect(workers).toHaveLength(2);
    process.kill(workers[0], 'SIGKILL');
    // Once the primary has seen the death (it reaps the worker), the survivor answers every new
    // connection at once: the listening socket is the primary's. (A connection the primary handed to
    // the worker in the instant it died waits for its client's or nginx's timeout: node:cluster's
    // round-robin, docs/operations.md.)
    const reapedBy = Date.now() + 10_000;
    while (childrenOf(server.pid!).includes(workers[0]) && Date.now() < reapedBy) await new Promise((r) => setTimeout(r, 20));
    const meanwhile = await Promise.all(Array.from({ length: 8 }, () => call('GET', '/api/ticket/sold')));
    expect(meanwhile.every((a) => a.status === 200)).toBe(true);
    // The replacement (cluster worker 3) is handed connections too.
    const deadline = Date.now() + 90_000;
    let replacement: http.Agent | null = null;
    while (!replacement && Date.now() < deadline) {
      replacement = await workerConnection('3').catch(() => null);
      if (!replacement) await new Promise((r) => setTimeout(r, 500));
    }
    expect(replacement).not.toBeNull();
    replacement?.destroy();
    const now = childrenOf(server.pid!);
    expect(now).toHaveLength(2);
    // node:cluster's round-robin: the primary holds the one listening socket and hands connections to
    // the workers, the replacement too; no worker holds the socket, so none takes it down with it.
    for (const pid of now) expect(listenDescriptors(pid, PORT)).toBe(0);
    expect(listenDescriptors(server.pid!, PORT)).toBe(1);
  }, 120_000);
});
