/**
 * `npm run bench:upload`: hostile and honest activity uploads (POST /api/untact/upload) against one
 * site worker (WEB_CONCURRENCY=1, so the upload and the health checks share it, the worst case),
 * on a fresh embedded database with the demo profile. For each file it prints the answer (status,
 * message or points), its time, the server's peak memory above its resting level (resident set of
 * the server's processes, read from /proc every 20 ms) and the latency of GET /api/health, polled
 * every 50 ms on a connection of its own while the upload runs (p50, p99, max).
 * The files: 20 real points followed by 400,000 and 1,000,000 empty elements (1.6 and 4 MB, the
 * reproductions of the review, which took 14.7 s and 48 s with a document tree), the same padded
 * to 20 MB (past the size limit), 16 MB just under it of elements nested as deep as the depth cap
 * allows, and two honest 6-hour runs recorded every second (Garmin Connect TCX with
 * power, 15.2 MiB; Garmin GPX, 7.8 MiB). Goal: every file refused or parsed within the limits while
 * every health check answers under 1 s. It prints the load average beside each case: on a machine
 * whose cores other work keeps busy, checks also wait for a core. A script that prints figures, not a test.
 */
import http from 'node:http';
import os from 'node:os';
import { readFileSync } from 'node:fs';
import { straightRun, toGarminGpx, toGarminTcx, toGpx11 } from '@/lib/untact/test-tracks';
import { childrenOf } from '../lib/child-processes';
import { ensureBuild, serverEnv, startNext, stopNext } from '../lib/stack';
import { freshDatabase, nameOf, pct, PORT, printTable } from './common';

const BASE = `http://127.0.0.1:${PORT}`;
let clients = 0;
/** A client address of its own per upload (uploads are limited per client). */
const nextClient = () => `10.77.${Math.floor(++clients / 250)}.${1 + (clients % 250)}`;

/** Resident memory, bytes, of `pid` and its descendants (Linux /proc; 0 elsewhere). */
function treeRss(pid: number): number {
  let kb = 0;
  try {
    kb = Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
  return kb * 1024 + childrenOf(pid).reduce((s, c) => s + treeRss(c), 0);
}

/** Registers one untact runner of the demo's 10 km course; returns the upload's proof fields. */
async function untactRunner(i: number): Promise<Record<string, string>> {
  const tickets = (await (await fetch(`${BASE}/api/join/ticket-info`)).json()) as Array<{ ticketSeq: number; ticketType: string }>;
  const ticketSeq = tickets.find((t) => t.ticketType === 'online')!.ticketSeq;
  const name = `업로드${nameOf(i)}`;
  const phone = `0109${String(1_000_000 + i).padStart(7, '0')}`;
  const res = await fetch(`${BASE}/api/applicant/applyFor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify({
      joiner: {
        joinerName: name,
        cellphone: phone,
        zipcode: '34126',
        zipAddress: '대전 유성구 대학로 99',
        address: '1동',
        paymentType: 'BANK',
      },
      runners: [{ ticketSeq, choiceOption: '100', runnerName: name, birthday: '19850505', gender: 'F', cellphone: phone }],
    }),
  });
  const { joinSeq } = (await res.json()) as { joinSeq: number };
  const proof = { joinSeq: String(joinSeq), joinerName: name, cellphone: phone };
  const found = await fetch(`${BASE}/api/untact/search`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': nextClient() },
    body: JSON.stringify(proof),
  });
  const { runners } = (await found.json()) as { runners: Array<{ runnerSeq: number }> };
  return { ...proof, runnerSeq: String(runners[0].runnerSeq) };
}

/** GET /api/health every 50 ms until stopped; the latencies, ms (a failed check counts as 10 s). */
function pollHealth(): { stop: () => Promise<number[]> } {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const latencies: number[] = [];
  let running = true;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      const ok = await new Promise<boolean>((resolve) => {
        const req = http.get(`${BASE}/api/health`, { agent, timeout: 10_000 }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode === 200));
        });
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', () => resolve(false));
      });
      latencies.push(ok ? performance.now() - start : 10_000);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return {
    stop: async () => {
      running = false;
      await loop;
      agent.destroy();
      return latencies.sort((a, b) => a - b);
    },
  };
}

/** 20 real points (run an hour ago) followed by `filler` inside the track segment. */
const padded = (filler: string) =>
  toGpx11(straightRun(20, 100, 30, new Date(Date.now() - 3_600_000))).replace('</trkseg>', `${filler}</trkseg>`);

/** Elements nested 28 deep (under the depth cap), repeated to `bytes` (just under the size limit). */
function deepAndWide(bytes: number): string {
  const unit = `${'<y>'.repeat(28)}${'</y>'.repeat(28)}`;
  return padded(unit.repeat(Math.floor((bytes - 4_000) / unit.length)));
}

async function main() {
  const db = await freshDatabase('bench-upload');
  let server: Awaited<ReturnType<typeof startNext>> | undefined;
  try {
    ensureBuild();
    server = await startNext(
      PORT,
      { ...serverEnv(db.dataDir, PORT, db.url), LOG_LEVEL: 'warn', TRUST_PROXY: '1', WEB_CONCURRENCY: '1' },
      true,
    );
    const pid = server.pid!;
    const sixHours = straightRun(21_599, 2.8, 1, new Date(Date.now() - 7 * 3_600_000));
    const files: Array<[string, () => string | Buffer]> = [
      ['1.6 MB: 20 points + 400,000 empty elements', () => padded('<x/>'.repeat(400_000))],
      ['4 MB: 20 points + 1,000,000 empty elements', () => padded('<x/>'.repeat(1_000_000))],
      ['20 MB: 20 points + 5,000,000 empty elements', () => padded('<x/>'.repeat(5_000_000))],
      ['16 MB: 2.4 million elements nested 28 deep', () => deepAndWide(16 * 1024 * 1024 - 100_000)],
      ['honest: 6 h at 1 s, Garmin TCX with power', () => toGarminTcx(sixHours, true)],
      ['honest: 6 h at 1 s, Garmin GPX', () => toGarminGpx(sixHours)],
    ];
    // Load the route's code and the parse worker's once, as a visitor before the bench would.
    const warm = await untactRunner(0);
    await upload(warm, padded(''));
    let i = 1;
    for (const [title, make] of files) {
      const proof = await untactRunner(i++);
      const body = make();
      await new Promise((r) => setTimeout(r, 1_000));
      const rest = treeRss(pid);
      let peak = rest;
      const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 20);
      const health = pollHealth();
      const t0 = performance.now();
      const answer = await upload(proof, body);
      const ms = performance.now() - t0;
      // Health checks keep running briefly after the answer: the worker's clean-up happens then.
      await new Promise((r) => setTimeout(r, 500));
      clearInterval(sampler);
      const checks = await health.stop();
      printTable(title, [
        ['file', `${(Buffer.byteLength(body) / 1024 / 1024).toFixed(1)} MiB`],
        ['answer', `${answer.status} ${answer.summary}`],
        ['upload answered in', `${Math.round(ms)} ms`],
        ['server memory, peak above rest', `${((peak - rest) / 1024 / 1024).toFixed(0)} MB (rest ${(rest / 1024 / 1024).toFixed(0)} MB)`],
        [
          'GET /api/health during the upload',
          `${checks.length} checks, p50 ${Math.round(pct(checks, 50))} ms, p99 ${Math.round(pct(checks, 99))} ms, max ${Math.round(checks.at(-1) ?? 0)} ms`,
        ],
        ['goal', `health p99 < 1000 ms: ${pct(checks, 99) < 1000 ? 'met' : 'MISSED'}`],
        // The machine's other work shows in every latency: a check answered late on a busy machine
        // is waiting for a core, not for this upload.
        [
          'load average (1, 5, 15 min)',
          os
            .loadavg()
            .map((l) => l.toFixed(1))
            .join(' '),
        ],
      ]);
    }
  } finally {
    await stopNext(server);
    await db.stop();
  }
}

/** POST /api/untact/upload of `content` for `proof`; status and a one-line summary of the answer. */
async function upload(proof: Record<string, string>, content: string | Buffer): Promise<{ status: number; summary: string }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(proof)) form.set(k, v);
  form.set('file', new Blob([new Uint8Array(Buffer.from(content))]), 'run.gpx');
  const res = await fetch(`${BASE}/api/untact/upload`, { method: 'POST', body: form, headers: { 'x-forwarded-for': nextClient() } }).catch(
    (err: Error) => err,
  );
  // The site cuts a body far past the limit without reading it: the client may see the cut first.
  if (res instanceof Error) return { status: 0, summary: `connection cut by the site (${res.message})` };
  const json = (await res.json().catch(() => ({}))) as { errorMessage?: string; distance?: number; record?: { elapseTime: number } };
  const summary = json.errorMessage ?? `stored: ${json.distance} m in ${json.record?.elapseTime} s`;
  return { status: res.status, summary };
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
