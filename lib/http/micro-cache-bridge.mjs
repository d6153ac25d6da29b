/**
 * Where the worker entry (scripts/server/cluster.mjs) puts `{ clear }` of its micro-cache
 * (lib/http/micro-cache.mjs) for the code inside Next's bundles (lib/cache/memo.ts,
 * lib/cache/isr-cache-handler.mjs), which runs in the same process but cannot import that instance.
 * Plain JavaScript and dependency-free: both sides load it.
 */
export const MICRO_CACHE_BRIDGE = Symbol.for('marathon.micro-cache');

/**
 * Drops every answer of this worker's micro-cache, if the worker entry runs one (else does nothing:
 * `next dev`, tests without the worker entry). Called when a per-process cache is invalidated or a
 * cached page revalidated, so that no public answer outlives the change it shows.
 */
export function clearMicroCache() {
  globalThis[MICRO_CACHE_BRIDGE]?.clear?.();
}
