/**
 * `npm run bench:rush`: the registration opening on one machine (issue #2, ARCHITECTURE.md targets).
 * Production build + fresh embedded PostgreSQL; BENCH_APPLICANTS (10,000) distinct applicants over
 * BENCH_CONNECTIONS (1,000) concurrent keep-alive connections apply for the three courses at once.
 * Prints accepted per second, oversold places (must be 0), acknowledged-but-missing applications
 * (must be 0), 5xx count and latency percentiles. A script that prints figures, not a test.
 */
import http from 'node:http';
import { rmSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { ensureBuild, openDatabase, prepareDatabase, ROOT, serverEnv, startNext, stopNext } from '../lib/stack';

const APPLICANTS = Number(process.env.BENCH_APPLICANTS ?? 10_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 1_000);
const PORT = Number(process.env.BENCH_PORT ?? 3190);
const PG_PORT = Number(process.env.BENCH_PG_PORT ?? 54349);
const SYL = '가나다라마바사아자차카타파하강남도류민박서윤정조진한호성영수희지현우준';

/** A distinct letters-only name for applicant i (3 syllables cover 46,656 people). */
function nameOf(i: number): string {
  const n = SYL.length;
  return SYL[Math.floor(i / (n * n)) % n] + SYL[Math.floor(i / n) % n] + SYL[i % n];
}

interface Outcome {
  status: number;
  ms: number;
  /** Finish time in ms since the rush began. */
  doneAt: number;
  errorCode?: string;
  joinSeq?: number;
  network?: boolean;
}

function post(agent: http.Agent, body: string, t0: number): Promise<Outcome> {
  const start = performance.now();
  return new Promise((resolve) => {
    const req = http.request(
      { host: '127.0.0.1', port: PORT, path: '/api/applicant/applyFor', method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          const ms = performance.now() - start;
          let json: { joinSeq?: number; errorCode?: string } = {};
          try {
            json = JSON.parse(Buffer.concat(chunks).toString('utf8'));
          } catch {
            // non-JSON answer: counted by status
          }
          resolve({ status: res.statusCode ?? 0, ms, doneAt: performance.now() - t0, errorCode: json.errorCode, joinSeq: json.joinSeq });
        });
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('timeout')));
    req.on('error', () => resolve({ status: 0, ms: performance.now() - start, doneAt: performance.now() - t0, network: true }));
    req.end(body);
  });
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

async function main() {
  const dataDir = path.join(ROOT, '.data', 'bench');
  rmSync(dataDir, { recursive: true, force: true });
  const saved = process.env.DATABASE_URL;
  delete process.env.DATABASE_URL; // always a fresh embedded database: the bench must not touch real data
  const db = await openDatabase({ dataDir, port: PG_PORT });
  if (saved) process.env.DATABASE_URL = saved;
  let server: Awaited<ReturnType<typeof startNext>> | undefined;
  try {
    await prepareDatabase(db.url, 'demo');
    ensureBuild();
    server = await startNext(PORT, { ...serverEnv(dataDir, PORT, db.url), LOG_LEVEL: 'warn', DB_POOL_MAX: process.env.DB_POOL_MAX ?? '20' }, true);

    const tickets = (await (await fetch(`http://127.0.0.1:${PORT}/api/join/ticket-info`)).json()) as Array<{ ticketSeq: number; ticketCode: string; acceptable: number; choiceOption: string }>;
    const offline = tickets.filter((t) => ['HALF', '10KM', 'HEALTH'].includes(t.ticketCode));
    const bodies = Array.from({ length: APPLICANTS }, (_, i) => {
      const t = offline[i % offline.length];
      const phone = `010${String(10_000_000 + i).padStart(8, '0')}`;
      return JSON.stringify({
        joiner: { joinerName: nameOf(i), cellphone: phone, zipcode: '34126', zipAddress: '대전 유성구 대학로 99', address: '1동 101호', paymentType: 'BANK' },
        runners: [{ ticketSeq: t.ticketSeq, choiceOption: '100', runnerName: nameOf(i), birthday: '19850505', gender: i % 2 ? 'F' : 'M', cellphone: phone }],
      });
    });

    const agent = new http.Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    const outcomes: Outcome[] = new Array(APPLICANTS);
    let next = 0;
    console.log(`[bench] ${APPLICANTS} applicants over ${CONNECTIONS} connections; capacity ${offline.map((t) => `${t.ticketCode} ${t.acceptable}`).join(', ')}`);
    const t0 = performance.now();
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (next < APPLICANTS) {
          const i = next++;
          outcomes[i] = await post(agent, bodies[i], t0);
        }
      }),
    );
    const wallSec = (performance.now() - t0) / 1000;
    agent.destroy();

    const accepted = outcomes.filter((o) => o.status === 200);
    const lat = outcomes.map((o) => o.ms).sort((a, b) => a - b);
    const acceptedLat = accepted.map((o) => o.ms).sort((a, b) => a - b);
    const soldOutAt = accepted.length ? Math.max(...accepted.map((o) => o.doneAt)) : 0;

    const client = new pg.Client({ connectionString: db.url });
    await client.connect();
    const perTicket = await client.query<{ ticket_code: string; total: number; acceptable: number; live: number }>(`
      SELECT t.ticket_code, t.total, t.acceptable,
        (SELECT count(*)::int FROM runners r WHERE r.ticket_seq = t.ticket_seq AND r.active) AS live
      FROM tickets t ORDER BY t.display_order`);
    const seqs = accepted.map((o) => o.joinSeq!).filter(Boolean);
    const found = await client.query<{ n: number }>('SELECT count(DISTINCT join_seq)::int AS n FROM joiners WHERE join_seq = ANY($1::int[])', [seqs]);
    await client.end();

    const oversold = perTicket.rows.reduce((s, r) => s + Math.max(0, r.total - r.acceptable) + Math.max(0, r.live - r.acceptable), 0);
    const mismatch = perTicket.rows.filter((r) => r.total !== r.live).length;
    const count = (f: (o: Outcome) => boolean) => outcomes.filter(f).length;
    const lines = [
      `applicants                    ${APPLICANTS}`,
      `concurrent connections        ${CONNECTIONS}`,
      `wall time                     ${wallSec.toFixed(2)} s`,
      `requests per second           ${(APPLICANTS / wallSec).toFixed(0)}`,
      `accepted                      ${accepted.length}`,
      `accepted per second           ${(accepted.length / (soldOutAt / 1000)).toFixed(0)} (until the last place went, ${(soldOutAt / 1000).toFixed(2)} s)`,
      `S0003 sold out                ${count((o) => o.errorCode === 'S0003')}`,
      `S0004 already applied         ${count((o) => o.errorCode === 'S0004')}`,
      `other 4xx                     ${count((o) => o.status >= 400 && o.status < 500 && o.errorCode !== 'S0003' && o.errorCode !== 'S0004')}`,
      `5xx                           ${count((o) => o.status >= 500)}`,
      `network errors                ${count((o) => !!o.network)}`,
      `latency p50 / p99 / max (all) ${pct(lat, 50).toFixed(0)} / ${pct(lat, 99).toFixed(0)} / ${lat[lat.length - 1]?.toFixed(0)} ms`,
      `latency p50 / p99 (accepted)  ${pct(acceptedLat, 50).toFixed(0)} / ${pct(acceptedLat, 99).toFixed(0)} ms`,
      `per course total/capacity     ${perTicket.rows.map((r) => `${r.ticket_code} ${r.total}/${r.acceptable} (rows ${r.live})`).join(', ')}`,
      `places oversold               ${oversold}`,
      `course totals != stored rows  ${mismatch}`,
      `acknowledged but missing      ${seqs.length - found.rows[0].n}`,
    ];
    console.log(`\n[bench:rush] ${new Date().toISOString()} (node ${process.version}, DB_POOL_MAX ${process.env.DB_POOL_MAX ?? 20})`);
    for (const l of lines) console.log(`  ${l}`);
  } finally {
    await stopNext(server);
    await db.stop().catch(() => undefined);
  }
}

main().catch((err) => {
  console.error(`bench:rush failed: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
