/**
 * `npm run bench:live`: race day's live results under a crowd (live results). Production build
 * + fresh embedded PostgreSQL (demo profile), BENCH_LIVE_RUNNERS (3,500) paid runners of the half with
 * bib and chip; then
 * 1. the burst: every runner's passings at the 5 points (start, 5k, 10k, 15k, finish; 17,500) shuffled
 *    into one burst of POST /api/v1/timing/passings calls of BENCH_LIVE_BATCH (500), BENCH_LIVE_CONCURRENCY
 *    (4) in flight, with the timing token: passings stored per second, call latency, and one batch sent
 *    again (every passing must come back as a duplicate);
 * 2. the board checked against the places computed here from the same times (every place must match);
 * 3. the read path at BENCH_READ_CONNECTIONS (1,000) connections for BENCH_READ_SECONDS (10 s) each:
 *    the page /record/live, GET /api/live of the course's top 100 (what the page polls) and of the
 *    whole board, each beside a bare `node:http` server sending the same bytes, with the ratio (the
 *    read-path goal of the opening: >= 0.15x, bench:read).
 * The load generator runs on the same machine. A script that prints figures, not a test.
 */
import os from 'node:os';
import pg from 'pg';
import { env } from '@/lib/env';
import { ensureBuild, serverEnv, startNext, stopNext } from '../lib/stack';
import { bare, figures, load, READ_CONNECTIONS, READ_SECONDS } from './bare-compare';
import { BENCH, freshDatabase, nameOf, pct, PORT, printTable, settle } from './common';
import { staffToken } from './staff-token';

const RUNNERS = BENCH.BENCH_LIVE_RUNNERS;
const BATCH = BENCH.BENCH_LIVE_BATCH;
const IN_FLIGHT = BENCH.BENCH_LIVE_CONCURRENCY;
const BASE = `http://127.0.0.1:${PORT}`;
const ADMIN_PASSWORD = env.auth.ADMIN_PASSWORD ?? 'bench-admin-password-24';
const POINTS = ['start', '5k', '10k', '15k', 'finish'] as const;

/** The half course of the current edition made to hold RUNNERS paid runners with bibs 1001… and chips C1001…; returns its ticketSeq and gun time. */
async function seedRunners(dbUrl: string): Promise<{ ticketSeq: number; gun: Date }> {
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  try {
    await client.query('BEGIN');
    const { rows: t } = await client.query<{
      ticket_seq: number;
      event_id: number;
      ticket_name: string;
      souvenir: string | null;
      race_date: Date;
    }>(
      `
      UPDATE tickets t SET acceptable = GREATEST(t.acceptable, $1), total = $1, start_time = '09:00'
        FROM events e WHERE e.event_id = t.event_id AND e.is_current AND t.ticket_code = 'HALF'
      RETURNING t.ticket_seq, t.event_id, t.ticket_name, t.souvenir, e.race_date`,
      [RUNNERS],
    );
    const course = t[0];
    const { rows: seqs } = await client.query<{ s: number }>(
      `SELECT s FROM generate_series(1000, 9999) s WHERE s NOT IN (SELECT join_seq FROM joiners WHERE event_id = $1) ORDER BY random() LIMIT $2`,
      [course.event_id, RUNNERS],
    );
    if (seqs.length < RUNNERS) throw new Error(`only ${seqs.length} registration numbers free for ${RUNNERS} runners`);
    const names = Array.from({ length: RUNNERS }, (_, i) => nameOf(i));
    const phones = names.map((_, i) => `010${String(20_000_000 + i).padStart(8, '0')}`);
    await client.query(
      `WITH j AS (
         INSERT INTO joiners (event_id, join_seq, joiner_name, cellphone, zipcode, zip_address, address, payment_status, amount, brief, ticket_count, paid_at)
         SELECT $1, s, n, p, '34126', '대전 유성구 대학로 99', '1동', 'CMPL', 35000, n || right(p, 4), 1, now()
           FROM unnest($2::int[], $3::text[], $4::text[]) AS v(s, n, p)
         RETURNING joiner_id, join_seq, joiner_name, cellphone)
       INSERT INTO runners (joiner_id, join_seq, event_id, ticket_seq, ticket_name, souvenir, choice_option, runner_name, birthday, gender, cellphone, price, back_no, chip_no)
       SELECT j.joiner_id, j.join_seq, $1, $5, $6, $7, '100', j.joiner_name, '19850505', 'M', j.cellphone, 35000,
              1000 + row_number() OVER (ORDER BY j.join_seq), 'C' || (1000 + row_number() OVER (ORDER BY j.join_seq))
         FROM j`,
      [course.event_id, seqs.map((r) => r.s), names, phones, course.ticket_seq, course.ticket_name, course.souvenir],
    );
    await client.query('COMMIT');
    const d = new Date(course.race_date.getTime() + 9 * 3600_000);
    const gun = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), 0, 0)); // 09:00 KST
    return { ticketSeq: course.ticket_seq, gun };
  } finally {
    await client.end();
  }
}

/** Every runner's passings, net finish times from 1:10 to 2:40, and the order those times give. */
function makePassings(gun: Date) {
  const passings: Array<{ chipNo: string; point: string; time: string }> = [];
  const nets: Array<{ bib: number; net: number; finishAt: number }> = [];
  for (let i = 0; i < RUNNERS; i++) {
    const bib = 1001 + i;
    const startOffset = Math.floor(Math.random() * 300);
    const net = 4_200 + Math.floor(Math.random() * 5_400);
    const split = (share: number) => new Date(gun.getTime() + (startOffset + Math.round(net * share)) * 1000).toISOString();
    const shares = [0, 5 / 21.0975, 10 / 21.0975, 15 / 21.0975, 1];
    POINTS.forEach((point, k) => passings.push({ chipNo: `C${bib}`, point, time: split(shares[k]) }));
    nets.push({ bib, net, finishAt: startOffset + net });
  }
  for (let i = passings.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [passings[i], passings[j]] = [passings[j], passings[i]];
  }
  // The board's order: net time, then who crossed the line first, then the bib.
  nets.sort((a, b) => a.net - b.net || a.finishAt - b.finishAt || a.bib - b.bib);
  return { passings, nets };
}

async function postBatch(token: string, batch: unknown[]): Promise<{ ms: number; accepted: number; duplicates: number; status: number }> {
  const t0 = performance.now();
  const res = await fetch(`${BASE}/api/v1/timing/passings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(batch),
  });
  const body = (await res.json()) as { accepted?: number; duplicates?: number };
  return { ms: performance.now() - t0, accepted: body.accepted ?? 0, duplicates: body.duplicates ?? 0, status: res.status };
}

async function main() {
  const db = await freshDatabase('bench-live', ADMIN_PASSWORD);
  let server: Awaited<ReturnType<typeof startNext>> | undefined;
  const rows: Array<[string, string]> = [];
  try {
    const { ticketSeq, gun } = await seedRunners(db.url);
    ensureBuild();
    server = await startNext(PORT, { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn', ADMIN_PASSWORD }, true);
    const made = await fetch(`${BASE}/api/admin/timing/tokens`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${await staffToken(BASE, 'admin', ADMIN_PASSWORD)}` },
      body: JSON.stringify({ label: 'bench' }),
    });
    if (!made.ok) throw new Error(`timing token refused: ${made.status} ${await made.text()}`);
    const { token } = (await made.json()) as { token: string };

    // 1. The burst.
    const { passings, nets } = makePassings(gun);
    const batches = Array.from({ length: Math.ceil(passings.length / BATCH) }, (_, i) => passings.slice(i * BATCH, (i + 1) * BATCH));
    const calls: Array<Awaited<ReturnType<typeof postBatch>>> = [];
    let next = 0;
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < batches.length) calls.push(await postBatch(token, batches[next++]));
      }),
    );
    const burstSec = (performance.now() - t0) / 1000;
    const accepted = calls.reduce((n, c) => n + c.accepted, 0);
    const ms = calls.map((c) => c.ms).sort((a, b) => a - b);
    const again = await postBatch(token, batches[0]);
    rows.push([
      'passings sent',
      `${passings.length.toLocaleString()} (${RUNNERS.toLocaleString()} runners × ${POINTS.length} points), ${batches.length} calls of ${BATCH}, ${IN_FLIGHT} in flight`,
    ]);
    rows.push([
      'burst',
      `${burstSec.toFixed(2)} s, ${(accepted / burstSec).toFixed(0)} passings/s stored, ${calls.filter((c) => c.status !== 200).length} calls failed`,
    ]);
    rows.push([
      'call latency',
      `p50 ${pct(ms, 50).toFixed(0)} ms, p99 ${pct(ms, 99).toFixed(0)} ms, max ${ms[ms.length - 1].toFixed(0)} ms`,
    ]);
    rows.push([
      'stored / duplicates',
      `${accepted} stored (must be ${passings.length}); one batch again: ${again.accepted} stored, ${again.duplicates} duplicates (must be 0 and ${batches[0].length})`,
    ]);

    // 2. The places.
    let board: { finishers: number; rows: Array<{ place: number | null; backNo: string | null }> } = { finishers: 0, rows: [] };
    for (let i = 0; i < 40 && board.finishers < RUNNERS; i++) {
      board = (await (await fetch(`${BASE}/api/live?ticketSeq=${ticketSeq}`)).json()) as typeof board;
      if (board.finishers < RUNNERS) await new Promise((r) => setTimeout(r, 500));
    }
    // Equal net times share a place (1-2-2-4): a row's place is 1 + the runners with a shorter time.
    const placeAt = nets.map((n, i) => (i > 0 && nets[i - 1].net === n.net ? -1 : i + 1));
    for (let i = 1; i < placeAt.length; i++) if (placeAt[i] === -1) placeAt[i] = placeAt[i - 1];
    const wrong = board.rows.filter((r, i) => r.backNo !== String(nets[i]?.bib) || r.place !== placeAt[i]).length;
    rows.push([
      'places',
      `${board.finishers} finishers on the board, ${wrong} rows whose place or position differs from their net time's (must be 0)`,
    ]);

    // 3. The read path.
    for (const p of ['/record/live', `/api/live?ticketSeq=${ticketSeq}&limit=100`, `/api/live?ticketSeq=${ticketSeq}`]) {
      await settle(`${BASE}/api/ticket/sold`);
      const res = await fetch(`${BASE}${p}`);
      const body = Buffer.from(await res.arrayBuffer());
      if (res.status !== 200) throw new Error(`${p} answered ${res.status}`);
      const site = await load(`${BASE}${p}`);
      await settle(`${BASE}/api/ticket/sold`);
      const b = await bare(res.headers.get('content-type') ?? 'text/html', body);
      rows.push([`${p} site (${body.length.toLocaleString()} bytes)`, figures(site)]);
      rows.push([`${p} bare node:http`, figures(b)]);
      rows.push([`${p} ratio`, `${(site.rps / b.rps).toFixed(3)}x (goal >= 0.15x)`]);
    }
  } finally {
    await stopNext(server);
    await db.stop().catch(() => undefined);
  }
  printTable(
    `[bench:live] ${new Date().toISOString()} (node ${process.version}, ${os.availableParallelism()} cores, load average ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}, WEB_CONCURRENCY ${env.server.WEB_CONCURRENCY ?? 'cores'}, ${READ_CONNECTIONS} connections, ${READ_SECONDS} s each)`,
    rows,
  );
}

main().catch((err) => {
  console.error('bench:live failed:', err);
  process.exit(1);
});
