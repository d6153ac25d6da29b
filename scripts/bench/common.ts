/**
 * What the benchmarks share: a fresh embedded database, the applicants of an opening rush, a client
 * that applies like the waiting room does (retrying 503 Q0001 after Retry-After with jitter), and the
 * check of places and acknowledged registrations against the database. Scripts that print figures.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { readBenchEnv } from '@/lib/env/schema.mjs';
import { isOverloaded } from '@/lib/errors/client';
import { openDatabase, prepareDatabase, ROOT, type Database } from '../lib/stack';
import { startLoopDelay, type LoopDelay } from './loop-delay.mjs';

/** The benchmarks' settings (lib/env/schema.mjs, bench group; README "Benchmarks"). */
export const BENCH = readBenchEnv();
export const APPLICANTS = BENCH.BENCH_APPLICANTS ?? 10_000;
export const CONNECTIONS = BENCH.BENCH_CONNECTIONS ?? 1_000;
export const PORT = BENCH.BENCH_PORT;
export const PG_PORT = BENCH.BENCH_PG_PORT;
const SYL = '가나다라마바사아자차카타파하강남도류민박서윤정조진한호성영수희지현우준';

/** A distinct letters-only name for applicant i (3 syllables cover 46,656 people). */
export function nameOf(i: number): string {
  const n = SYL.length;
  return SYL[Math.floor(i / (n * n)) % n] + SYL[Math.floor(i / n) % n] + SYL[i % n];
}

export const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * A fresh embedded database under .data/<name> (never DATABASE_URL: a bench must not touch real data),
 * migrated and seeded, the staff account 'admin' with `adminPassword` (default ADMIN_PASSWORD or generated).
 */
export async function freshDatabase(name: string, adminPassword?: string): Promise<Database & { dataDir: string }> {
  const dataDir = path.join(ROOT, '.data', name);
  rmSync(dataDir, { recursive: true, force: true });
  const db = await openDatabase({ dataDir, port: PG_PORT, statementStats: BENCH.BENCH_PG_STATS });
  await prepareDatabase(db.url, 'demo', adminPassword);
  return { ...db, dataDir };
}

export interface Course {
  eventId: number;
  ticketSeq: number;
  ticketPrice: number;
  ticketCode: string;
  ticketName: string;
  acceptable: number;
  souvenir: string | null;
}

/** `f` with a client of its own on `dbUrl`, closed afterwards whatever `f` does. */
export async function withPgClient<T>(dbUrl: string, f: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    return await f(client);
  } finally {
    await client.end();
  }
}

/** The seeded offline courses (HALF, 10KM, HEALTH) of the current edition. */
export function offlineCourses(dbUrl: string): Promise<Course[]> {
  return withPgClient(dbUrl, async (client) => {
    const r = await client.query<Course>(`
      SELECT t.event_id AS "eventId", t.ticket_seq AS "ticketSeq", t.ticket_price AS "ticketPrice", t.ticket_code AS "ticketCode", t.ticket_name AS "ticketName", t.acceptable, t.souvenir
      FROM tickets t JOIN events e ON e.event_id = t.event_id AND e.is_current
      WHERE t.ticket_code IN ('HALF', '10KM', 'HEALTH') ORDER BY t.display_order`);
    return r.rows;
  });
}

/** Applicant i's body of POST /api/applicant/applyFor: one runner, courses in turn, a distinct phone. */
export function applicantBody(i: number, courses: Course[], phonePrefix = '010') {
  const t = courses[i % courses.length];
  const phone = `${phonePrefix}${String(10_000_000 + i).padStart(8, '0')}`;
  return {
    joiner: {
      joinerName: nameOf(i),
      cellphone: phone,
      zipcode: '34126',
      zipAddress: '대전 유성구 대학로 99',
      address: '1동 101호',
      paymentType: 'BANK' as const,
    },
    runners: [
      {
        ticketSeq: t.ticketSeq,
        choiceOption: '100',
        runnerName: nameOf(i),
        birthday: '19850505',
        gender: (i % 2 ? 'F' : 'M') as 'F' | 'M',
        cellphone: phone,
      },
    ],
  };
}

export interface Outcome {
  status: number;
  /** Latency of the last request, ms. */
  ms: number;
  /** Every answered request (retries included): when it was sent, ms after the rush began, and its latency, ms. */
  answered: { sentAt: number; ms: number }[];
  /** Finish time of the final answer in ms since the rush began. */
  doneAt: number;
  /** From the first try to the final answer, ms (equals ms without retries). */
  totalMs: number;
  /** 503 Q0001 answers this applicant got (and retried after). */
  busy: number;
  errorCode?: string;
  joinSeq?: number;
  network?: boolean;
  timeout?: boolean;
}

interface Single {
  status: number;
  ms: number;
  errorCode?: string;
  joinSeq?: number;
  retryAfter?: number;
  network?: boolean;
  timeout?: boolean;
}

/** Per request, the client gives up after this long (the goal: no request hangs past 10 s). */
const REQUEST_TIMEOUT_MS = 15_000;

/** Epoch ms, comparable across the processes of one machine. */
const epochMs = () => performance.timeOrigin + performance.now();

function postOnce(agent: http.Agent, port: number, body: string, connected: Map<number, number>): Promise<Single> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/applicant/applyFor',
        method: 'POST',
        agent,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          let json: { joinSeq?: number; errorCode?: string } = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // non-JSON answer: counted by status
          }
          const retryAfter = Number(res.headers['retry-after']);
          resolve({
            status: res.statusCode ?? 0,
            ms: performance.now() - start,
            errorCode: json.errorCode,
            joinSeq: json.joinSeq,
            retryAfter: Number.isFinite(retryAfter) ? retryAfter : undefined,
          });
        });
      },
    );
    // A new connection: when it was established, for the wait before a worker accepted it.
    req.once('socket', (socket) => {
      if (socket.connecting) socket.once('connect', () => connected.set(socket.localPort ?? 0, epochMs()));
    });
    let timedOut = false;
    req.setTimeout(REQUEST_TIMEOUT_MS, () => {
      timedOut = true;
      req.destroy(new Error('timeout'));
    });
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start, network: !timedOut, timeout: timedOut }));
    req.end(body);
  });
}

export interface RushOptions {
  /** Concurrent keep-alive connections (browsers in the crowd). */
  connections: number;
  /** Tries per applicant before giving up on 503 Q0001 (20). */
  maxTries?: number;
  /** Called with each applicant's final outcome as it comes. */
  onOutcome?: (o: Outcome) => void;
  /**
   * Open every connection before the clock starts (a GET of /api/ticket/sold on each), as a reverse
   * proxy or load balancer in front of the site holds its kept-alive connections to the workers.
   * Off: every connection opens at the opening instant, as a crowd of browsers connecting directly.
   */
  preconnect?: boolean;
}

/**
 * Sends `bodies` over `connections` keep-alive connections to the site on `port`; an applicant answered
 * 503 Q0001 waits Retry-After plus up to as much jitter (as the apply page's waiting room does) and
 * tries again, up to `maxTries`. Returns one outcome per applicant, the rush's wall time, this
 * process's event-loop delay during it, and when each connection opened during the rush was
 * established (epoch ms by local port).
 */
export async function rush(
  port: number,
  bodies: string[],
  { connections, maxTries = 20, onOutcome, preconnect = false }: RushOptions,
): Promise<{ outcomes: Outcome[]; wallSec: number; loopDelayMs: LoopDelay; connected: Map<number, number> }> {
  // Every waiting applicant keeps its connection, as a browser in the waiting room does (the
  // default keeps only 256 idle sockets and reconnects the rest, which a real crowd would not do).
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections, maxFreeSockets: connections });
  if (preconnect) {
    await Promise.all(
      Array.from(
        { length: connections },
        () =>
          new Promise<void>((resolve) => {
            http
              .get({ host: '127.0.0.1', port, path: '/api/ticket/sold', agent }, (res) => res.resume().on('end', resolve))
              .on('error', () => resolve());
          }),
      ),
    );
  }
  const connected = new Map<number, number>();
  const outcomes: Outcome[] = new Array(bodies.length);
  let next = 0;
  const t0 = performance.now();
  // The generator shares the cores with the site: its own event-loop delay is part of every latency it measures.
  const loopDelay = startLoopDelay();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (next < bodies.length) {
        const i = next++;
        const first = performance.now();
        const answered: Outcome['answered'] = [];
        let busy = 0;
        let r: Single;
        for (;;) {
          const sentAt = performance.now() - t0;
          r = await postOnce(agent, port, bodies[i], connected);
          if (!r.network && !r.timeout) answered.push({ sentAt, ms: r.ms });
          if (!isOverloaded({ status: r.status, body: { errorCode: r.errorCode } }) || busy + 1 >= maxTries) break;
          busy++;
          const wait = (r.retryAfter ?? 1) * 1000;
          await new Promise((res) => setTimeout(res, wait + Math.random() * wait));
        }
        const now = performance.now();
        outcomes[i] = {
          status: r.status,
          ms: r.ms,
          answered,
          doneAt: now - t0,
          totalMs: now - first,
          busy,
          errorCode: r.errorCode,
          joinSeq: r.joinSeq,
          network: r.network,
          timeout: r.timeout,
        };
        onOutcome?.(outcomes[i]);
      }
    }),
  );
  const wallSec = (performance.now() - t0) / 1000;
  const loopDelayMs = loopDelay.stop();
  agent.destroy();
  return { outcomes, wallSec, loopDelayMs, connected };
}

/**
 * Runs the load generator's own code, `rush` with `bodies` over `connections`, against a stand-in
 * server in this process that refuses every application (400), so that the generator meets the
 * opening compiled (V8 runs code cold first) while the site stays as cold as it is at a real opening.
 * On 2 shared cores a cold generator took until 250-350 ms to write the opening's 1,000 requests,
 * which added to every latency it measured in the rush's first second. Returns the requests sent.
 */
export async function warmGenerator(bodies: string[], connections: number): Promise<number> {
  const standIn = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(400, { 'content-type': 'application/json' });
      res.end('{"errorCode":"A0002"}');
    });
  });
  await new Promise<void>((resolve) => standIn.listen({ port: 0, host: '127.0.0.1', backlog: 4096 }, resolve));
  try {
    const { outcomes } = await rush((standIn.address() as AddressInfo).port, bodies, { connections });
    return outcomes.length;
  } finally {
    standIn.closeAllConnections();
    await new Promise((resolve) => standIn.close(resolve));
  }
}

export interface PlacesCheck {
  perCourse: string;
  oversold: number;
  mismatch: number;
  missing: number;
}

/**
 * Checks the database after a rush: places taken beyond capacity (must be 0), course totals that differ
 * from the live runner rows, and acknowledged registration numbers (`acknowledged`) not stored (must be 0).
 */
export async function checkPlaces(dbUrl: string, acknowledged: number[]): Promise<PlacesCheck> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    const perTicket = await client.query<{ ticket_code: string; total: number; acceptable: number; live: number }>(`
      SELECT t.ticket_code, t.total, t.acceptable,
        (SELECT count(*)::int FROM runners r WHERE r.ticket_seq = t.ticket_seq AND r.active) AS live
      FROM tickets t JOIN events e ON e.event_id = t.event_id AND e.is_current WHERE t.ticket_type = 'offline' ORDER BY t.display_order`);
    const found = await client.query<{ n: number }>(
      'SELECT count(DISTINCT j.join_seq)::int AS n FROM joiners j JOIN events e ON e.event_id = j.event_id AND e.is_current WHERE j.join_seq = ANY($1::int[])',
      [acknowledged],
    );
    return {
      perCourse: perTicket.rows.map((r) => `${r.ticket_code} ${r.total}/${r.acceptable} (rows ${r.live})`).join(', '),
      oversold: perTicket.rows.reduce((s, r) => s + Math.max(0, r.total - r.acceptable) + Math.max(0, r.live - r.acceptable), 0),
      mismatch: perTicket.rows.filter((r) => r.total !== r.live).length,
      missing: new Set(acknowledged).size - found.rows[0].n,
    };
  } finally {
    await client.end();
  }
}

/** Prints `rows` of [label, value] under a title, aligned. */
export function printTable(title: string, rows: Array<[string, string | number]>): void {
  console.log(`\n${title}`);
  for (const [k, v] of rows) console.log(`  ${k.padEnd(34)} ${v}`);
}

/**
 * Waits (up to 60 s) until the site answers a probe within 200 ms: a run leaves requests queued in the
 * server after the load generator stops, which would otherwise weigh on the next measurement.
 */
export async function settle(url: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const start = performance.now();
    const ok = await fetch(url, { signal: AbortSignal.timeout(5_000) })
      .then((r) => r.arrayBuffer().then(() => true))
      .catch(() => false);
    if (ok && performance.now() - start < 200) return;
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** Node options of the site's processes: a V8 CPU profile of each in BENCH_CPU_PROF when that names a folder. */
export function cpuProfileArgs(): string[] {
  const dir = BENCH.BENCH_CPU_PROF;
  return dir ? ['--cpu-prof', `--cpu-prof-dir=${dir}`] : [];
}
