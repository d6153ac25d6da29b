/**
 * Next's cache handler for cached pages (next.config.ts `cacheHandler`): Next's own file-system cache
 * (pages on disk in .next, shared by every worker of one machine, plus a memory copy per worker) with
 * one addition. Next keeps the record of revalidated tags and paths in each process's memory, so a
 * staff edit (revalidatePath in lib/cache/public-pages.ts) would reach only the worker that served the
 * staff call; the others would serve their copy until its 60 s revalidate window ran out. Here every
 * revalidation is also sent to the other workers and instances through PostgreSQL NOTIFY (the channel
 * of lib/cache/shared-invalidation.ts, which owns the connection), and each applies it to its own
 * record, so all of them render the page again on its next visit.
 * And two limits, so that no visitor can fill the disk the database shares: an answer that is not a
 * page (a not-found, an error: a request for any unknown notice number rendered and stored about
 * 218 kB in 7 files) is never stored, and at most MAX_CACHED_PAGES pages are kept on disk (the
 * cached routes hold the fixed pages and one page per notice and language); past it a new page is
 * served without being stored.
 * Plain JavaScript: Next loads this file itself at run time, outside the bundles.
 */
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/**
 * Meeting point with lib/cache/shared-invalidation.ts in the same process (both may load first):
 * `publish(tags, durations)` is set there and sends to the other workers; `apply(tags, durations)` is
 * set here and records a revalidation received from them; `pending` holds those received before this
 * file was loaded (Next loads it on the first request that uses the cache).
 */
const BRIDGE = Symbol.for('marathon.isr-tags');
const bridge = (globalThis[BRIDGE] ??= {});

/** Records `tags` as revalidated in this process only: Next's own bookkeeping, without sending it on. */
function applyLocally(tags, durations) {
  return FileSystemCache.prototype.revalidateTag.call({}, tags, durations);
}

bridge.apply = applyLocally;
for (const [tags, durations] of bridge.pending?.splice(0) ?? []) void applyLocally(tags, durations);

/** Pages kept on disk at most (about 220 kB each: 220 MB). */
const MAX_CACHED_PAGES = 1_000;

/** Answers kinds that are pages or route answers, which carry an HTTP status. */
const RESPONSE_KINDS = new Set(['APP_PAGE', 'APP_ROUTE', 'PAGES']);

/**
 * Whether `data` (what Next asks to store) may be stored: anything but a page or route answer whose
 * status is an error (404 from notFound(), 500). Null (Next's way of dropping an entry) passes.
 */
export function storable(data) {
  if (!data || !RESPONSE_KINDS.has(data.kind)) return true;
  return typeof data.status !== 'number' || data.status < 400;
}

/** Pages stored under `dir` (Next writes one `.meta` file per page), 0 when there is none. */
async function storedPages(dir) {
  const names = await readdir(dir, { recursive: true }).catch(() => []);
  return names.filter((n) => n.endsWith('.meta')).length;
}

export default class SharedTagsCache extends FileSystemCache {
  /** Pages kept on disk at most (a class field so that tests can lower it). */
  static maxPages = MAX_CACHED_PAGES;

  /**
   * Next's store of a rendered page, for pages only (storable) and while fewer than `maxPages`
   * pages are kept; a page already kept is always replaced (revalidation).
   */
  async set(key, data, ctx) {
    if (!storable(data)) return;
    if (data && RESPONSE_KINDS.has(data.kind) && this.flushToDisk) {
      const file = this.getFilePath(data.kind === 'APP_ROUTE' ? `${key}.body` : `${key}.html`, data.kind);
      const kept = await stat(file).then(
        () => true,
        () => false,
      );
      // Next keeps each page under the root its key names (route-cache/…, or app/ for older keys).
      const root = path.join(this.serverDistDir, key.startsWith('/route-cache/') ? 'route-cache' : 'app');
      if (!kept && (await storedPages(root)) >= SharedTagsCache.maxPages) return;
    }
    return super.set(key, data, ctx);
  }

  /** Next's revalidation in this worker, then the same for every other worker and instance. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    bridge.publish?.(typeof tags === 'string' ? [tags] : [...tags], durations);
  }
}
