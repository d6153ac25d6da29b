/**
 * `npm run bench:records`: the official records under load. Production build + fresh
 * embedded PostgreSQL with the demo profile; then prints
 * - the time to import a 26,000-row results file (POST /api/admin/records/import, one request),
 * - p50/p99 latency and throughput of POST /api/ranking/person and POST /api/ranking/team under
 *   BENCH_CONNECTIONS (200) concurrent clients for BENCH_SECONDS (15) each (autocannon), each
 *   client sending its next request as soon as the last is answered (a closed loop with no think
 *   time: by Little's law p50 is about clients / throughput, so this measures saturation);
 * - the same for GET /api/ticket/sold, a route answered from memory with no query, as the baseline
 *   of what the framework itself costs on this machine;
 * - then both lookups again with each client pacing itself to BENCH_PACED_RATE (1) request a
 *   second from a random starting moment, a crowd of visitors rather than a saturating loop.
 * Each route is called once before it is measured (loads its code; the caches stay cold), and each
 * run waits until the site has worked off the requests the last one left queued. The load
 * average is printed, since the load generator and other work share the machine. First, with only
 * BENCH_DEMAND_CONNECTIONS (8) clients, so that nothing queues or times out, the CPU time the site's
 * workers and PostgreSQL spend per request (from /proc): unlike latency on a shared machine it does not
 * depend on the neighbours, and cores / CPU per request bounds the throughput of an idle machine.
 * The closed loop prints it too: there it is lower, as a worker's concurrent lookups share their
 * queries (lib/db/fresh-batch-loader.ts).
 * BENCH_CPU_PROF=<folder> writes a V8 CPU profile of every server process there (node --cpu-prof).
 * Goals: import under 10 s, lookups p99 under 100 ms. A script that prints figures, not a test.
 */
import { readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { generateResults, resultsCsv } from '@/lib/records/demo-data';
import { ensureBuild, serverEnv, startNext, stopNext } from '../lib/stack';
import { env } from '@/lib/env';
import { BENCH, cpuProfileArgs, freshDatabase, PORT, settle } from './common';
import { treeCpuSeconds } from './process-cpu';
import { staffToken } from './staff-token';

const CONNECTIONS = BENCH.BENCH_CONNECTIONS ?? 200;
const SECONDS = BENCH.BENCH_SECONDS;
const ROWS = 26_000;
const BASE = `http://127.0.0.1:${PORT}`;

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const PACED_RATE = BENCH.BENCH_PACED_RATE;
const DEMAND_CONNECTIONS = BENCH.BENCH_DEMAND_CONNECTIONS;
/** The seeded staff account's password for the bench's staff login: ADMIN_PASSWORD, else this one. */
const ADMIN_PASSWORD = env.auth.ADMIN_PASSWORD ?? 'bench-admin-password-24';

const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');

/** The processes whose CPU time is counted: the site (primary and workers) and PostgreSQL (postmaster and backends). */
const meter = { site: [] as number[], database: [] as number[] };

/** Drives `pathName` (POST with `body()`, or GET when `body` is null) and prints the figures. */
async function load(
  title: string,
  pathName: string,
  body: (() => object) | null,
  opts: { connections?: number; bound?: boolean } = {},
): Promise<void> {
  const { connections = CONNECTIONS } = opts;
  await settle(`${BASE}/api/ticket/sold`);
  const cpu0 = { site: treeCpuSeconds(meter.site), database: treeCpuSeconds(meter.database) };
  const result = await autocannon({
    url: `${BASE}${pathName}`,
    connections,
    duration: SECONDS,
    method: body ? 'POST' : 'GET',
    requests: [
      {
        setupRequest: (req) =>
          body
            ? {
                ...req,
                headers: { 'content-type': 'application/json', 'x-forwarded-for': ip() },
                body: JSON.stringify(body()),
              }
            : req,
      },
    ],
  });
  const answered = Math.max(1, result.requests.total);
  const siteMs = ((treeCpuSeconds(meter.site) - cpu0.site) * 1000) / answered;
  const dbMs = ((treeCpuSeconds(meter.database) - cpu0.database) * 1000) / answered;
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, v]) => `${code}: ${v.count}`)
    .join(', ');
  // Per second over the run's measured length: autocannon's per-second average overstates a run that stretches (bench:read).
  console.log(
    `${title}: ${result.requests.total} answered, ${(result.requests.total / result.duration).toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `status ${codes || 'none'}; timeouts ${result.timeouts}, other errors ${result.errors - result.timeouts}; load average ${loadAverage()}` +
      `\n    CPU per request: site ${siteMs.toFixed(2)} ms + PostgreSQL ${dbMs.toFixed(2)} ms` +
      (opts.bound
        ? ` (so at most ~${Math.round((os.availableParallelism() * 1000) / (siteMs + dbMs))}/s on ${os.availableParallelism()} idle cores)`
        : ''),
  );
}

/**
 * CONNECTIONS clients, each sending a request every 1 / PACED_RATE s for SECONDS, starting at a random
 * moment of its first period: visitors do not arrive in step (autocannon's rate limit starts every
 * connection at the top of each second, a burst of all clients at once). A client whose answer is
 * late sends its next request as soon as the answer comes. Prints p50/p99/max latency and statuses.
 */
async function pacedLoad(title: string, pathName: string, body: () => object): Promise<void> {
  await settle(`${BASE}/api/ticket/sold`);
  const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
  const periodMs = 1000 / PACED_RATE;
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  const post = (payload: string) =>
    new Promise<string>((resolve) => {
      const req = http.request(
        `${BASE}${pathName}`,
        {
          method: 'POST',
          agent,
          timeout: 10_000,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload), 'x-forwarded-for': ip() },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(String(res.statusCode)));
        },
      );
      req.on('timeout', () => req.destroy(new Error('timeout')));
      req.on('error', (err) => resolve(err.message === 'timeout' ? 'timeout' : 'error'));
      req.end(payload);
    });
  const start = performance.now();
  const end = start + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      let slot = start + Math.random() * periodMs;
      while (slot < end) {
        const wait = slot - performance.now();
        if (wait > 0) await new Promise((r) => setTimeout(r, wait));
        const sent = performance.now();
        const status = await post(JSON.stringify(body()));
        latencies.push(performance.now() - sent);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
        slot += periodMs;
      }
    }),
  );
  agent.destroy();
  latencies.sort((a, b) => a - b);
  const at = (q: number) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor((q / 100) * latencies.length))] ?? 0);
  const codes = [...statuses].map(([code, n]) => `${code}: ${n}`).join(', ');
  console.log(
    `${title}: ${latencies.length} answered, ${(latencies.length / SECONDS).toFixed(0)}/s, p50 ${at(50)} ms, p99 ${at(99)} ms, max ${Math.round(latencies.at(-1) ?? 0)} ms; ` +
      `status ${codes}; load average ${loadAverage()}`,
  );
}

/** One request to `pathName`, so that the route's code is loaded before it is measured. */
async function touch(pathName: string, body: object | null): Promise<void> {
  await fetch(`${BASE}${pathName}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json', 'x-forwarded-for': ip() } : {},
    body: body ? JSON.stringify(body) : undefined,
  }).then((r) => r.arrayBuffer());
}

async function main() {
  // Never DATABASE_URL: the import below replaces a round's results.
  const db = await freshDatabase('bench-records', ADMIN_PASSWORD);
  let server: Awaited<ReturnType<typeof startNext>> | undefined;
  try {
    ensureBuild();
    // TRUST_PROXY: each simulated client sends its own X-Forwarded-For, so the per-client lookup
    // limit applies per client as it would behind a real proxy (otherwise all share one address).
    const prof = cpuProfileArgs();
    server = await startNext(PORT, { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn', TRUST_PROXY: '1' }, true, prof);
    meter.site = server.pid ? [server.pid] : [];
    meter.database = [Number(readFileSync(path.join(db.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0])];
    const token = await staffToken(BASE, 'admin', ADMIN_PASSWORD);

    const runners = generateResults({ seed: 26_000, course: 'half', count: ROWS, raceYear: 2019 });
    const csv = Buffer.from(resultsCsv(runners), 'utf8');
    const form = new FormData();
    form.append('holdRound', '19');
    form.append('ticketName', '하프');
    form.append('file', new Blob([new Uint8Array(csv)]), 'bench-26000.csv');
    const t0 = performance.now();
    const imp = await fetch(`${BASE}/api/admin/records/import`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    const answer = (await imp.json()) as { imported?: number };
    const secs = (performance.now() - t0) / 1000;
    console.log(
      `\nload average at start: ${loadAverage()}\nimport: ${answer.imported} of ${ROWS} rows (${(csv.length / 1024 / 1024).toFixed(1)} MB CSV) in ${secs.toFixed(2)} s (status ${imp.status}; goal < 10 s)`,
    );

    const pick = () => runners[Math.floor(Math.random() * runners.length)];
    const person = () => {
      const r = pick();
      return { holdRound: 19, backNo: r.backNo, runnerName: r.runnerName };
    };
    const genders = [null, 'M', 'F'];
    const ages = [null, 20, 30, 40, 50, 60];
    const team = () => ({
      holdRound: [19, 23, 22][Math.floor(Math.random() * 3)],
      ticketName: Math.random() < 0.5 ? '하프' : null,
      gender: genders[Math.floor(Math.random() * 3)],
      ageType: ages[Math.floor(Math.random() * 6)],
      pageNo: 1 + Math.floor(Math.random() * 30),
      rowCount: 10,
    });
    await touch('/api/ticket/sold', null);
    await touch('/api/ranking/person', person());
    await touch('/api/ranking/team', team());
    console.log(`service demand: ${DEMAND_CONNECTIONS} clients, closed loop, ${SECONDS} s each`);
    await load('GET /api/ticket/sold (baseline)', '/api/ticket/sold', null, { connections: DEMAND_CONNECTIONS, bound: true });
    await load('POST /api/ranking/person      ', '/api/ranking/person', person, { connections: DEMAND_CONNECTIONS, bound: true });
    await load('POST /api/ranking/team        ', '/api/ranking/team', team, { connections: DEMAND_CONNECTIONS, bound: true });
    console.log(`closed loop: ${CONNECTIONS} clients, no think time, ${SECONDS} s each (goal p99 < 100 ms)`);
    await load('GET /api/ticket/sold (baseline)', '/api/ticket/sold', null);
    await load('POST /api/ranking/person      ', '/api/ranking/person', person);
    await load('POST /api/ranking/team        ', '/api/ranking/team', team);
    console.log(`paced: ${CONNECTIONS} clients, each ${PACED_RATE} request/s at its own moment, ${SECONDS} s each (goal p99 < 100 ms)`);
    await pacedLoad('POST /api/ranking/person      ', '/api/ranking/person', person);
    await pacedLoad('POST /api/ranking/team        ', '/api/ranking/team', team);
  } finally {
    await stopNext(server);
    await db.stop().catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
