import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECURITY_HEADERS } from '../security/response-headers.mjs';
import { readBodyCapped } from './body-limit';
import { createDirectRoutes, type RouteHandler } from './direct-route.mjs';
import { ApiError } from '@/lib/errors';
import { jsonAnswer } from './handler';
import { directAnswerOf } from './direct-answer.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');
let server: http.Server;
let base = '';
let passed = 0;
const seen: Array<{ url: string; method: string; body: string; cookie: string | null; arrived: string | null }> = [];

const echo: RouteHandler = async (req) => {
  // As every route handler called this way reads its body (parseJson): the worker entry hands it over.
  let body: string;
  try {
    body = new TextDecoder().decode(await readBodyCapped(req, 64 * 1024));
  } catch (err) {
    return Response.json({}, { status: err instanceof ApiError ? err.status : 500 });
  }
  seen.push({ url: req.url, method: req.method, body, cookie: req.headers.get('cookie'), arrived: req.headers.get('x-accept-arrived') });
  const res = Response.json({ joinSeq: 1234, bytes: body.length });
  res.headers.append('set-cookie', 'a=1; Path=/');
  res.headers.append('set-cookie', 'b=2; Path=/');
  // What NextResponse.cookies.set adds for Next's router.
  res.headers.set('x-middleware-set-cookie', 'a=1; Path=/');
  return res;
};
// As the record routes answer: jsonAnswer gives a request of the worker entry an answer record, no web Response.
const lookup: RouteHandler = async (req) =>
  jsonAnswer(
    req,
    { errorCode: 'Q0001', errorMessage: '대기' },
    {
      status: 503,
      headers: { 'Retry-After': '2' },
      cookies: [{ name: 'orderId', value: 'abc', options: { path: '/', maxAge: 600, httpOnly: true, sameSite: 'lax' } }],
    },
  );
const broken: RouteHandler = async () => {
  throw new Error('SELECT secret FROM internals');
};

beforeAll(async () => {
  const direct = createDirectRoutes(
    root,
    new Map([
      ['POST /api/applicant/applyFor', echo],
      ['POST /broken', broken],
      ['POST /api/ranking/person', lookup],
    ]),
  );
  server = http.createServer((req, res) => {
    // As the worker entry does before the lane: headers it decides replace what a client sent.
    if (req.headers['x-accept-arrived']) req.headers['x-accept-arrived'] = '42';
    direct(req, res, () => {
      passed++;
      res.end('next');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => {
  server.closeAllConnections();
  return new Promise<void>((r) => server.close(() => r()));
});

describe('route handlers called directly by the worker entry', () => {
  it('gives the handler the request (URL with query, method, headers as the worker entry left them, body) and writes its answer back, every cookie included', async () => {
    const res = await fetch(`${base}/api/applicant/applyFor?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'NEXT_LOCALE=en', 'x-accept-arrived': '1' },
      body: JSON.stringify({ joiner: { joinerName: '홍길동' } }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ joinSeq: 1234, bytes: JSON.stringify({ joiner: { joinerName: '홍길동' } }).length });
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(res.headers.get('x-middleware-set-cookie')).toBeNull();
    // The headers next.config.ts gives every answer of Next.
    for (const { key, value } of SECURITY_HEADERS) expect(res.headers.get(key)).toBe(value);
    expect(seen.at(-1)).toEqual({
      url: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/api\/applicant\/applyFor\?x=1$/),
      method: 'POST',
      body: JSON.stringify({ joiner: { joinerName: '홍길동' } }),
      cookie: 'NEXT_LOCALE=en',
      arrived: '42',
    });
  });

  it("writes a route's answer record (jsonAnswer) as it is, with its status, headers and the security headers", async () => {
    const res = await fetch(`${base}/api/ranking/person`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' });
    expect(res.status).toBe(503);
    expect(res.headers.get('retry-after')).toBe('2');
    expect(res.headers.get('content-type')).toBe('application/json');
    const [cookie] = res.headers.getSetCookie();
    expect(cookie).toMatch(/^orderId=abc; Max-Age=600; Path=\/; Expires=.+ GMT; HttpOnly; SameSite=Lax$/);
    for (const { key, value } of SECURITY_HEADERS) expect(res.headers.get(key)).toBe(value);
    expect(await res.json()).toEqual({ errorCode: 'Q0001', errorMessage: '대기' });
  });

  it('gives any request not built by the worker entry a web Response from jsonAnswer', async () => {
    const answer = jsonAnswer(
      new Request('http://localhost/api/ranking/team', { method: 'POST' }),
      { records: [] },
      { status: 201, cookies: [{ name: 'orderId', value: 'abc', options: { path: '/', maxAge: 600, httpOnly: true } }] },
    );
    expect(answer).toBeInstanceOf(Response);
    expect(answer.headers.getSetCookie()[0]).toMatch(/^orderId=abc; Path=\/; Expires=.+; Max-Age=600; HttpOnly/);
    expect(directAnswerOf(answer)).toBeNull();
    expect(answer.status).toBe(201);
    expect(await answer.json()).toEqual({ records: [] });
  });

  it('leaves every other method and path to Next', async () => {
    const before = passed;
    expect(await (await fetch(`${base}/api/applicant/applyFor`)).text()).toBe('next');
    expect(await (await fetch(`${base}/api/applicant/other`, { method: 'POST', body: '{}' })).text()).toBe('next');
    expect(passed - before).toBe(2);
  });

  it("lets the handler's own body limit decide on a large body", async () => {
    const res = await fetch(`${base}/api/applicant/applyFor`, { method: 'POST', body: 'x'.repeat(200 * 1024) });
    expect(res.status).toBe(413);
  });

  it('answers a handler that throws with the generic A0001 in the visitor language, without internals', async () => {
    const ko = await fetch(`${base}/broken`, { method: 'POST', body: '{}' });
    expect(ko.status).toBe(500);
    const body = await ko.text();
    expect(JSON.parse(body)).toMatchObject({ errorCode: 'A0001' });
    expect(body).not.toContain('SELECT');
    const en = await fetch(`${base}/broken`, { method: 'POST', body: '{}', headers: { cookie: 'NEXT_LOCALE=en' } });
    expect((await en.json()).errorMessage).toMatch(/^The system service/);
  });
});
