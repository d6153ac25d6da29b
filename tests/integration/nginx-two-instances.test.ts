import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENTRY } from '@/scripts/lib/stack';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv, readSiteEnv } from '@/lib/env/schema.mjs';
import { findNginx, startNginx, type RunningNginx } from '@/scripts/lib/nginx';
import { adminToken, freshClientIp } from '../helpers/admin';
import { BASE_URL, testDb } from '../helpers/env';
import { joinerBody, runnerBody } from '../helpers/people';
import { freePort } from '../helpers/ports';
import { rawRequest } from '../helpers/raw-http';
import { createTicket } from '../helpers/tickets';
import * as schema from '@/db/schema';
import { eq } from 'drizzle-orm';

// Two instances of the site on one PostgreSQL behind the shipped nginx (docs/operations.md): the test
// server and a second production server started here with the same DATABASE_URL and secrets (inherited
// from the test environment) and TRUST_PROXY=1. Places, per-client limits, staff sessions and pages
// must agree whichever instance answers.
const nginxBin = findNginx(readSiteEnv().server.NGINX_PATH);
if (!nginxBin) console.warn(`nginx-two-instances: SKIPPED, no nginx at ${readSiteEnv().server.NGINX_PATH} (apt-get install nginx)`);

const root = path.resolve(import.meta.dirname, '..', '..');
const first = BASE_URL;
let second: string;
let front: string;
let instance: ChildProcess | undefined;
let nginx: RunningNginx | undefined;
let runtimeDir: string;

beforeAll(async () => {
  if (!nginxBin) return;
  const port = await freePort();
  instance = spawn(process.execPath, [SERVER_ENTRY], {
    cwd: root,
    env: childEnv({ PORT: String(port), NODE_ENV: 'production', WEB_CONCURRENCY: '1', TRUST_PROXY: '1' }),
    stdio: ['ignore', 'ignore', 'inherit'],
    // Its own process group: the last test kills the whole instance (primary and worker) at once.
    detached: true,
  });
  second = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (instance.exitCode !== null) throw new Error(`the second instance exited with ${instance.exitCode}`);
    const ready = await rawRequest(second, 'GET', '/api/ticket/sold').catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error('the second instance did not answer within 110 s');
    await new Promise((r) => setTimeout(r, 300));
  }
  runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  const frontPort = await freePort();
  nginx = await startNginx(nginxBin, {
    listenPort: frontPort,
    upstreams: [`127.0.0.1:${new URL(first).port}`, `127.0.0.1:${port}`],
    runtimeDir,
    connPerAddress: 256,
    reqPerSecond: 50,
  });
  front = `http://127.0.0.1:${frontPort}`;
});

afterAll(async () => {
  await nginx?.stop();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
  if (instance && instance.exitCode === null && instance.signalCode === null) {
    await new Promise<void>((resolve) => {
      instance!.once('exit', () => resolve());
      instance!.kill('SIGTERM');
    });
  }
});

describe.skipIf(!nginxBin)('two instances behind nginx on one PostgreSQL', () => {
  it('sells a course once across both: its places are taken once, and both show the same count', async () => {
    const t = await createTicket({ acceptable: 3 });
    const codes: string[] = [];
    // nginx sends consecutive requests to the instances in turn.
    for (let i = 0; i < 8; i++) {
      const joiner = joinerBody();
      const runner = runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone });
      const res = await rawRequest(front, 'POST', '/api/applicant/applyFor', { body: { joiner, runners: [runner] } });
      codes.push(res.status === 200 ? 'OK' : String(JSON.parse(res.text).errorCode));
    }
    expect(codes.filter((c) => c === 'OK')).toHaveLength(3);
    expect(codes.filter((c) => c !== 'OK')).toEqual(Array(5).fill('S0003'));
    // The live counts are cached for about a second in each instance (and nginx): both agree within 3 s.
    await new Promise((r) => setTimeout(r, 3_000));
    for (const base of [first, second]) {
      const sold = JSON.parse((await rawRequest(base, 'GET', `/api/ticket/sold?after=${Date.now()}`)).text) as {
        ticketSeq: number;
        total: number;
      }[];
      expect(sold.find((s) => s.ticketSeq === t.ticketSeq)?.total, base).toBe(3);
    }
  });

  it("counts one client's failed lookups at both instances", async () => {
    const client = { 'x-forwarded-for': freshClientIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) {
      const res = await rawRequest(i % 2 ? second : first, 'POST', '/api/ranking/person', {
        body: { holdRound: 22, backNo: String(91_000 + i), runnerName: '없음' },
        headers: client,
      });
      statuses.push(res.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
  });

  it('honours a staff token signed by the other instance, and serves the same page', async () => {
    const token = await adminToken();
    const audit = await rawRequest(second, 'GET', '/api/admin/audit', { headers: { authorization: `Bearer ${token}` } });
    expect(audit.status, audit.text).toBe(200);
    const titles = [];
    for (const base of [first, second]) {
      const page = await rawRequest(base, 'GET', `/guide?probe=${Date.now()}`, { headers: { cookie: 'NEXT_LOCALE=en' } });
      expect(page.status).toBe(200);
      titles.push(/<title>([^<]*)<\/title>/.exec(page.text)?.[1]);
    }
    expect(titles[0]).toBeTruthy();
    expect(titles[1]).toBe(titles[0]);
  });

  // Last: it leaves the second instance dead.
  it('loses nothing acknowledged when one instance is killed (kill -9) in the middle of a rush', async () => {
    const t = await createTicket({ acceptable: 40 });
    const acknowledged: number[] = [];
    let killed = false;
    const statuses: number[] = [];
    let next = 0;
    // 120 applicants, 12 at a time, through nginx to both instances; the second dies once 10 are in.
    await Promise.all(
      Array.from({ length: 12 }, async () => {
        while (next < 120) {
          next++;
          const joiner = joinerBody();
          const runner = runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone });
          const res = await rawRequest(front, 'POST', '/api/applicant/applyFor', { body: { joiner, runners: [runner] } }).catch(() => null);
          statuses.push(res?.status ?? 0);
          if (res?.status === 200) acknowledged.push((JSON.parse(res.text) as { joinSeq: number }).joinSeq);
          if (!killed && acknowledged.length >= 10) {
            killed = true;
            process.kill(-instance!.pid!, 'SIGKILL');
          }
        }
      }),
    );
    expect(killed).toBe(true);
    // The survivor went on accepting until the course was full. An application the killed instance had
    // stored but not yet answered holds its place without an acknowledgement (its runner saw an error
    // and finds it by looking the entry up): so at most 40 were acknowledged, never more.
    expect(acknowledged.length).toBeGreaterThan(10);
    expect(acknowledged.length).toBeLessThanOrEqual(40);
    expect(new Set(acknowledged).size).toBe(acknowledged.length);
    const stored = await testDb()
      .select({ joinSeq: schema.joiners.joinSeq })
      .from(schema.runners)
      .innerJoin(schema.joiners, eq(schema.joiners.joinerId, schema.runners.joinerId))
      .where(eq(schema.runners.ticketSeq, t.ticketSeq));
    const storedSeqs = new Set(stored.map((r) => r.joinSeq));
    expect(acknowledged.filter((joinSeq) => !storedSeqs.has(joinSeq))).toEqual([]);
    // Nothing oversold: the course holds exactly its places, and its count says so.
    expect(stored).toHaveLength(40);
    const [course] = await testDb()
      .select({ total: schema.tickets.total })
      .from(schema.tickets)
      .where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(course.total).toBe(40);
    // What was cut off with the instance got an error (502), never a false acknowledgement.
    expect(statuses.every((status) => [200, 409, 502].includes(status))).toBe(true);
  }, 120_000);
});
