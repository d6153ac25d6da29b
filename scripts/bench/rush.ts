/**
 * `npm run bench:rush`: the registration opening on one machine (ARCHITECTURE.md targets). Production
 * build + fresh embedded PostgreSQL; BENCH_APPLICANTS (10,000) distinct applicants over
 * BENCH_CONNECTIONS (1,000) concurrent keep-alive connections apply for the three courses at once,
 * retrying 503 Q0001 after Retry-After with jitter as the apply page does; then it waits for the site's
 * job workers to deliver the registration SMS queued with the accepted applications. Then, on the same
 * database emptied again each time, bare `pg` loops for the same applicants straight through a `pg`
 * pool of DB_POOL_MAX, 1,000 at once, no HTTP and no Next: one accept statement per application
 * (scripts/bench/accept-one-course.ts, the baseline the rush goal was set against), the batched accept the site uses
 * (accept-batch.ts), and the batched accept with each accepted application's payment deadline, its SMS
 * with the delivery job and its payment-deadline and reminder jobs
 * queued in the same transaction, as the site does (its cost on the accept path). Prints accepted per
 * second for each and the site's ratio to the first two, how long the SMS took to be delivered after
 * the rush, 503/Q0001 counts and time to acceptance of the applicants that waited, oversold places (must be 0), acknowledged-but-missing applications (must
 * be 0), other 5xx, timeouts and latency percentiles, and the CPU time the site, PostgreSQL and the
 * load generator (or the bare loop) spent, which tells what a run was short of on shared cores. A
 * script that prints figures, not a test.
 * WEB_CONCURRENCY (default: cores), DB_POOL_MAX (20) and ACCEPT_* tune the site as in production;
 * BENCH_CPU_PROF=<folder> writes a V8 CPU profile of every server process there (node --cpu-prof);
 * BENCH_PG_STATS=1 prints the statements PostgreSQL spent the site's rush on (scripts/bench/pg-stats.ts).
 * The site's workers run with site-probe.mjs preloaded, so the latency inside the site (from a worker's
 * 'request' event to its answer) and the event-loop delays of the workers and of the load generator
 * are printed beside the latency the generator measures: on shared cores they tell where a p99 went.
 * So is how long new connections waited before a worker got them (generator's connect to a worker's
 * 'connection' event; without nginx in front only).
 * Before the rush the load generator warms up against a stand-in of its own (BENCH_WARM_REQUESTS,
 * 3,000; the site stays cold). BENCH_PRECONNECT=1 opens every connection before the clock starts, as a
 * reverse proxy or load balancer in front of the site holds its connections to the workers; unset,
 * every connection opens at the opening instant, as browsers connecting directly.
 * BENCH_NGINX=1 runs the same rush through the shipped nginx (scripts/bench/front.ts), as
 * `npm run start:prod` serves; the site's CPU then includes nginx's.
 */
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from '@/db/schema';
import { env } from '@/lib/env';
import { acceptInBatch } from '@/lib/registration/accept-batch';
import { acceptOneCourse } from './accept-one-course';
import { joinerRow, runnerRow } from '@/lib/registration/rows';
import { paymentDeadline } from '@/lib/places/deadline';
import { deadlineJobs } from '@/lib/places/schedule';
import { registeredSms } from '@/lib/sms/notify';
import { ensureBuild, serverEnv } from '../lib/stack';
import { startBenchSite, THROUGH_NGINX, type BenchSite } from './front';
import { uploadOcrBacklog } from './ocr-backlog';
import { resetStatementStats, statementStats } from './pg-stats';
import { treeCpuSeconds } from './process-cpu';
import {
  APPLICANTS,
  applicantBody,
  BENCH,
  checkPlaces,
  CONNECTIONS,
  cpuProfileArgs,
  freshDatabase,
  offlineCourses,
  pct,
  PORT,
  printTable,
  rush,
  type Course,
  warmGenerator,
} from './common';
import type { LoopDelay } from './loop-delay.mjs';

const POOL = env.database.DB_POOL_MAX;
/** Requests the load generator sends to a stand-in of its own before the rush (0: none). */
const WARM_REQUESTS = BENCH.BENCH_WARM_REQUESTS;
const PRECONNECT = BENCH.BENCH_PRECONNECT;

/** A copy of `values` (latencies, times) in ascending order, for pct(). */
const ascending = (values: number[]) => [...values].sort((a, b) => a - b);

/**
 * The same applicants through `accept` on a bare pg pool, 1,000 at once; accepted per second until the
 * last place went. acceptOneCourse is one statement per application (the baseline the rush goal was
 * set against); acceptInBatch is what the site does (one call per course and moment).
 */
async function barePgLoop(dbUrl: string, courses: Course[], accept: typeof acceptOneCourse) {
  const pool = new pg.Pool({ connectionString: dbUrl, max: POOL });
  const db = drizzle(pool, { schema });
  const now = new Date();
  const lat: number[] = [];
  const acceptedAt: number[] = [];
  let next = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (next < APPLICANTS) {
        const i = next++;
        const body = applicantBody(i, courses);
        const t = courses[i % courses.length];
        const r = body.runners[0];
        const start = performance.now();
        const joiner = joinerRow({
          eventId: t.eventId,
          joiner: body.joiner,
          paymentType: 'BANK',
          amount: t.ticketPrice,
          priceCategory: 'standard',
          source: 'public',
          ticketCount: 1,
          now,
          payDeadline: null,
        });
        const outcome = await accept(db, t.ticketSeq, joiner, [runnerRow(t.eventId, t, r, t.ticketPrice)]);
        const end = performance.now();
        lat.push(end - start);
        if (outcome.kind === 'accepted') acceptedAt.push(end - t0);
      }
    }),
  );
  await pool.end();
  const sorted = ascending(lat);
  const lastPlace = Math.max(0, ...acceptedAt) / 1000;
  return { accepted: acceptedAt.length, perSec: acceptedAt.length / lastPlace, lastPlace, p50: pct(sorted, 50), p99: pct(sorted, 99) };
}

/**
 * Waits (up to `ms`) until every SMS in the outbox has left the queue (SENT or FAILED); says how many
 * were sent and how long after the call that took.
 */
async function smsDrained(dbUrl: string, ms: number): Promise<string> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const start = performance.now();
  try {
    for (;;) {
      const { rows } = await client.query<{ sent: number; waiting: number }>(
        `SELECT count(*) FILTER (WHERE status = 'SENT')::int AS sent, count(*) FILTER (WHERE status IN ('QUEUED', 'SENDING'))::int AS waiting FROM sms_outbox`,
      );
      const { sent, waiting } = rows[0];
      const after = ((performance.now() - start) / 1000).toFixed(1);
      if (waiting === 0) return `${sent} sent, the last ${after} s after the rush`;
      if (performance.now() - start > ms) return `${sent} sent, ${waiting} still queued ${after} s after the rush`;
      await new Promise((r) => setTimeout(r, 200));
    }
  } finally {
    await client.end();
  }
}

/**
 * CPU seconds spent from now on by the site's processes (`sitePid` and its workers), PostgreSQL (the
 * postmaster in `dataDir` and its backends) and this process (the load generator or the bare loop),
 * with the wall time: on 2 shared cores they tell which of the three the run was short of.
 */
function cpuMeter(sitePids: number[], dataDir: string) {
  const pgPid = Number(readFileSync(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8').split('\n')[0]);
  // Each process tree on its own: the site's, and nginx's when it is in front (front.ts lists it second).
  const parts = () => sitePids.map((pid) => treeCpuSeconds([pid]));
  const own = () => {
    const u = process.cpuUsage();
    return (u.user + u.system) / 1e6;
  };
  const start = { parts: parts(), pg: treeCpuSeconds([pgPid]), own: own(), wall: performance.now() };
  return {
    read: () => {
      const wall = (performance.now() - start.wall) / 1000;
      const partsSpent = parts().map((s, i) => s - start.parts[i]);
      const site = partsSpent.reduce((a, b) => a + b, 0);
      const spent = [site, treeCpuSeconds([pgPid]) - start.pg, own() - start.own];
      const split =
        partsSpent.length > 1
          ? ` (site ${partsSpent[0].toFixed(1)} + nginx ${partsSpent
              .slice(1)
              .reduce((a, b) => a + b, 0)
              .toFixed(1)})`
          : '';
      return {
        text: `${spent.map((s) => s.toFixed(1)).join(' / ')} of ${(wall * os.availableParallelism()).toFixed(1)} (${wall.toFixed(1)} s wall)${split}`,
        /** CPU seconds of the server side: the site (or nothing, for a bare loop) and PostgreSQL. */
        serverSide: spent[0] + spent[1],
        /** CPU seconds of the caller: the load generator, or the bare loop's own process. */
        caller: spent[2],
      };
    },
  };
}

/** CPU milliseconds per accepted application. */
const perAccepted = (cpuSeconds: number, accepted: number) => (accepted ? `${((cpuSeconds * 1000) / accepted).toFixed(2)} ms` : '-');

/** Preloads site-probe.mjs into the site; `read` collects what its workers wrote when they exited. */
function siteProbe() {
  const prefix = path.join(os.tmpdir(), `bench-site-probe-${process.pid}`);
  const files = () =>
    readdirSync(os.tmpdir())
      .filter((f) => f.startsWith(path.basename(prefix)))
      .map((f) => path.join(os.tmpdir(), f));
  return {
    env: { BENCH_SITE_PROBE: prefix },
    nodeArgs: ['--import', pathToFileURL(path.join(import.meta.dirname, 'site-probe.mjs')).href],
    read: () => {
      const written = files();
      const workers = written.map(
        (f) =>
          JSON.parse(readFileSync(f, 'utf8')) as {
            answers: [number, number][];
            accepted: [number, number][];
            loopDelayMs: LoopDelay | null;
          },
      );
      for (const f of written) rmSync(f);
      const answers = workers.flatMap((w) => w.answers);
      const answered = ascending(answers.filter(([, status]) => status !== 503).map(([ms]) => ms));
      const accepted = ascending(answers.filter(([, status]) => status === 200).map(([ms]) => ms));
      const delays = workers.map((w) => w.loopDelayMs).filter((d): d is LoopDelay => !!d);
      return {
        answered,
        accepted,
        /** Epoch ms at which a worker accepted the connection from each client port. */
        acceptedAt: new Map(workers.flatMap((w) => w.accepted)),
        loopDelayP99: Math.max(0, ...delays.map((d) => d.p99)),
        loopDelayMax: Math.max(0, ...delays.map((d) => d.max)),
      };
    },
  };
}

async function main() {
  const db = await freshDatabase('bench');
  let site: BenchSite | undefined;
  try {
    ensureBuild();
    const probe = siteProbe();
    site = await startBenchSite(
      db.dataDir,
      { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn', DB_POOL_MAX: String(POOL), ...probe.env },
      true,
      [...cpuProfileArgs(), ...probe.nodeArgs],
    );
    const courses = await offlineCourses(db.url);
    const bodies = Array.from({ length: APPLICANTS }, (_, i) => JSON.stringify(applicantBody(i, courses)));
    console.log(
      `[bench] ${APPLICANTS} applicants over ${CONNECTIONS} connections; capacity ${courses.map((t) => `${t.ticketCode} ${t.acceptable}`).join(', ')}`,
    );
    // The load generator, not the site, is warmed up: the site meets the rush cold, as at an opening.
    const warmed = WARM_REQUESTS > 0 ? await warmGenerator(bodies.slice(0, WARM_REQUESTS), CONNECTIONS) : 0;
    const backlog = BENCH.BENCH_OCR_BACKLOG > 0 ? await uploadOcrBacklog(db.url, BENCH.BENCH_OCR_BACKLOG) : null;
    if (BENCH.BENCH_PG_STATS) await resetStatementStats(db.url);
    const meter = cpuMeter(site.pids, db.dataDir);
    const { outcomes, wallSec, loopDelayMs, connected } = await rush(site.port, bodies, {
      connections: CONNECTIONS,
      preconnect: PRECONNECT,
    });
    const siteCpu = meter.read();
    const ocrReadInRush = backlog ? await backlog.read() : 0;
    await backlog?.close();
    const statements = BENCH.BENCH_PG_STATS ? await statementStats(db.url) : null;
    const topology = site.topology;
    // The registration SMS were queued with the applications; the site's job workers deliver them.
    const smsDrain = await smsDrained(db.url, 120_000);
    await site.stop();
    site = undefined;
    const inSite = probe.read();

    const accepted = outcomes.filter((o) => o.status === 200);
    const answeredTries = outcomes.flatMap((o) => o.answered);
    const answered = ascending(answeredTries.map((a) => a.ms));
    // The opening instant: every connection opens and sends at once, and the site meets them cold.
    const firstSecond = ascending(answeredTries.filter((a) => a.sentAt < 1000).map((a) => a.ms));
    const afterFirstSecond = ascending(answeredTries.filter((a) => a.sentAt >= 1000).map((a) => a.ms));
    // How long each connection opened during the rush waited before a worker accepted it.
    const acceptWait = ascending(
      [...connected].flatMap(([port, at]) => {
        const acceptedAt = inSite.acceptedAt.get(port);
        return acceptedAt === undefined ? [] : [Math.max(0, acceptedAt - at)];
      }),
    );
    const acceptedLat = ascending(accepted.map((o) => o.ms));
    const lastPlace = accepted.length ? Math.max(...accepted.map((o) => o.doneAt)) / 1000 : 0;
    const waited = outcomes.filter((o) => o.busy > 0);
    const waitedAccepted = ascending(waited.filter((o) => o.status === 200).map((o) => o.totalMs));
    const timedOutAt = ascending(outcomes.filter((o) => o.timeout).map((o) => o.doneAt / 1000));
    const count = (f: (o: Outcome) => boolean) => outcomes.filter(f).length;
    type Outcome = (typeof outcomes)[number];
    const places = await checkPlaces(db.url, accepted.map((o) => o.joinSeq!).filter(Boolean));
    const sitePerSec = accepted.length / lastPlace;

    // The same database, emptied again, for each bare loop.
    const bareRun = async (accept: typeof acceptOneCourse) => {
      const client = new pg.Client({ connectionString: db.url });
      await client.connect();
      await client.query('DELETE FROM joiners');
      await client.query('UPDATE tickets SET total = 0');
      await client.query('VACUUM ANALYZE joiners');
      await client.query('VACUUM ANALYZE runners');
      await client.query('VACUUM ANALYZE tickets');
      await client.end();
      const bareMeter = cpuMeter([], db.dataDir);
      const result = await barePgLoop(db.url, courses, accept);
      return { ...result, cpu: bareMeter.read() };
    };
    const bare = await bareRun(acceptOneCourse);
    const bareBatched = await bareRun(acceptInBatch);
    // As the site accepts: each accepted application's payment deadline stored with it, and its SMS with
    // the delivery job and its payment-deadline and reminder jobs written in the batch's transaction.
    const bareBatchedSms = await bareRun((db, ticketSeq, joiner, runners) => {
      const now = new Date();
      const deadline = paymentDeadline(now, {
        depositDays: 3,
        depositDeadline: null,
        eventClose: new Date(now.getTime() + 30 * 86_400_000),
      });
      return acceptInBatch(db, ticketSeq, { ...joiner, payDeadline: deadline }, runners, {
        sms: (joinerId, joinSeq) =>
          registeredSms({
            joinerId,
            joinSeq,
            cellphone: joiner.cellphone,
            amount: joiner.amount,
            eventName: 'bench',
            payDeadline: deadline,
          }),
        jobs: (joinerId) => deadlineJobs(joinerId, deadline, 24, now),
      });
    });

    const loadAverage = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ');
    const settings = `${THROUGH_NGINX ? 'BENCH_NGINX 1, ' : ''}WEB_CONCURRENCY ${env.server.WEB_CONCURRENCY ?? 'cores'}, NODE_ROUTES ${env.server.NODE_ROUTES ? 1 : 0}, DB_POOL_MAX ${POOL}`;
    console.log(
      `\n[bench:rush] ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores, load average ${loadAverage}, ${settings})`,
    );
    printTable(`site (HTTP, Next, WEB_CONCURRENCY workers; ${THROUGH_NGINX ? 'through nginx' : 'no proxy'})`, [
      ['applicants / connections', `${APPLICANTS} / ${CONNECTIONS}`],
      ['requests reach the site', topology],
      [
        'connections',
        PRECONNECT ? 'opened before the clock (as a proxy in front holds them)' : 'opened at the opening instant (browsers, no proxy)',
      ],
      ['load generator warmed up with', `${warmed} requests to a stand-in (the site: none)`],
      ...(backlog
        ? [
            [
              'race photos uploaded 5 s before (BENCH_OCR_BACKLOG)',
              `${BENCH.BENCH_OCR_BACKLOG}; read by the end of the rush: ${ocrReadInRush}`,
            ] as [string, string],
          ]
        : []),
      ['wall time', `${wallSec.toFixed(2)} s`],
      ['accepted', accepted.length],
      ['accepted per second', `${sitePerSec.toFixed(0)} (until the last place went, ${lastPlace.toFixed(2)} s)`],
      ['S0003 sold out', count((o) => o.errorCode === 'S0003')],
      ['S0004 already applied', count((o) => o.errorCode === 'S0004')],
      ['503 Q0001 answers (retried)', outcomes.reduce((s, o) => s + o.busy, 0) + count((o) => o.errorCode === 'Q0001')],
      ['applicants who waited', waited.length],
      ['  of them accepted', waitedAccepted.length],
      ['  time to acceptance p50 / p99', `${pct(waitedAccepted, 50).toFixed(0)} / ${pct(waitedAccepted, 99).toFixed(0)} ms`],
      ['still 503 Q0001 after 20 tries', count((o) => o.errorCode === 'Q0001')],
      ['other 4xx', count((o) => o.status >= 400 && o.status < 500 && o.errorCode !== 'S0003' && o.errorCode !== 'S0004')],
      ['5xx other than 503 Q0001', count((o) => o.status >= 500 && o.errorCode !== 'Q0001')],
      ['timeouts (> 15 s)', count((o) => !!o.timeout)],
      [
        '  first / last timed out at',
        timedOutAt.length ? `${timedOutAt[0].toFixed(1)} / ${timedOutAt[timedOutAt.length - 1].toFixed(1)} s` : '-',
      ],
      ['network errors', count((o) => !!o.network)],
      [
        'latency p50 / p99 / max (answered)',
        `${pct(answered, 50).toFixed(0)} / ${pct(answered, 99).toFixed(0)} / ${answered[answered.length - 1]?.toFixed(0)} ms`,
      ],
      [
        '  p99 sent in the first second / after',
        `${pct(firstSecond, 99).toFixed(0)} ms (${firstSecond.length}) / ${pct(afterFirstSecond, 99).toFixed(0)} ms (${afterFirstSecond.length})`,
      ],
      ['latency p50 / p99 (accepted)', `${pct(acceptedLat, 50).toFixed(0)} / ${pct(acceptedLat, 99).toFixed(0)} ms`],
      [
        '  inside the site p50 / p99 / max (answered)',
        `${pct(inSite.answered, 50).toFixed(0)} / ${pct(inSite.answered, 99).toFixed(0)} / ${inSite.answered[inSite.answered.length - 1] ?? 0} ms`,
      ],
      ['  inside the site p99 (accepted)', `${pct(inSite.accepted, 99).toFixed(0)} ms`],
      [
        'new connections: wait to be accepted',
        // Behind nginx the workers' connections are nginx's, not the generator's: nothing to match.
        THROUGH_NGINX
          ? '- (connections come from nginx)'
          : acceptWait.length
            ? `p50 ${pct(acceptWait, 50).toFixed(0)} / p99 ${pct(acceptWait, 99).toFixed(0)} / max ${acceptWait[acceptWait.length - 1].toFixed(0)} ms, ${acceptWait.filter((w) => w > 1000).length} of ${acceptWait.length} over 1 s`
            : '-',
      ],
      [
        '  event-loop delay p99 / max: workers, generator',
        `${inSite.loopDelayP99} / ${inSite.loopDelayMax} ms, ${loopDelayMs.p99} / ${loopDelayMs.max} ms`,
      ],
      [`CPU s: site${THROUGH_NGINX ? ' with nginx' : ''} / PostgreSQL / load generator`, siteCpu.text],
      ['  CPU ms per accepted application (site + PostgreSQL)', perAccepted(siteCpu.serverSide, accepted.length)],
      ['registration SMS delivered by the job queue', smsDrain],
      ['per course total/capacity', places.perCourse],
      ['places oversold', places.oversold],
      ['course totals != stored rows', places.mismatch],
      ['acknowledged but missing', places.missing],
    ]);
    if (statements) printTable('PostgreSQL during the site rush (pg_stat_statements, execution time)', statements);
    for (const [title, b] of [
      ['one accept statement per application', bare],
      ['batched per course and moment, as the site accepts', bareBatched],
      ['batched, with each SMS, its delivery job and the payment deadline and reminder jobs in the same transaction', bareBatchedSms],
    ] as const) {
      printTable(`bare pg loop: ${title} (pool ${POOL}, ${CONNECTIONS} at once, same database emptied)`, [
        ['accepted', b.accepted],
        ['accepted per second', `${b.perSec.toFixed(0)} (until the last place went, ${b.lastPlace.toFixed(2)} s)`],
        ['latency p50 / p99', `${b.p50.toFixed(0)} / ${b.p99.toFixed(0)} ms`],
        ['CPU s: - / PostgreSQL / loop', b.cpu.text],
        ['  CPU ms per accepted application (PostgreSQL + loop)', perAccepted(b.cpu.serverSide + b.cpu.caller, b.accepted)],
      ]);
    }
    printTable('ratio', [
      ['site / bare pg, one statement each', `${(sitePerSec / bare.perSec).toFixed(2)}x (goal >= 0.5x)`],
      ['site / bare pg, batched', `${(sitePerSec / bareBatched.perSec).toFixed(2)}x`],
      ['bare pg batched: with SMS / without', `${(bareBatchedSms.perSec / bareBatched.perSec).toFixed(2)}x`],
    ]);
  } finally {
    await site?.stop();
    await db.stop().catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(`bench:rush failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
