import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '@/lib/env/schema.mjs';
import { joinerBody, runnerBody } from '../helpers/people';
import { freePort } from '../helpers/ports';
import { rawRequest } from '../helpers/raw-http';
import { createTicket } from '../helpers/tickets';

// The server entry (server/main.mjs) is an optional layer: the same build served by plain `next start`,
// on the test database with the test server's secrets (inherited from the test environment), must run
// the core flows, the routes the entry normally serves itself included (here through Next's router).
const root = path.resolve(import.meta.dirname, '..', '..');
const nextBin = path.join(root, 'node_modules', 'next', 'dist', 'bin', 'next');
let server: ChildProcess | undefined;
let base: string;

beforeAll(async () => {
  const port = await freePort();
  // By the name Next serves by default: proxy.ts's language rewrite keeps the request's host, and
  // Next would proxy a rewrite to another host name (127.0.0.1) as an external URL.
  base = `http://localhost:${port}`;
  server = spawn(process.execPath, [nextBin, 'start', '-p', String(port)], {
    cwd: root,
    // The test server runs the jobs; this one only serves.
    env: childEnv({ NODE_ENV: 'production', JOBS_WORKER: '0', NEXTAUTH_URL: base }),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 110_000;
  for (;;) {
    if (server.exitCode !== null) throw new Error(`next start exited with ${server.exitCode}`);
    const ready = await rawRequest(base, 'GET', '/api/health').catch(() => null);
    if (ready?.status === 200) break;
    if (Date.now() > deadline) throw new Error('next start did not answer within 110 s');
    await new Promise((r) => setTimeout(r, 300));
  }
});

afterAll(async () => {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  await new Promise<void>((resolve) => {
    server!.once('exit', () => resolve());
    server!.kill('SIGTERM');
  });
});

describe('plain next start on the same build', () => {
  it('serves the home page in both languages and the live counts', async () => {
    const home = await rawRequest(base, 'GET', '/');
    expect(home.status).toBe(200);
    expect(home.text).toMatch(/<html[^>]*lang="ko"/);
    const english = await rawRequest(base, 'GET', '/guide', { headers: { cookie: 'NEXT_LOCALE=en' } });
    expect(english.text).toMatch(/<html[^>]*lang="en"/);
    const sold = await rawRequest(base, 'GET', '/api/ticket/sold');
    expect(sold.status).toBe(200);
    expect(Array.isArray(JSON.parse(sold.text))).toBe(true);
    expect((await rawRequest(base, 'GET', '/apply/individual')).status).toBe(200);
  });

  it('accepts an application, finds it again, refuses a full course and answers a record lookup', async () => {
    const t = await createTicket({ acceptable: 1 });
    const joiner = joinerBody();
    const runner = runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone });
    const applied = await rawRequest(base, 'POST', '/api/applicant/applyFor', { body: { joiner, runners: [runner] } });
    expect(applied.status, applied.text).toBe(200);
    const { joinSeq } = JSON.parse(applied.text) as { joinSeq: number };
    expect(String(applied.headers['set-cookie'])).toMatch(/orderId=.*HttpOnly/i);
    expect(applied.headers['x-content-type-options']).toBe('nosniff');

    const found = await rawRequest(base, 'POST', '/api/application/search', {
      body: { joinSeq: String(joinSeq), joinerName: joiner.joinerName, cellphone: joiner.cellphone },
    });
    expect(found.status, found.text).toBe(200);
    expect(JSON.parse(found.text).joiner).toMatchObject({ joinSeq, paymentStatus: 'RSVT' });

    const other = joinerBody();
    const full = await rawRequest(base, 'POST', '/api/applicant/applyFor', {
      body: { joiner: other, runners: [runnerBody(t.ticketSeq, { runnerName: other.joinerName, cellphone: other.cellphone })] },
    });
    expect(full.status).toBe(409);
    expect(JSON.parse(full.text).errorCode).toBe('S0003');

    const records = await rawRequest(base, 'POST', '/api/ranking/person', {
      body: { holdRound: 22, backNo: '99999', runnerName: '없는사람' },
    });
    expect(records.status, records.text).toBe(200);
    expect(JSON.parse(records.text)).toEqual([]);
  });
});
