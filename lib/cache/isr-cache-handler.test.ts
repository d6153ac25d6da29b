import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import SharedTagsCache from './isr-cache-handler.mjs';

// Next's own record of revalidated tags, the one its file-system cache consults before serving a page.
const { areTagsExpired } = createRequire(import.meta.url)('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  areTagsExpired: (tags: string[], timestamp: number) => boolean;
};
type Bridge = { publish?: (tags: string[], durations?: { expire?: number }) => void; apply?: (tags: string[]) => Promise<void> };
const bridge = (globalThis as Record<symbol, unknown>)[Symbol.for('marathon.isr-tags')] as Bridge;

describe('SharedTagsCache (staff edits reach every worker)', () => {
  afterEach(() => {
    bridge.publish = undefined;
  });

  it('records a revalidation here and sends it to the other workers', async () => {
    const before = Date.now() - 1;
    const publish = vi.fn();
    bridge.publish = publish;
    const cache = new SharedTagsCache({ fs: undefined, serverDistDir: '/nowhere', revalidatedTags: [] });
    await cache.revalidateTag(['_N_T_/[locale]/(public)/dashboard/notice/page']);
    expect(publish).toHaveBeenCalledWith(['_N_T_/[locale]/(public)/dashboard/notice/page'], undefined);
    expect(areTagsExpired(['_N_T_/[locale]/(public)/dashboard/notice/page'], before)).toBe(true);
  });

  it('applies a revalidation received from another worker without sending it back', async () => {
    const before = Date.now() - 1;
    const publish = vi.fn();
    bridge.publish = publish;
    await bridge.apply?.(['_N_T_/[locale]/layout']);
    expect(areTagsExpired(['_N_T_/[locale]/layout'], before)).toBe(true);
    // a page rendered after the edit is fresh
    await new Promise((r) => setTimeout(r, 5));
    expect(areTagsExpired(['_N_T_/[locale]/layout'], Date.now())).toBe(false);
    expect(publish).not.toHaveBeenCalled();
  });
});

describe('SharedTagsCache keeps the disk bounded', () => {
  const { nodeFs } = createRequire(import.meta.url)('next/dist/server/lib/node-fs-methods.js') as { nodeFs: unknown };
  /** A page as Next hands it to the cache (the App Router's kind), with `status`. */
  const page = (status: number) => ({
    kind: 'APP_PAGE',
    html: '<html>page</html>',
    rscData: Buffer.from('rsc'),
    headers: {},
    status,
    postponed: undefined,
    segmentData: undefined,
  });
  const ctx = { cacheControl: { revalidate: 60, expire: undefined }, isRoutePPREnabled: false, isFallback: false };
  let dir: string;
  let cache: { set: (key: string, data: unknown, ctx: unknown) => Promise<void> };
  const stored = async () => ((await readdir(dir, { recursive: true })) as string[]).filter((n) => n.endsWith('.meta')).sort();

  beforeEach(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'isr-cache-'));
    cache = new SharedTagsCache({ fs: nodeFs, serverDistDir: dir, revalidatedTags: [], flushToDisk: true });
  });
  afterEach(async () => {
    SharedTagsCache.maxPages = 1_000;
    await rm(dir, { recursive: true, force: true });
  });

  it('never stores a not-found or an error page, and stores a page', async () => {
    await cache.set('/route-cache/APP_PAGE/h/$/ko/dashboard/notice/999999', page(404), ctx);
    await cache.set('/route-cache/APP_PAGE/h/$/ko/dashboard/notice/999998', page(500), ctx);
    expect(await stored()).toEqual([]);
    await cache.set('/route-cache/APP_PAGE/h/$/ko/dashboard/notice/1', page(200), ctx);
    expect(await stored()).toEqual(['route-cache/APP_PAGE/h/$/ko/dashboard/notice/1.meta']);
  });

  it('keeps at most maxPages pages, and still replaces a page already kept', async () => {
    SharedTagsCache.maxPages = 2;
    for (const n of [1, 2, 3]) await cache.set(`/route-cache/APP_PAGE/h/$/ko/dashboard/notice/${n}`, page(200), ctx);
    expect(await stored()).toHaveLength(2);
    const html = path.join(dir, 'route-cache/APP_PAGE/h/$/ko/dashboard/notice/1.html');
    await cache.set('/route-cache/APP_PAGE/h/$/ko/dashboard/notice/1', { ...page(200), html: '<html>edited</html>' }, ctx);
    expect(await readFile(html, 'utf8')).toBe('<html>edited</html>');
  });
});
