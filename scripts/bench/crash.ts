/**
 * `npm run bench:crash`: power cut in the middle of an opening rush (ARCHITECTURE.md: an accepted
 * application is committed before the client is told so). Production build + fresh embedded
 * PostgreSQL; BENCH_APPLICANTS (6,000) applicants over BENCH_CONNECTIONS (500) connections; once
 * BENCH_CRASH_AFTER (1,000) applications have been acknowledged, `kill -9` the site (every worker and
 * the primary) and the embedded PostgreSQL (postmaster and backends) at once. Then restarts the
 * database (crash recovery from the WAL) and the site, and prints acknowledged applications missing
 * (must be 0), oversold places (must be 0) and whether the restarted site's live counts agree.
 * A script that prints figures, not a test.
 */
import { readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { childrenOf } from '../lib/child-processes';
import { ensureBuild, openDatabase, serverEnv, startNext, stopNext } from '../lib/stack';
import { applicantBody, BENCH, checkPlaces, freshDatabase, offlineCourses, PG_PORT, PORT, printTable, rush, type Outcome } from './common';

const APPLICANTS = BENCH.BENCH_APPLICANTS ?? 6_000;
const CONNECTIONS = BENCH.BENCH_CONNECTIONS ?? 500;
const CRASH_AFTER = BENCH.BENCH_CRASH_AFTER;

/** SIGKILL to `pid` and its children, children first: no process gets to shut down cleanly. */
function killHard(pid: number): number {
  const all = [...childrenOf(pid), pid];
  for (const p of all) {
    try {
      process.kill(p, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  return all.length;
}

async function main() {
  // The bench kills and reopens its own embedded database (.data/bench-crash), like freshDatabase: the
  // restart below opens it without a url, so a DATABASE_URL in the environment never points it at real data.
  const db = await freshDatabase('bench-crash');
  const env = { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'error' };
  ensureBuild();
  const server = await startNext(PORT, env, true);
  const courses = await offlineCourses(db.url);
  const bodies = Array.from({ length: APPLICANTS }, (_, i) => JSON.stringify(applicantBody(i, courses)));
  const postmaster = Number(readFileSync(path.join(db.dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);

  let acknowledged = 0;
  let killedAt = 0;
  let killed = { site: 0, database: 0 };
  const t0 = performance.now();
  const onOutcome = (o: Outcome) => {
    if (o.status === 200) acknowledged++;
    if (!killedAt && acknowledged >= CRASH_AFTER) {
      killedAt = performance.now() - t0;
      killed = { site: killHard(server.pid!), database: killHard(postmaster) };
    }
  };
  console.log(`[bench:crash] ${APPLICANTS} applicants over ${CONNECTIONS} connections; kill -9 after ${CRASH_AFTER} acknowledged`);
  const { outcomes } = await rush(PORT, bodies, { connections: CONNECTIONS, onOutcome });
  const acked = outcomes
    .filter((o) => o.status === 200)
    .map((o) => o.joinSeq!)
    .filter(Boolean);

  // Restart: the embedded database recovers from its WAL, then the site starts on it again.
  const restartedDb = await openDatabase({ dataDir: db.dataDir, port: PG_PORT });
  let restarted: Awaited<ReturnType<typeof startNext>> | undefined;
  try {
    const places = await checkPlaces(restartedDb.url, acked);
    restarted = await startNext(PORT, env, true);
    const sold = (await (await fetch(`http://127.0.0.1:${PORT}/api/ticket/sold`)).json()) as Array<{ ticketCode: string; total: number }>;
    printTable(
      `[bench:crash] ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})`,
      [
        [
          'killed at',
          killedAt
            ? `${(killedAt / 1000).toFixed(2)} s into the rush (${killed.site} site and ${killed.database} database processes, SIGKILL)`
            : 'never (raise BENCH_APPLICANTS)',
        ],
        ['acknowledged (200) before the kill', acked.length],
        ['answers lost to the kill', outcomes.filter((o) => o.network || o.timeout).length],
        ['per course after restart', places.perCourse],
        ['acknowledged but missing', `${places.missing} (must be 0)`],
        ['places oversold', `${places.oversold} (must be 0)`],
        ['course totals != stored rows', places.mismatch],
        ['restarted site live counts', sold.map((s) => `${s.ticketCode} ${s.total}`).join(', ')],
      ],
    );
  } finally {
    await stopNext(restarted);
    await restartedDb.stop().catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(`bench:crash failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
