/**
 * `npm run bench:read`: the read path under an opening-rush crowd (ARCHITECTURE.md targets). Production
 * build + fresh embedded PostgreSQL; autocannon drives BENCH_READ_CONNECTIONS (1,000) connections for
 * BENCH_READ_SECONDS (10 s) at `/`, `/api/ticket/sold` and a notice page, then at a bare `node:http`
 * server (one process) answering the same bytes, and prints req/s, p99, errors, timeouts and non-2xx
 * for each, with the ratio site / bare (goal >= 0.15x for `/` and `/api/ticket/sold`), and the same
 * load on `/api/health`, a route handler that does nothing: the most any route can serve through Next
 * on this machine. The load generator runs on the same machine. A script that prints figures, not a test.
 */
import os from 'node:os';
import { ensureBuild, serverEnv, startNext, stopNext } from '../lib/stack';
import { env } from '@/lib/env';
import { bare, figures, load, READ_CONNECTIONS, READ_SECONDS } from './bare-compare';
import { freshDatabase, PORT, printTable, settle } from './common';

const CONNECTIONS = READ_CONNECTIONS;
const SECONDS = READ_SECONDS;
const PATHS = ['/api/ticket/sold', '/', '/dashboard/notice/1'];

async function main() {
  const db = await freshDatabase('bench-read');
  let server: Awaited<ReturnType<typeof startNext>> | undefined;
  const rows: Array<[string, string]> = [];
  try {
    ensureBuild();
    server = await startNext(PORT, { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn' }, true);
    for (const p of PATHS) {
      const res = await fetch(`http://127.0.0.1:${PORT}${p}`);
      const body = Buffer.from(await res.arrayBuffer());
      const type = res.headers.get('content-type') ?? 'text/html';
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      const site = await load(`http://127.0.0.1:${PORT}${p}`);
      await settle(`http://127.0.0.1:${PORT}/api/ticket/sold`);
      const b = await bare(type, body);
      const fmt = figures;
      rows.push([`${p} site (${body.length} bytes)`, fmt(site)]);
      rows.push([`${p} bare node:http`, fmt(b)]);
      rows.push([`${p} ratio`, `${(site.rps / b.rps).toFixed(3)}x${p === '/dashboard/notice/1' ? '' : ' (goal >= 0.15x)'}`]);
      if (p === '/api/ticket/sold') {
        // Next's own cost per request: the live counts cannot go faster than a route that does nothing.
        await settle(`http://127.0.0.1:${PORT}/api/ticket/sold`);
        const trivial = await load(`http://127.0.0.1:${PORT}/api/health`);
        rows.push(['/api/health (empty route, Next alone)', fmt(trivial)]);
        rows.push([
          '/api/ticket/sold / empty route',
          trivial.rps > 0 ? `${(site.rps / trivial.rps).toFixed(2)}x` : 'n/a (empty route got no answers)',
        ]);
      }
      await settle(`http://127.0.0.1:${PORT}/api/ticket/sold`);
    }
  } finally {
    await stopNext(server);
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
