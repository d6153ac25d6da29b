/**
 * A tiny per-process read-through cache for hot, read-only answers (live counts, event info) so that
 * polling from every open browser costs about one query per TTL (ARCHITECTURE.md, performance).
 * Concurrent misses share one load. Not for anything a decision depends on: capacity is decided in
 * the database transaction, never from here.
 */
type Entry = { at: number; value: Promise<unknown>; fact?: unknown };
type Listener = (prefix: string) => void;
// On globalThis, like the database pool: Next bundles route handlers, pages and instrumentation.ts
// separately, and each bundle would otherwise hold its own copy of this module and its own cache.
const shared = globalThis as unknown as { marathonMemo?: { store: Map<string, Entry>; hook?: Listener } };
shared.marathonMemo ??= { store: new Map() };
const memo = shared.marathonMemo;
const store = memo.store;

export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>): Promise<T> {
  const hit = store.get(key);
  const now = Date.now();
  if (hit && now - hit.at < ttlMs) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: now, value };
  store.set(key, entry);
  // A failed load is forgotten, but only its own entry: a newer load stored meanwhile (after an
  // invalidate) stays cached.
  value.catch(() => {
    if (store.get(key) === entry) store.delete(key);
  });
  return value;
}

/**
 * Drops cached answers whose key starts with `prefix` (after staff edits, places given back) in this
 * process, and tells the other workers through the hook set by `setInvalidationHook` (PostgreSQL
 * NOTIFY, lib/cache/shared-invalidation.ts). `fromPeer` marks one received from another worker.
 */
export function invalidate(prefix: string, fromPeer = false): void {
  for (const k of store.keys()) if (k.startsWith(prefix)) store.delete(k);
  if (!fromPeer) memo.hook?.(prefix);
}

/** Sets the function told about every local invalidation (one per process). */
export function setInvalidationHook(hook: Listener | undefined): void {
  memo.hook = hook;
}

/**
 * Stores `fact` under `key` now: something learnt on the way, e.g. 'this course is full', read back
 * synchronously with `recall` and dropped by `invalidate` like any cached answer.
 */
export function remember<T>(key: string, fact: T): void {
  store.set(key, { at: Date.now(), value: Promise.resolve(fact), fact });
}

/** The fact stored by `remember` under `key` less than `ttlMs` ago and not invalidated since, else undefined. */
export function recall<T>(key: string, ttlMs: number): T | undefined {
  const hit = store.get(key);
  return hit && Date.now() - hit.at < ttlMs ? (hit.fact as T | undefined) : undefined;
}
