/**
 * A tiny per-process read-through cache for hot, read-only answers (live counts, event info) so that
 * polling from every open browser costs about one query per TTL (ARCHITECTURE.md, performance).
 * Concurrent misses share one load. Not for anything a decision depends on: capacity is decided in
 * the database transaction, never from here.
 */
type Entry = { at: number; value: Promise<unknown>; fact?: unknown; ready?: boolean; refreshing?: Promise<unknown> };

/**
 * How long (ms) a reader of an expired answer waits for its refresh before taking the old answer: a
 * refresh that answers within it is served fresh (the usual case, so a change shows one TTL after it
 * happened, not two), one stuck behind an opening rush's applications is not waited for.
 */
export const REFRESH_GRACE_MS = 50;
type Listener = (prefix: string) => void;
// On globalThis, like the database pool: Next bundles route handlers, pages and instrumentation.ts
// separately, and each bundle would otherwise hold its own copy of this module and its own cache.
const shared = globalThis as unknown as { marathonMemo?: { store: Map<string, Entry>; hook?: Listener } };
shared.marathonMemo ??= { store: new Map() };
const memo = shared.marathonMemo;
const store = memo.store;

/**
 * The answer of `load` cached under `key` for `ttlMs` (ms). Past that, for `staleMs` more, ONE load
 * refreshes it while readers wait at most REFRESH_GRACE_MS for it and otherwise get the old answer:
 * during an opening rush the refresh waits for a database connection behind the applications, and
 * readers must not wait with it. An `invalidate`d entry is never served stale (staff edits and places
 * given back show at once). A failed load is forgotten (a failed refresh keeps the old answer until it
 * is too old).
 */
export function cached<T>(key: string, ttlMs: number, load: () => Promise<T>, staleMs = 0): Promise<T> {
  const hit = store.get(key);
  const now = Date.now();
  if (hit) {
    const age = now - hit.at;
    if (age < ttlMs) return hit.value as Promise<T>;
    if (hit.ready && age < ttlMs + staleMs) {
      const fresh = (hit.refreshing ??= refresh(key, hit, load, now)).catch(() => hit.value);
      const old = new Promise<unknown>((resolve) => setTimeout(() => resolve(hit.value), REFRESH_GRACE_MS).unref());
      return Promise.race([fresh, old]) as Promise<T>;
    }
  }
  const value = load();
  const entry: Entry = { at: now, value };
  store.set(key, entry);
  // A failed load is forgotten, but only its own entry: a newer load stored meanwhile (after an
  // invalidate) stays cached.
  value.then(
    () => (entry.ready = true),
    () => {
      if (store.get(key) === entry) store.delete(key);
    },
  );
  return value;
}

/**
 * Loads anew for `old` and replaces it by the answer unless `old` was invalidated or replaced
 * meanwhile; resolves to the new answer (rejects with the load's error, after which a later reader
 * tries again).
 */
function refresh(key: string, old: Entry, load: () => Promise<unknown>, startedAt: number): Promise<unknown> {
  const value = load();
  value.then(
    () => {
      if (store.get(key) === old) store.set(key, { at: startedAt, value, ready: true });
    },
    () => (old.refreshing = undefined),
  );
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
  store.set(key, { at: Date.now(), value: Promise.resolve(fact), fact, ready: true });
}

/** The fact stored by `remember` under `key` less than `ttlMs` ago and not invalidated since, else undefined. */
export function recall<T>(key: string, ttlMs: number): T | undefined {
  const hit = store.get(key);
  return hit && Date.now() - hit.at < ttlMs ? (hit.fact as T | undefined) : undefined;
}
