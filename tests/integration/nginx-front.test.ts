import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { findNginx, startNginx, type RunningNginx } from '@/scripts/lib/nginx';
import { BASE_URL } from '../helpers/env';
import { joinerBody, runnerBody } from '../helpers/people';
import { freePort } from '../helpers/ports';
import { rawRequest } from '../helpers/raw-http';
import { createTicket } from '../helpers/tickets';

// The shipped nginx configuration (deploy/nginx.conf, as `npm run start:prod` renders it) in front of
// the test server, which runs with TRUST_PROXY=1 as it does behind nginx: public pages come from the
// 1-second micro-cache, a page is never served in the other language whatever the NEXT_LOCALE cookie
// looks like, personal answers and not-founds are never stored, and the site's per-client limits see
// the address nginx saw, not one the client wrote.
const nginxBin = findNginx(readSiteEnv().server.NGINX_PATH);
if (!nginxBin) console.warn(`nginx-front: SKIPPED, no nginx at ${readSiteEnv().server.NGINX_PATH} (apt-get install nginx)`);

const site = new URL(BASE_URL);
let front: string;
let nginx: RunningNginx | undefined;
let runtimeDir: string;

beforeAll(async () => {
  if (!nginxBin) return;
  const port = await freePort();
  runtimeDir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
  // The shipped limits: every request of this file comes from a loopback address of its own or 127.0.0.1.
  const { NGINX_CONN_PER_ADDRESS, NGINX_REQ_PER_SECOND } = readSiteEnv({}).server;
  nginx = await startNginx(nginxBin, {
    listenPort: port,
    upstreams: [`127.0.0.1:${site.port}`],
    runtimeDir,
    connPerAddress: NGINX_CONN_PER_ADDRESS,
    reqPerSecond: NGINX_REQ_PER_SECOND,
  });
  front = `http://127.0.0.1:${port}`;
});

afterAll(async () => {
  await nginx?.stop();
  if (runtimeDir) rmSync(runtimeDir, { recursive: true, force: true });
});

const unique = () => Math.random().toString(36).slice(2, 10);
const cacheStatus = (headers: Record<string, unknown>) => String(headers['x-cache-status'] ?? '');
/** The language a page was rendered in: the `lang` of its <html>. */
const langOf = (html: string) => /<html[^>]*\blang="([a-z]+)"/.exec(html)?.[1];
/** A fresh loopback address: another client to nginx and, through it, to the site. */
const freshLoopback = () =>
  `127.${1 + Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

describe.skipIf(!nginxBin)('nginx in front (deploy/nginx.conf)', () => {
  it('serves a public page and the live counts from the micro-cache for a second or two', async () => {
    for (const url of [`/?probe=${unique()}`, `/api/ticket/sold?probe=${unique()}`]) {
      const first = await rawRequest(front, 'GET', url);
      const second = await rawRequest(front, 'GET', url);
      expect(first.status, url).toBe(200);
      expect(cacheStatus(first.headers), url).toBe('MISS');
      expect(cacheStatus(second.headers), url).toBe('HIT');
      expect(second.text).toBe(first.text);
      // nginx counts validity in whole seconds: "1s" ends at the second boundary after next.
      await new Promise((r) => setTimeout(r, 2_100));
      const later = await rawRequest(front, 'GET', url);
      expect(cacheStatus(later.headers), `${url} after 2.1 s`).not.toBe('HIT');
    }
  });

  it('never serves one language for the other, whatever the NEXT_LOCALE cookie looks like', async () => {
    // Cookie headers a visitor (or an attacker priming the cache) may send, each read by Next's own
    // parser (split on ';', percent-decoded, last pair wins); Next's answer straight from the site is
    // the truth nginx must give back.
    const tricky = [
      'NEXT_LOCALE=%65n',
      'NEXT_LOCALE=en; ko',
      'NEXT_LOCALE=ko; NEXT_LOCALE=en',
      'NEXT_LOCALE=en; NEXT_LOCALE=ko',
      'NEXT_LOCALE=%6Bo',
      'NEXT_LOCALE=EN',
      'NEXT_LOCALE=en ',
      'theme=dark;NEXT_LOCALE=en',
      'NEXT_LOCALE=',
      'NEXT_LOCALE',
      'NEXT_LOCALE=en; NEXT_LOCALE=%E0',
      'xNEXT_LOCALE=en',
    ];
    const plain = ['', 'NEXT_LOCALE=ko', 'NEXT_LOCALE=en', 'NEXT_LOCALE=en;', 'theme=dark; NEXT_LOCALE=en'];
    const expected = new Map<string, string | undefined>();
    for (const cookie of [...tricky, ...plain]) {
      // A URL of its own each time, so that no cache of the site's answers the reference either.
      const direct = await rawRequest(BASE_URL, 'GET', `/guide?direct=${unique()}`, { headers: cookie ? { cookie } : {} });
      expect(direct.status).toBe(200);
      expected.set(cookie, langOf(direct.text));
    }
    expect(expected.get('NEXT_LOCALE=en')).toBe('en');
    expect(expected.get('')).toBe('ko');
    expect(expected.get('NEXT_LOCALE=%65n')).toBe('en');
    // Tricky cookies first (would they store a page under a plain key?), then plain ones first (would a
    // tricky cookie be served a plain key's copy?), each on a fresh cache entry, twice each.
    for (const order of [
      [...tricky, ...plain],
      [...plain, ...tricky],
    ]) {
      const url = `/guide?round=${unique()}`;
      for (const cookie of [...order, ...order]) {
        const via = await rawRequest(front, 'GET', url, { headers: cookie ? { cookie } : {} });
        expect(via.status).toBe(200);
        expect(langOf(via.text), `cookie "${cookie}" (${cacheStatus(via.headers)})`).toBe(expected.get(cookie));
      }
    }
  });

  it('never stores personal answers: no-store pages, sessions, API calls, the staff console', async () => {
    // A page rendered per request (the application form): the site marks it no-store.
    const form = `/apply/individual?probe=${unique()}`;
    const a = await rawRequest(front, 'GET', form);
    const b = await rawRequest(front, 'GET', form);
    expect(a.status).toBe(200);
    expect(String(a.headers['cache-control'])).toMatch(/no-store/);
    expect([cacheStatus(a.headers), cacheStatus(b.headers)]).toEqual(['MISS', 'MISS']);

    // A staff session cookie: even a public page goes to the site, and is not stored.
    const withSession = { cookie: 'next-auth.session-token=anything' };
    const home = `/?probe=${unique()}`;
    expect(cacheStatus((await rawRequest(front, 'GET', home, { headers: withSession })).headers)).toBe('BYPASS');
    expect(cacheStatus((await rawRequest(front, 'GET', home)).headers)).toBe('MISS');

    // A personal lookup (POST), a GET API call that is not one of the public reads, the console.
    const lookup = { joinSeq: '1000', joinerName: '없는사람', cellphone: '01000000000' };
    for (let i = 0; i < 2; i++) {
      const search = await rawRequest(front, 'POST', '/api/application/search', { body: lookup, localAddress: freshLoopback() });
      expect(search.status).toBeLessThan(500);
      expect(cacheStatus(search.headers)).toBe('');
    }
    const dupUrl = `/api/isDuplicate?name=${encodeURIComponent('없는사람')}&cellphone=01000000000&birthday=19800101`;
    expect(cacheStatus((await rawRequest(front, 'GET', dupUrl)).headers)).toBe('BYPASS');
    expect(cacheStatus((await rawRequest(front, 'GET', '/user/login')).headers)).toBe('BYPASS');
  });

  it('never stores a not-found', async () => {
    for (const url of [`/no-such-page-${unique()}`, '/dashboard/notice/999999999']) {
      const first = await rawRequest(front, 'GET', url);
      const second = await rawRequest(front, 'GET', url);
      expect([first.status, second.status], url).toEqual([404, 404]);
      expect(cacheStatus(second.headers), url).not.toBe('HIT');
    }
  });

  it("passes the client's own address: a per-client limit counts it, whatever X-Forwarded-For the client writes", async () => {
    // Personal-record lookups: 10 misses a minute per client (lib/records/person-lookup.ts).
    const client = freshLoopback();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      const miss = await rawRequest(front, 'POST', '/api/ranking/person', {
        body: { holdRound: 22, backNo: String(90_000 + i), runnerName: '없음' },
        headers: { 'x-forwarded-for': `203.0.113.${i + 1}`, 'x-real-ip': `203.0.113.${i + 1}` },
        localAddress: client,
      });
      statuses.push(miss.status);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429, 429]);
    const other = await rawRequest(front, 'POST', '/api/ranking/person', {
      body: { holdRound: 22, backNo: '90000', runnerName: '없음' },
      localAddress: freshLoopback(),
    });
    expect(other.status).toBe(200);
  });

  it('accepts an application through nginx, with its order cookie and HSTS', async () => {
    const t = await createTicket();
    const joiner = joinerBody();
    const runner = runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone });
    const res = await rawRequest(front, 'POST', '/api/applicant/applyFor', { body: { joiner, runners: [runner] } });
    expect(res.status, res.text).toBe(200);
    expect(JSON.parse(res.text).joinSeq).toEqual(expect.any(Number));
    expect(String(res.headers['set-cookie'])).toMatch(/orderId=/);
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(cacheStatus(res.headers)).toBe('');
  });

  it("limits each address, answering 429 S0429 in the visitor's language", async () => {
    // A second nginx on the same template with a tiny request rate (1 a second, bursts of 10).
    const dir = mkdtempSync(path.join(os.tmpdir(), 'site-nginx-'));
    const port = await freePort();
    const strict = await startNginx(nginxBin!, {
      listenPort: port,
      upstreams: [`127.0.0.1:${site.port}`],
      runtimeDir: dir,
      connPerAddress: 256,
      reqPerSecond: 1,
    });
    try {
      const client = freshLoopback();
      const answers = [];
      for (let i = 0; i < 14; i++) {
        const cookie = i % 2 ? 'NEXT_LOCALE=en' : 'NEXT_LOCALE=ko';
        answers.push({
          cookie,
          res: await rawRequest(`http://127.0.0.1:${port}`, 'GET', '/api/ticket/sold', { headers: { cookie }, localAddress: client }),
        });
      }
      const refused = answers.filter((a) => a.res.status === 429);
      expect(refused.length).toBeGreaterThanOrEqual(2);
      expect(answers.filter((a) => a.res.status === 200).length).toBeGreaterThanOrEqual(10);
      const ko = refused.find((a) => a.cookie === 'NEXT_LOCALE=ko');
      const en = refused.find((a) => a.cookie === 'NEXT_LOCALE=en');
      expect(JSON.parse(ko!.res.text)).toEqual({
        errorCode: 'S0429',
        errorMessage: '시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.',
      });
      expect(JSON.parse(en!.res.text)).toEqual({ errorCode: 'S0429', errorMessage: 'Too many attempts. Please try again later.' });
      expect(en!.res.headers['retry-after']).toBe('1');
      // Another address is not limited by the first one's requests.
      expect((await rawRequest(`http://127.0.0.1:${port}`, 'GET', '/api/ticket/sold', { localAddress: freshLoopback() })).status).toBe(200);
    } finally {
      await strict.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
