import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import http from 'node:http';
import path from 'node:path';
import { SERVER_ENTRY } from '@/scripts/lib/stack';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { childEnv } from '@/lib/env/schema.mjs';
import { adminApi, asAdmin } from '../helpers/admin';
import { BASE_URL, testDb } from '../helpers/env';
import { connectionTo } from '../helpers/worker-connection';

// The read path from cache (ARCHITECTURE.md performance): home, notices, gallery, guide, course and
// trekking are one cached document per language, with CDN headers, no cookie and no per-request
// nonce; staff edits show at once, in every worker.

const tag = () => Math.random().toString(36).slice(2, 8);

async function page(urlPath: string, cookie?: string) {
  const res = await fetch(`${BASE_URL}${urlPath}`, { headers: cookie ? { cookie } : {}, redirect: 'manual' });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

/** Polls `urlPath` until its HTML contains `text` (a staff edit shows at once; the bound is the 60 s revalidate window). */
async function untilShown(get: () => Promise<string>, text: string, limitMs = 65_000): Promise<number> {
  const start = Date.now();
  for (;;) {
    if ((await get()).includes(text)) return Date.now() - start;
    if (Date.now() - start > limitMs) throw new Error(`'${text}' not shown within ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

describe('cached public pages', () => {
  it('answer with CDN cache headers, no cookie, the fixed policy without a nonce, and from the cache', async () => {
    for (const p of ['/', '/guide', '/course', '/trekking', '/dashboard/notice', '/dashboard/gallery']) {
      await page(p);
      const { status, headers } = await page(p);
      expect(status, p).toBe(200);
      expect(headers.get('cache-control'), p).toMatch(/^s-maxage=60, stale-while-revalidate=\d+$/);
      // From Next's cache of rendered pages (nginx's micro-cache in front is tested in nginx-front).
      expect(headers.get('x-nextjs-cache') ?? '', p).toMatch(/HIT|STALE/);
      expect(headers.get('set-cookie'), p).toBeNull();
      const csp = headers.get('content-security-policy') ?? '';
      expect(csp, p).toContain("script-src 'self' 'unsafe-inline'");
      expect(csp, p).not.toContain('nonce-');
    }
  });

  it('are rendered once per language: English by the cookie, Korean by default, same URL', async () => {
    const ko = await page('/guide');
    const en = await page('/guide', 'NEXT_LOCALE=en');
    expect(ko.html).toContain('<html lang="ko"');
    expect(en.html).toContain('<html lang="en"');
    expect(en.html).toContain('Race guide');
    expect(en.headers.get('cache-control')).toMatch(/^s-maxage=60/);
    // the internal segment is not a second address of the page
    expect((await page('/en/guide')).status).toBe(404);
  });

  it('still carry the sharing picture (og:image) on the home page, served as a PNG', async () => {
    const { html } = await page('/');
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1];
    expect(image).toBeTruthy();
    const url = new URL(image!.replaceAll('&amp;', '&'));
    const res = await fetch(`${BASE_URL}${url.pathname}${url.search}`);
    expect([res.status, res.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('leave personal and per-query pages per request, with a nonce', async () => {
    for (const p of ['/apply/individual', '/dashboard/qna', '/record', '/dashboard/notice?pageNo=2', '/user/login']) {
      const { status, headers, html } = await page(p);
      expect(status, p).toBe(200);
      expect(headers.get('cache-control'), p).toContain('no-store');
      const nonce = /'nonce-([^']+)'/.exec(headers.get('content-security-policy') ?? '')?.[1];
      expect(nonce, p).toBeTruthy();
      expect(html, p).toContain(`nonce="${nonce}"`);
    }
  });

  it('show a staff notice edit on the home page, the list and the notice at once', async () => {
    const title = `캐시 공지 ${tag()}`;
    const made = await adminApi('POST', '/api/admin/notice', { title, mimeType: 'text/plain', content: '본문' });
    expect(made.status).toBe(200);
    const postNo = made.body.postNo as number;
    await untilShown(async () => (await page('/dashboard/notice')).html, title);
    await untilShown(async () => (await page('/')).html, title);
    const detail = `/dashboard/notice/${postNo}`;
    await untilShown(async () => (await page(detail)).html, title);

    const renamed = `${title} (수정)`;
    expect((await adminApi('PUT', '/api/admin/notice', { postNo, title: renamed, mimeType: 'text/plain', content: '본문' })).status).toBe(
      200,
    );
    // at once in this worker: well inside the revalidate window
    expect(await untilShown(async () => (await page('/dashboard/notice')).html, renamed)).toBeLessThan(10_000);
    expect(await untilShown(async () => (await page(detail)).html, renamed)).toBeLessThan(10_000);

    expect((await adminApi('DELETE', `/api/admin/notice/${postNo}`)).status).toBe(200);
    expect((await page(detail)).status).toBe(404);
  });

  it('count a notice view through the browser call, not by serving the cached page', async () => {
    const made = await adminApi('POST', '/api/admin/notice', { title: `조회 ${tag()}`, mimeType: 'text/plain', content: 'x' });
    const postNo = made.body.postNo as number;
    const views = async () =>
      (await testDb().select({ v: schema.posts.viewCount }).from(schema.posts).where(eq(schema.posts.postNo, postNo)))[0].v;
    await page(`/dashboard/notice/${postNo}`);
    await page(`/dashboard/notice/${postNo}`);
    expect(await views()).toBe(0);
    const counted = await fetch(`${BASE_URL}/api/notice/${postNo}`).then((r) => r.json());
    expect(counted.viewCount).toBe(1);
    expect(await views()).toBe(1);
  });
});

// Two workers behind one port (npm start, WEB_CONCURRENCY=2): Next keeps its record of revalidated
// pages per process; lib/cache/isr-cache-handler.mjs shares it, so an edit served by one worker shows
// at once in the other, not only when the other's 60 s window runs out.
describe('cached pages with two workers', () => {
  const root = path.resolve(import.meta.dirname, '..', '..');
  const PORT = Number(new URL(BASE_URL).port) + 2;
  let server: ChildProcess;

  /** A request on `agent`'s connection: status, the worker that answered (x-served-by) and the body. */
  async function get(urlPath: string, agent: http.Agent, method = 'GET', body?: unknown, headers: Record<string, string> = {}) {
    const json = body === undefined ? {} : { 'content-type': 'application/json' };
    const req = http.request({
      host: '127.0.0.1',
      port: PORT,
      path: urlPath,
      method,
      agent,
      timeout: 15_000,
      headers: { ...json, ...headers },
    });
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.end(body === undefined ? undefined : JSON.stringify(body));
    const [res] = (await once(req, 'response')) as [http.IncomingMessage];
    let text = '';
    for await (const chunk of res.setEncoding('utf8')) text += chunk;
    return { status: res.statusCode ?? 0, worker: String(res.headers['x-served-by']), text };
  }

  /** A kept-alive connection held by worker `id`. */
  const workerConnection = (id: string) =>
    connectionTo(id, async (agent) => {
      const probe = await get('/api/ticket/sold', agent);
      return probe.worker;
    });

  beforeAll(async () => {
    server = spawn(process.execPath, [SERVER_ENTRY], {
      cwd: root,
      env: childEnv({ PORT: String(PORT), NODE_ENV: 'production', WEB_CONCURRENCY: '2', SERVER_WORKER_HEADER: '1' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const deadline = Date.now() + 110_000;
    while (Date.now() < deadline) {
      if (server.exitCode !== null) throw new Error(`cluster exited with ${server.exitCode}`);
      const up = await fetch(`http://127.0.0.1:${PORT}/api/ticket/sold`).catch(() => null);
      if (up?.ok) return;
      await new Promise((r) => setTimeout(r, 300));
    }
    throw new Error('the two-worker server did not answer within 110 s');
  });

  afterAll(async () => {
    if (!server || server.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      server.once('exit', () => resolve());
      server.kill('SIGTERM');
    });
  });

  it('an edit served by worker 1 shows in worker 2 at once', async () => {
    const [one, two] = [await workerConnection('1'), await workerConnection('2')];
    try {
      const title = `두 작업자 ${tag()}`;
      const made = await adminApi('POST', '/api/admin/notice', { title, mimeType: 'text/plain', content: 'x' });
      const postNo = made.body.postNo as number;
      // both workers hold the list in their cache
      for (const w of [one, two]) await untilShown(async () => (await get('/dashboard/notice', w)).text, title);
      expect((await get('/dashboard/notice', two)).worker).toBe('2');

      const renamed = `${title} (수정)`;
      const edit = await get(
        '/api/admin/notice',
        one,
        'PUT',
        { postNo, title: renamed, mimeType: 'text/plain', content: 'x' },
        await asAdmin(),
      );
      expect([edit.status, edit.worker]).toEqual([200, '1']);
      // worker 2 learns it through PostgreSQL NOTIFY: seconds at most, not its 60 s window
      expect(await untilShown(async () => (await get('/dashboard/notice', two)).text, renamed)).toBeLessThan(5_000);
      expect(await untilShown(async () => (await get(`/dashboard/notice/${postNo}`, two)).text, renamed)).toBeLessThan(5_000);
    } finally {
      one.destroy();
      two.destroy();
    }
  });
});
