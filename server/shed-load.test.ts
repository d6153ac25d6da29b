import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readNodeBody } from './node-body.mjs';
import { createLoadShedder } from './shed-load.mjs';

const root = path.resolve(import.meta.dirname, '..');
const servers: http.Server[] = [];
const held: Array<() => void> = [];
const stamps: Array<string | string[] | undefined> = [];
const bodies: string[] = [];

/** A server with the gate in front of a stand-in for Next that holds applications until the test lets them go. */
async function serve(refuseFullEarly: boolean, hold = { holdMax: 0, holdMs: 0 }, trustProxy = false): Promise<string> {
  const shed = createLoadShedder(
    root,
    { inflightMax: 2, retryAfterSec: 3, ...hold },
    { ...(refuseFullEarly && { knownFullRefusal }), trustProxy },
  );
  const server = http.createServer((req, res) =>
    shed(req, res, (read) => {
      stamps.push(req.headers['x-accept-arrived']);
      // As the server entry does: the body the gate read, or the stream when it left it alone.
      void (read ? Promise.resolve(read) : readNodeBody(req)).then((b) => {
        bodies.push(b.toString('utf8'));
        if (req.method === 'GET') res.end('[]');
        else held.push(() => res.end('{"joinSeq":1234}'));
      });
    }),
  );
  servers.push(server);
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

let base = '';
let baseWithoutBody = '';
let baseHolding = '';
let behindProxy = '';

beforeAll(async () => {
  base = await serve(true);
  baseWithoutBody = await serve(false);
  baseHolding = await serve(true, { holdMax: 1, holdMs: 300 });
  behindProxy = await serve(true, undefined, true);
});

afterAll(async () => {
  for (const s of servers) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

const apply = (body: object = {}, cookie = '', at = base) =>
  fetch(`${at}/api/applicant/applyFor`, {
    method: 'POST',
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', cookie },
  });
const until = async (n: number) => {
  while (held.length < n) await new Promise((r) => setTimeout(r, 5));
};

/** Stands in for server/known-full.ts: course 7 is known full. */
function knownFullRefusal(body: Uint8Array) {
  let runners: unknown;
  try {
    runners = (JSON.parse(new TextDecoder().decode(body)) as { runners?: unknown }).runners;
  } catch {
    return null;
  }
  const full = Array.isArray(runners) && runners.some((r: { ticketSeq?: unknown }) => Number(r?.ticketSeq) === 7);
  return full ? { status: 409, body: JSON.stringify({ errorCode: 'S0003', errorMessage: '{"data":[{"ticketName":"하프"}]}' }) } : null;
}

describe('the opening-rush gate in the server entry', () => {
  it('answers applications past inflightMax with 503 Q0001 + Retry-After in the visitor language, and takes new ones once answers go out', async () => {
    const first = [apply(), apply()];
    await until(2);
    const refused = await apply();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(refused.headers.get('x-content-type-options')).toBe('nosniff');
    // Like every API answer (lib/http/handler.ts): never kept by a cache.
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    expect(await refused.json()).toMatchObject({ errorCode: 'Q0001', errorMessage: expect.stringContaining('Q0001') });
    const english = await (await apply({}, 'NEXT_LOCALE=en')).json();
    expect(english.errorMessage).toMatch(/retry automatically/);
    // Other calls are never shed.
    expect((await fetch(`${base}/api/ticket/sold`)).status).toBe(200);
    held.splice(0).forEach((go) => go());
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
    const later = apply();
    await until(1);
    held.splice(0).forEach((go) => go());
    expect((await later).status).toBe(200);
  });

  it('stamps each application it lets through with its arrival time, overwriting a stamp the client sent', async () => {
    stamps.length = 0;
    const before = Date.now();
    const answer = fetch(`${base}/api/applicant/applyFor`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-accept-arrived': '1' },
    });
    await until(1);
    held.splice(0).forEach((go) => go());
    await answer;
    expect(Number(stamps[0])).toBeGreaterThanOrEqual(before);
    expect(Number(stamps[0])).toBeLessThanOrEqual(Date.now());
  });

  it("behind a trusted proxy, stamps it with the proxy's X-Request-Start: the wait counts from the front door", async () => {
    stamps.length = 0;
    const atProxy = Date.now() - 400;
    const answer = fetch(`${behindProxy}/api/applicant/applyFor`, {
      method: 'POST',
      body: '{}',
      headers: { 'content-type': 'application/json', 'x-request-start': `t=${(atProxy / 1000).toFixed(3)}`, 'x-accept-arrived': '1' },
    });
    await until(1);
    held.splice(0).forEach((go) => go());
    await answer;
    expect(Number(stamps[0])).toBe(atProxy);
  });

  it('refuses an application naming a course known full with the route’s 409 S0003 at once, even with the queue full, and lets others through with their body', async () => {
    const queued = [apply(), apply()];
    await until(2);
    const full = await apply({ runners: [{ ticketSeq: 8 }, { ticketSeq: '7' }] });
    expect(full.status).toBe(409);
    expect(full.headers.get('cache-control')).toBe('private, no-store');
    expect(await full.json()).toEqual({ errorCode: 'S0003', errorMessage: '{"data":[{"ticketName":"하프"}]}' });
    // Not full, but the queue is: 503 as before.
    expect((await apply({ runners: [{ ticketSeq: 8 }] })).status).toBe(503);
    held.splice(0).forEach((go) => go());
    await Promise.all(queued);
    bodies.length = 0;
    const open = apply({ runners: [{ ticketSeq: 8 }] });
    await until(1);
    held.splice(0).forEach((go) => go());
    expect((await open).status).toBe(200);
    expect(bodies).toEqual([JSON.stringify({ runners: [{ ticketSeq: 8 }] })]);
    // Not an application: the route's own validation answers it.
    const odd = fetch(`${base}/api/applicant/applyFor`, { method: 'POST', body: 'not json' });
    await until(1);
    held.splice(0).forEach((go) => go());
    expect((await odd).status).toBe(200);
  });

  it('leaves the body unread and full courses to the route when the route is reached through Next', async () => {
    bodies.length = 0;
    const answer = apply({ runners: [{ ticketSeq: 7 }] }, '', baseWithoutBody);
    await until(1);
    held.splice(0).forEach((go) => go());
    expect((await answer).status).toBe(200);
    expect(bodies).toEqual([JSON.stringify({ runners: [{ ticketSeq: 7 }] })]);
  });

  it('holds an application past inflightMax until one in Next is answered, for at most holdMs and with at most holdMax others', async () => {
    const inNext = [apply({}, '', baseHolding), apply({}, '', baseHolding)];
    await until(2);
    const heldOne = apply({ runners: [{ ticketSeq: 8 }] }, '', baseHolding);
    await new Promise((r) => setTimeout(r, 50));
    // The hold is full: the next one is sent to the waiting room at once.
    expect((await apply({}, '', baseHolding)).status).toBe(503);
    expect(held.length).toBe(2);
    held.shift()!();
    // The held one goes into the place freed, with its body.
    await until(2);
    held.splice(0).forEach((go) => go());
    expect((await Promise.all([...inNext, heldOne])).map((r) => r.status)).toEqual([200, 200, 200]);

    // A wait that runs out is answered 503 Q0001 even while nothing in Next finishes.
    const again = [apply({}, '', baseHolding), apply({}, '', baseHolding)];
    await until(2);
    const started = Date.now();
    const late = await apply({}, '', baseHolding);
    expect(late.status).toBe(503);
    expect(Date.now() - started).toBeGreaterThanOrEqual(250);
    held.splice(0).forEach((go) => go());
    await Promise.all(again);
  });
});
