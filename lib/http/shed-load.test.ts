import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoadShedder } from './shed-load.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
let server: http.Server;
let base = '';
const held: Array<() => void> = [];
const stamps: Array<string | string[] | undefined> = [];

beforeAll(async () => {
  const shed = createLoadShedder(root, { inflightMax: 2, retryAfterSec: 3 });
  server = http.createServer((req, res) => {
    if (shed(req, res)) return;
    // Stands in for Next: applications are held until the test lets them go.
    req.resume();
    stamps.push(req.headers['x-accept-arrived']);
    if (req.method === 'GET') res.end('[]');
    else held.push(() => res.end('{"joinSeq":1234}'));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

const apply = (cookie = '') =>
  fetch(`${base}/api/applicant/applyFor`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json', cookie } });

describe('load shedding in the worker entry', () => {
  it('answers applications past inflightMax with 503 Q0001 + Retry-After in the visitor language, and takes new ones once answers go out', async () => {
    const first = [apply(), apply()];
    while (held.length < 2) await new Promise((r) => setTimeout(r, 5));
    const refused = await apply();
    expect(refused.status).toBe(503);
    expect(refused.headers.get('retry-after')).toBe('3');
    expect(await refused.json()).toMatchObject({ errorCode: 'Q0001', errorMessage: expect.stringContaining('Q0001') });
    const english = await (await apply('NEXT_LOCALE=en')).json();
    expect(english.errorMessage).toMatch(/retry automatically/);
    // Other calls are never shed.
    expect((await fetch(`${base}/api/ticket/sold`)).status).toBe(200);
    held.splice(0).forEach((go) => go());
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([200, 200]);
    const later = apply();
    while (held.length < 1) await new Promise((r) => setTimeout(r, 5));
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
    while (held.length < 1) await new Promise((r) => setTimeout(r, 5));
    held.splice(0).forEach((go) => go());
    await answer;
    expect(Number(stamps[0])).toBeGreaterThanOrEqual(before);
    expect(Number(stamps[0])).toBeLessThanOrEqual(Date.now());
  });
});
