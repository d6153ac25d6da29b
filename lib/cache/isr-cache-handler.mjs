/**
 * Next's cache handler for cached pages (next.config.ts `cacheHandler`): Next's own file-system cache
 * (pages on disk in .next, shared by every worker of one machine, plus a memory copy per worker) with
 * one addition. Next keeps the record of revalidated tags and paths in each process's memory, so a
 * staff edit (revalidatePath in lib/cache/public-pages.ts) would reach only the worker that served the
 * staff call; the others would serve their copy until its 60 s revalidate window ran out. Here every
 * revalidation is also sent to the other workers and instances through PostgreSQL NOTIFY (the channel
 * of lib/cache/shared-invalidation.ts, which owns the connection), and each applies it to its own
 * record, so all of them render the page again on its next visit.
 * Plain JavaScript: Next loads this file itself at run time, outside the bundles.
 */
import fileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { clearMicroCache } from '../http/micro-cache-bridge.mjs';

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
  // The worker's micro-cache (lib/http/micro-cache.mjs) must not keep serving the old page either.
  clearMicroCache();
  return FileSystemCache.prototype.revalidateTag.call({}, tags, durations);
}

bridge.apply = applyLocally;
for (const [tags, durations] of bridge.pending?.splice(0) ?? []) void applyLocally(tags, durations);

export default class SharedTagsCache extends FileSystemCache {
  /** Next's revalidation in this worker, then the same for every other worker and instance. */
  async revalidateTag(tags, durations) {
    await super.revalidateTag(tags, durations);
    clearMicroCache();
    bridge.publish?.(typeof tags === 'string' ? [tags] : [...tags], durations);
  }
}
