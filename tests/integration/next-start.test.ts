import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childEnv } from '@/lib/env/schema.mjs';
import { joinerBody, runnerBody } from '../helpers/people';
import { freePort } from '../helpers/ports';
import { rawRequest, type RawAnswer } from '../helpers/raw-http';
import { BASE_URL } from '../helpers/env';
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

  it("answers an application as the server entry's own handler does: status, JSON, cookie and headers", async () => {
    // The server entry (BASE_URL) serves POST /api/applicant/applyFor with a node handler of its own
    // (server/apply-for.ts); next start serves the route. Each case goes to both, with the same body.
    const t = await createTicket({ acceptable: 10 });
    const application = (ticketSeq = t.ticketSeq) => {
      const joiner = joinerBody();
      return { joiner, runners: [runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })] };
    };
    const post = (at: string, body: unknown, headers: Record<string, string> = {}) =>
      rawRequest(at, 'POST', '/api/applicant/applyFor', { body, headers });
    // What both must agree on: everything but the values that differ per application or per server.
    const shape = (a: RawAnswer) => ({
      status: a.status,
      body: JSON.parse(a.text.replace(/"joinSeq":\d+/, '"joinSeq":0').replace(/"(joinHash|brief)":"[^"]+"/g, '"$1":"-"')),
      // Attribute names and values such as SameSite's are case-insensitive (RFC 6265 §5.2).
      cookie: a.headers['set-cookie']?.map((c) =>
        c
          .replace(/^orderId=[^;]+/, 'orderId=-')
          .replace(/Expires=[^;]+/, 'Expires=-')
          .toLowerCase()
          .split('; ')
          .sort(),
      ),
      headers: Object.fromEntries(
        [
          'content-type',
          'cache-control',
          'retry-after',
          'x-content-type-options',
          'x-frame-options',
          'referrer-policy',
          'strict-transport-security',
          'permissions-policy',
          'content-security-policy',
        ].map((name) => [name, a.headers[name]]),
      ),
    });
    const english = { cookie: 'NEXT_LOCALE=en' };
    const cases: Array<[string, number, () => [unknown, Record<string, string>?]]> = [
      ['accepted', 200, () => [application(), english]],
      ['malformed JSON', 400, () => ['{"joiner":', english]],
      ['a field refused, in English', 400, () => [{ ...application(), joiner: { ...application().joiner, cellphone: '12' } }, english]],
      ['a field refused, in Korean', 400, () => [{ ...application(), joiner: { ...application().joiner, cellphone: '12' } }]],
      ['a control character', 400, () => [{ ...application(), joiner: { ...application().joiner, joinerName: 'a\u0000b' } }]],
      ['a foreign origin', 403, () => [application(), { origin: 'http://localhost:1' }]],
      ['a text/plain post', 415, () => [application(), { 'content-type': 'text/plain' }]],
      ['over 64 kB', 413, () => [{ ...application(), pad: 'x'.repeat(70 * 1024) }]],
    ];
    for (const [name, status, make] of cases) {
      // A body each: the same person twice is refused as already applied (S0004).
      const own = await post(BASE_URL, ...make());
      const next = await post(base, ...make());
      expect(own.status, `${name}: ${own.text}`).toBe(status);
      expect(shape(own), name).toEqual(shape(next));
      // Only the acceptance sets the order-id cookie, on both.
      expect(own.headers['set-cookie']?.length ?? 0, name).toBe(status === 200 ? 1 : 0);
    }
    // A course once full: the server entry refuses from its known-full marks before the route runs
    // (server/shed-load.mjs), next start in the route; the answer is the same.
    const one = await createTicket({ acceptable: 1 });
    expect((await post(BASE_URL, application(one.ticketSeq))).status).toBe(200);
    const [own, next] = [await post(BASE_URL, application(one.ticketSeq)), await post(base, application(one.ticketSeq))];
    expect(shape(own), 'sold out').toEqual(shape(next));
    expect(JSON.parse(own.text).errorCode).toBe('S0003');
  });
});
