/**
 * `npm run bench:records`: the official records under load (issue "Tests"). Production build + fresh
 * embedded PostgreSQL with the demo profile; then prints
 * - the time to import a 26,000-row results file (POST /api/admin/records/import, one request),
 * - p50/p99 latency and throughput of POST /api/ranking/person and POST /api/ranking/team under
 *   BENCH_CONNECTIONS (200) concurrent clients for BENCH_SECONDS (15) each (autocannon), each
 *   client sending its next request as soon as the last is answered (a closed loop with no think
 *   time: by Little's law p50 is about clients / throughput, so this measures saturation);
 * - the same for GET /api/ticket/sold, a route answered from memory with no query, as the baseline
 *   of what the framework itself costs on this machine;
 * - then both lookups again with each client pacing itself to BENCH_PACED_RATE (1) request a
 *   second, a crowd of visitors rather than a saturating loop.
 * Each route is called once before it is measured (loads its code; the caches stay cold). The load
 * average is printed, since the load generator and other work share the machine.
 * Goals: import under 10 s, lookups p99 under 100 ms. A script that prints figures, not a test.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { generateResults, resultsCsv } from '@/lib/records/demo-data';
import { ensureBuild, serverEnv, startNext, stopNext } from '../lib/stack';
import { freshDatabase, PORT } from './common';

const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const ROWS = 26_000;
const BASE = `http://127.0.0.1:${PORT}`;

const ip = () => `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

const PACED_RATE = Number(process.env.BENCH_PACED_RATE ?? 1);

const loadAverage = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

/** Drives `pathName` (POST with `body()`, or GET when `body` is null) and prints the figures. */
async function load(title: string, pathName: string, body: (() => object) | null, connectionRate?: number): Promise<void> {
  const result = await autocannon({
    url: `${BASE}${pathName}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    ...(connectionRate ? { connectionRate } : {}),
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
  const codes = Object.entries(result.statusCodeStats ?? {})
    .map(([code, v]) => `${code}: ${v.count}`)
    .join(', ');
  console.log(
    `${title}: ${result.requests.total} answered, ${result.requests.average.toFixed(0)}/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms; ` +
      `status ${codes || 'none'}; timeouts ${result.timeouts}, other errors ${result.errors - result.timeouts}; load average ${loadAverage()}`,
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
  process.env.ADMIN_PASSWORD ||= 'bench-admin-password-24';
  // Never DATABASE_URL: the import below replaces a round's results.
  const db = await freshDatabase('bench-records');
  let server: Awaited<ReturnType<typeof startNext>> | undefined;
  try {
    ensureBuild();
    // TRUST_PROXY: each simulated client sends its own X-Forwarded-For, so the per-client lookup
    // limit applies per client as it would behind a real proxy (otherwise all share one address).
    server = await startNext(PORT, { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn', TRUST_PROXY: '1' }, true);
    const login = await fetch(`${BASE}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ userName: 'admin', password: process.env.ADMIN_PASSWORD }),
    });
    const { token } = (await login.json()) as { token: string };

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
    console.log(`closed loop: ${CONNECTIONS} clients, no think time, ${SECONDS} s each (goal p99 < 100 ms)`);
    await load('GET /api/ticket/sold (baseline)', '/api/ticket/sold', null);
    await load('POST /api/ranking/person      ', '/api/ranking/person', person);
    await load('POST /api/ranking/team        ', '/api/ranking/team', team);
    console.log(`paced: ${CONNECTIONS} clients, each ${PACED_RATE} request/s, ${SECONDS} s each`);
    await load('POST /api/ranking/person      ', '/api/ranking/person', person, PACED_RATE);
    await load('POST /api/ranking/team        ', '/api/ranking/team', team, PACED_RATE);
  } finally {
    await stopNext(server);
    await db.stop().catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
