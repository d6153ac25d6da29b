import http from 'node:http';
import CachePolicy from 'http-cache-semantics';
import { LRUCache } from 'lru-cache';
import { requestLocale } from './request-locale.mjs';
export { MICRO_CACHE_BRIDGE } from './micro-cache-bridge.mjs';

/**
 * The worker's shared micro-cache, in the worker entry before Next (ARCHITECTURE.md performance: the
 * read path is served from cache). At the opening of registration a thousand visitors ask for the
 * home page and the live counts in the same second; Next spends milliseconds of CPU on every request
 * even when the answer is a cached page, so the crowd would wait for the CPU. This cache does, inside
 * each worker, what a CDN in front of the site does with the same headers: a GET answered `public` or
 * with `s-maxage` (cached pages, /api/ticket/sold, /api/join/ticket-info; never a personal answer,
 * which is `private, no-store`) is kept for at most `maxAgeMs` and served to everybody asking for the
 * same thing in the meantime, and visitors arriving together while it is fetched share that one fetch.
 *
 * - Key: path and query, the language the NEXT_LOCALE cookie chooses (the only cookie a cached page
 *   depends on, the same rule as a CDN's, README), Accept-Encoding, Host and X-Forwarded-Proto.
 *   only a 200 without Set-Cookie is kept; http-cache-semantics applies the shared-cache rules
 *   (private, no-store, Authorization...) and re-checks the request on every hit (Vary,
 *   `Cache-Control: no-cache` from a reload).
 * - Never stale past a change: `clear()` drops everything and is called whenever a per-process cache
 *   is invalidated or a cached page revalidated (a course filled, places given back, staff edits; in
 *   every worker through PostgreSQL NOTIFY, lib/cache/shared-invalidation.ts). A fetch that started
 *   before a clear is served to its waiters but not kept.
 * - Bypassed: other methods, the staff console, Next's client navigations and prefetches (their answers
 *   vary by the router state), range and conditional requests.
 *
 * A miss is fetched from Next through `upstream` (a loopback server running Next's handler), so the
 * cache stores exactly the bytes and headers a visitor would get. Plain JavaScript: it runs in
 * scripts/server/cluster.mjs.
 */

const BYPASS_HEADERS = [
  'rsc',
  'next-router-prefetch',
  'next-router-state-tree',
  'next-router-segment-prefetch',
  'next-action',
  'next-url',
  'authorization',
  'range',
  'if-none-match',
  'if-modified-since',
];
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'transfer-encoding', 'upgrade', 'te', 'trailer', 'proxy-connection']);
/** An answer larger than this is not kept (cached pages are tens of kilobytes). */
const MAX_ENTRY_BYTES = 1024 * 1024;
/** Memory a worker spends on the cache at most. */
const MAX_TOTAL_BYTES = 32 * 1024 * 1024;

/** @param {import('node:http').IncomingMessage} req */
function keyOf(req) {
  const h = req.headers;
  return `${req.url}\n${requestLocale(req)}\n${h['accept-encoding'] ?? ''}\n${h.host ?? ''}\n${h['x-forwarded-proto'] ?? ''}`;
}

/** @param {import('node:http').IncomingMessage} req */
function cacheable(req) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const url = req.url ?? '';
  if (url.startsWith('/user') || url.startsWith('/api/user') || url.startsWith('/_next/')) return false;
  return !BYPASS_HEADERS.some((h) => h in req.headers);
}

/** The request as http-cache-semantics reads it. */
const policyRequest = (req) => ({ url: req.url, method: 'GET', headers: req.headers });

/**
 * @typedef {{ status: number, headers: Record<string, string | string[]>, body: Buffer }} Answer
 * @typedef {{ answer: Answer, policy: CachePolicy, expires: number }} Entry
 */

/**
 * @param {{ maxAgeMs: number, upstream: { port: number, host?: string } }} options
 *   maxAgeMs: the longest any answer is kept (0 turns the cache off); upstream: where Next answers
 * @returns {{
 *   serve: (req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse, pass: () => void) => void,
 *   clear: () => void,
 *   size: () => number,
 * }} serve answers `req` from the cache or through one shared fetch, or calls `pass` to let Next
 *   answer it directly; clear drops every answer (see above)
 */
export function createMicroCache({ maxAgeMs, upstream }) {
  /** @type {LRUCache<string, Entry>} */
  const entries = new LRUCache({ maxSize: MAX_TOTAL_BYTES, sizeCalculation: (e) => e.answer.body.length + 1 });
  /** @type {Map<string, Promise<Answer | null>>} */
  const inflight = new Map();
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let generation = 0;

  /** Fetches the answer to `req` from Next; null when the loopback call failed (the caller passes it on). */
  function fetchUpstream(req) {
    const headers = {};
    for (const [k, v] of Object.entries(req.headers)) if (!HOP_BY_HOP.has(k)) headers[k] = v;
    return new Promise((resolve) => {
      const call = http.request(
        { host: upstream.host ?? '127.0.0.1', port: upstream.port, method: 'GET', path: req.url, headers, agent },
        (up) => {
          const chunks = [];
          up.on('data', (c) => chunks.push(c));
          up.on('end', () => {
            const out = {};
            for (const [k, v] of Object.entries(up.headers)) if (!HOP_BY_HOP.has(k) && v !== undefined) out[k] = v;
            resolve({ status: up.statusCode ?? 502, headers: out, body: Buffer.concat(chunks) });
          });
          up.on('error', () => resolve(null));
        },
      );
      call.on('error', () => resolve(null));
      call.end();
    });
  }

  /** The entry to keep for `answer`, or null when a shared cache must not keep it. */
  function entryOf(req, answer) {
    if (answer.status !== 200 || answer.body.length > MAX_ENTRY_BYTES || answer.headers['set-cookie']) return null;
    const cc = String(answer.headers['cache-control'] ?? '');
    if (!/\b(?:public|s-maxage)\b/.test(cc)) return null;
    const policy = new CachePolicy(policyRequest(req), { status: answer.status, headers: answer.headers }, { shared: true });
    const ttl = Math.min(policy.timeToLive(), maxAgeMs);
    if (!policy.storable() || ttl <= 0) return null;
    return { answer, policy, expires: Date.now() + ttl };
  }

  /** Writes `answer`; `mark` says where it came from ('hit': memory, 'miss': fetched and kept, null: not kept). */
  function send(req, res, answer, mark) {
    const headers = { ...answer.headers, 'content-length': answer.body.length };
    if (mark) headers['x-micro-cache'] = mark;
    res.writeHead(answer.status, headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  }

  function serve(req, res, pass) {
    if (maxAgeMs <= 0 || !cacheable(req)) return pass();
    const key = keyOf(req);
    const entry = entries.get(key);
    if (entry) {
      if (entry.expires > Date.now() && entry.policy.satisfiesWithoutRevalidation(policyRequest(req)))
        return send(req, res, entry.answer, 'hit');
      if (entry.expires <= Date.now()) entries.delete(key);
    }
    const shared = inflight.get(key);
    if (shared) {
      // Arrived while the same answer is being fetched: take it if it may be shared, else ask Next.
      void shared.then((answer) => {
        const e = answer && entries.get(key);
        if (answer && e && e.answer === answer && e.policy.satisfiesWithoutRevalidation(policyRequest(req))) send(req, res, answer, 'hit');
        else pass();
      });
      return;
    }
    // Only GETs fill the cache; a HEAD miss goes to Next as it is.
    if (req.method !== 'GET') return pass();
    const started = generation;
    let kept = false;
    const fetching = fetchUpstream(req).then((answer) => {
      if (answer) {
        const e = entryOf(req, answer);
        kept = e !== null && started === generation;
        if (kept) entries.set(key, e);
      }
      return answer;
    });
    inflight.set(key, fetching);
    void fetching.then((answer) => {
      inflight.delete(key);
      if (answer) send(req, res, answer, kept ? 'miss' : null);
      else pass();
    });
  }

  return {
    serve,
    clear() {
      generation++;
      entries.clear();
    },
    size: () => entries.size,
  };
}
