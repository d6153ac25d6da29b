/**
 * A tiny per-process read-through cache for hot, read-only answers (live counts, event info) so that
 * polling from every open browser costs about one query per TTL (ARCHITECTURE.md, performance).
 * Concurrent misses share one load. Not for anything a decision depends on: capacity is decided in
 * the database transaction, never from here.
 */
const store = new Map<string, { at: number; value: Promise<unknown> }>();

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

/** Drops cached answers whose key starts with `prefix` (after staff edits). */
export function invalidate(prefix: string): void {
  for (const k of store.keys()) if (k.startsWith(prefix)) store.delete(k);
}
