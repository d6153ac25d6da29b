/**
 * `npm run bench:read`: the read path under an opening-rush crowd (ARCHITECTURE.md targets). Production
 * build + fresh embedded PostgreSQL; autocannon drives BENCH_READ_CONNECTIONS (1,000) connections for
 * BENCH_READ_SECONDS (10 s) at `/`, `/api/ticket/sold` and a notice page, then at a reference answering
 * the same bytes, and prints req/s, p99, errors, timeouts and non-2xx for each, with the ratio
 * site / reference, and the same load on `/api/health`, a route handler that does nothing: the most any
 * route can serve through Next on this machine.
 * Without a proxy (default) the reference is a bare `node:http` server (one process; goal >= 0.15x for
 * `/` and `/api/ticket/sold`). With BENCH_NGINX=1 the site is measured through the shipped nginx and
 * the reference is nginx serving the bytes as a static file (goal >= 0.5x); the run then also applies
 * once and prints how long the application took to show in `/api/ticket/sold` (goal within 2 s).
 * The load generator runs on the same machine. A script that prints figures, not a test.
 */
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, serverEnv } from '../lib/stack';
import { env } from '@/lib/env';
import type { SoldRow } from '@/lib/registration/sold';
import { bare, figures, load, READ_CONNECTIONS, READ_SECONDS, BARE_PORT, type LoadFigures } from './bare-compare';
import { applicantBody, freshDatabase, offlineCourses, PORT, printTable, settle } from './common';
import { startBenchSite, startStaticNginx, THROUGH_NGINX, type BenchSite } from './front';

const CONNECTIONS = READ_CONNECTIONS;
const SECONDS = READ_SECONDS;
const PATHS = ['/api/ticket/sold', '/', '/dashboard/notice/1'];
/** The reference each URL is compared with, and the goal of the ratio for `/` and `/api/ticket/sold`. */
const REFERENCE = THROUGH_NGINX ? { name: 'nginx static file', goal: 0.5 } : { name: 'bare node:http', goal: 0.15 };

/** The same load against the reference answering `body` as `type`. */
async function reference(dataDir: string, type: string, body: Buffer): Promise<LoadFigures> {
  if (!THROUGH_NGINX) return bare(type, body);
  const nginx = await startStaticNginx(path.join(dataDir, 'nginx-static'), BARE_PORT, type, body);
  try {
    return await load(`http://127.0.0.1:${BARE_PORT}/`);
  } finally {
    await nginx.stop();
  }
}

/** Places taken over every course, as /api/ticket/sold answers them. */
async function soldTotal(base: string): Promise<number> {
  const rows = (await (await fetch(`${base}/api/ticket/sold`)).json()) as SoldRow[];
  return rows.reduce((sum, row) => sum + row.total, 0);
}

/**
 * Applies through the site (applicant `i`) and returns the seconds until `/api/ticket/sold` (as the
 * crowd reads it, through the caches) shows it, or null when it did not within 10 s.
 */
async function applicationShows(dbUrl: string, base: string, i: number): Promise<number | null> {
  const courses = await offlineCourses(dbUrl);
  const before = await soldTotal(base);
  const res = await fetch(`${base}/api/applicant/applyFor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(applicantBody(i, courses, '019')),
  });
  if (res.status !== 200) throw new Error(`the application answered ${res.status}: ${await res.text()}`);
  const t0 = performance.now();
  while (performance.now() - t0 < 10_000) {
    if ((await soldTotal(base)) > before) return (performance.now() - t0) / 1000;
    await new Promise((r) => setTimeout(r, 50));
  }
  return null;
}

/** Applications whose showing in the live counts is timed, one after another at random moments. */
const SHOW_SAMPLES = 5;

async function main() {
  const db = await freshDatabase('bench-read');
  let site: BenchSite | undefined;
  const rows: Array<[string, string]> = [];
  try {
    ensureBuild();
    site = await startBenchSite(db.dataDir, { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn' });
    const base = `http://127.0.0.1:${site.port}`;
    rows.push(['requests reach the site', site.topology]);
    for (const p of PATHS) {
      const res = await fetch(`${base}${p}`);
      const body = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? 'text/html';
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      const measured = await load(`${base}${p}`);
      await settle(`${base}/api/ticket/sold`);
      const ref = await reference(db.dataDir, type, body);
      rows.push([`${p} site (${body.length} bytes)`, figures(measured)]);
      rows.push([`${p} ${REFERENCE.name}`, figures(ref)]);
      rows.push([
        `${p} ratio`,
        `${(measured.rps / ref.rps).toFixed(3)}x${p === '/dashboard/notice/1' ? '' : ` (goal >= ${REFERENCE.goal}x)`}`,
      ]);
      if (p === '/api/ticket/sold') {
        // Next's own cost per request: the live counts cannot go faster than a route that does nothing.
        await settle(`${base}/api/ticket/sold`);
        const trivial = await load(`${base}/api/health`);
        rows.push(['/api/health (empty route, Next alone)', figures(trivial)]);
        rows.push([
          '/api/ticket/sold / empty route',
          trivial.rps > 0 ? `${(measured.rps / trivial.rps).toFixed(2)}x` : 'n/a (empty route got no answers)',
        ]);
      }
      await settle(`${base}/api/ticket/sold`);
    }
    if (THROUGH_NGINX) {
      const shows: Array<number | null> = [];
      for (let i = 0; i < SHOW_SAMPLES; i++) {
        // A random moment within the caches' second, so the samples meet them at different ages.
        await new Promise((r) => setTimeout(r, Math.random() * 1_000));
        shows.push(await applicationShows(db.url, base, i));
      }
      const text = shows.map((s) => (s === null ? '> 10 s' : `${s.toFixed(2)} s`)).join(', ');
      const worst = shows.includes(null) ? null : Math.max(...(shows as number[]));
      rows.push([
        `${SHOW_SAMPLES} applications show in /api/ticket/sold after`,
        `${text}; worst ${worst === null ? '> 10 s' : `${worst.toFixed(2)} s`} (goal <= 2 s)`,
      ]);
    }
  } finally {
    await site?.stop();
    await db.stop().catch(() => undefined);
  }
  printTable(
    `[bench:read] ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, WEB_CONCURRENCY ${env.server.WEB_CONCURRENCY ?? 'cores'}, ${CONNECTIONS} connections, ${SECONDS} s each)`,
    rows,
  );
}

main().catch((err) => {
  console.error('bench:read failed:', err);
  process.exit(1);
});
