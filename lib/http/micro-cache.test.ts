import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { RequestCookies } from 'next/dist/compiled/@edge-runtime/cookies';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearMicroCache, MICRO_CACHE_BRIDGE } from './micro-cache-bridge.mjs';
import { createMicroCache } from './micro-cache.mjs';

// Stands in for Next: counts the calls per path and answers with the headers the path asks for.
const calls = new Map<string, number>();
let delayMs = 0;
const upstream = http.createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://x');
  calls.set(url.pathname, (calls.get(url.pathname) ?? 0) + 1);
  const n = calls.get(url.pathname);
  const answer = () => {
    if (url.pathname === '/private') res.setHeader('cache-control', 'private, no-store');
    else if (url.pathname === '/cookie') {
      res.setHeader('cache-control', 'public, s-maxage=60');
      res.setHeader('set-cookie', 'a=b');
    } else if (url.pathname === '/missing') {
      res.statusCode = 404;
      res.setHeader('cache-control', 'public, s-maxage=60');
    } else res.setHeader('cache-control', 'public, max-age=1, s-maxage=60');
    // The language as Next chooses it: its own parser of request cookies.
    const locale = new RequestCookies(new Headers({ cookie: req.headers.cookie ?? '' })).get('NEXT_LOCALE')?.value === 'en' ? 'en' : 'ko';
    res.setHeader('content-type', 'text/plain');
    res.end(`${url.pathname} ${locale} #${n}`);
  };
  if (delayMs) setTimeout(answer, delayMs);
  else answer();
});

let front: http.Server;
let base = '';
let passed = 0;
let cache: ReturnType<typeof createMicroCache>;

beforeAll(async () => {
  await new Promise<void>((r) => upstream.listen(0, '127.0.0.1', r));
  cache = createMicroCache({ maxAgeMs: 1_000, upstream: upstream.address() as AddressInfo });
  front = http.createServer((req, res) => {
    cache.serve(req, res, () => {
      passed++;
      res.end('passed');
    });
  });
  await new Promise<void>((r) => front.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
});

afterAll(async () => {
  for (const s of [front, upstream]) {
    s.closeAllConnections();
    await new Promise<void>((r) => s.close(() => r()));
  }
});

beforeEach(() => {
  calls.clear();
  cache.clear();
  passed = 0;
  delayMs = 0;
});

const get = async (p: string, headers: Record<string, string> = {}) => {
  const res = await fetch(`${base}${p}`, { headers });
  return { status: res.status, text: await res.text(), cache: res.headers.get('x-micro-cache') };
};

describe('the worker micro-cache', () => {
  it('serves a public answer from memory for at most maxAgeMs, then asks again', async () => {
    expect(await get('/page')).toMatchObject({ text: '/page ko #1', cache: 'miss' });
    expect(await get('/page')).toMatchObject({ text: '/page ko #1', cache: 'hit' });
    expect(calls.get('/page')).toBe(1);
    await new Promise((r) => setTimeout(r, 1_100));
    expect(await get('/page')).toMatchObject({ text: '/page ko #2', cache: 'miss' });
  });

  it('lets visitors arriving together share one fetch', async () => {
    delayMs = 100;
    const answers = await Promise.all(Array.from({ length: 20 }, () => get('/rush')));
    expect(calls.get('/rush')).toBe(1);
    expect(new Set(answers.map((a) => a.text))).toEqual(new Set(['/rush ko #1']));
  });

  it('keeps one copy per language (NEXT_LOCALE cookie) and per query', async () => {
    await get('/page');
    expect((await get('/page', { cookie: 'x=1; NEXT_LOCALE=en' })).text).toBe('/page en #2');
    expect((await get('/page', { cookie: 'NEXT_LOCALE=ko' })).text).toBe('/page ko #1');
    expect((await get('/page?pageNo=2')).text).toBe('/page ko #3');
  });

  it('reads the language as Next does, so no cookie spelling stores one language under the other', async () => {
    // Percent-encoded 'en' is English to Next: its page must not become the Korean copy.
    expect((await get('/page', { cookie: 'NEXT_LOCALE=%65n' })).text).toBe('/page en #1');
    expect((await get('/page', { cookie: 'NEXT_LOCALE=ko' })).text).toBe('/page ko #2');
    expect((await get('/page')).text).toBe('/page ko #2');
    // Two cookies: the last one counts for Next, so the Korean page is not the English copy.
    expect((await get('/page', { cookie: 'NEXT_LOCALE=en; NEXT_LOCALE=ko' })).text).toBe('/page ko #2');
    expect((await get('/page', { cookie: 'NEXT_LOCALE=en' })).text).toBe('/page en #1');
  });

  it('never keeps a private, cookie-setting or non-200 answer, but still delivers it', async () => {
    for (const p of ['/private', '/cookie', '/missing']) {
      const first = await get(p);
      expect(first.text).toBe(`${p} ko #1`);
      expect(first.cache).toBeNull();
      expect((await get(p)).text).toBe(`${p} ko #2`);
    }
    expect((await get('/missing')).status).toBe(404);
  });

  it('leaves other methods, the staff console, client navigations, reloads and conditional requests to Next', async () => {
    await get('/page');
    const before = passed;
    await fetch(`${base}/page`, { method: 'POST', body: 'x' });
    await get('/user/reception');
    await get('/page', { rsc: '1' });
    await get('/page', { 'if-none-match': '"x"' });
    expect(passed - before).toBe(4);
    // A reload (no-cache) is not answered from memory.
    expect((await get('/page', { 'cache-control': 'no-cache' })).cache).not.toBe('hit');
  });

  it('clears on an invalidation through the bridge, and never keeps a fetch that started before it', async () => {
    (globalThis as Record<symbol, unknown>)[MICRO_CACHE_BRIDGE] = { clear: cache.clear };
    try {
      await get('/page');
      clearMicroCache();
      expect(cache.size()).toBe(0);
      expect((await get('/page')).text).toBe('/page ko #2');
      delayMs = 100;
      cache.clear();
      const during = get('/page');
      while (calls.get('/page') !== 3) await new Promise((r) => setTimeout(r, 5));
      clearMicroCache();
      expect((await during).text).toBe('/page ko #3');
      expect(cache.size()).toBe(0);
    } finally {
      delete (globalThis as Record<symbol, unknown>)[MICRO_CACHE_BRIDGE];
    }
  });
});
