import { LRUCache } from 'lru-cache';

/**
 * The overall record's cache (POST /api/ranking/team, /record/total): pages and total counts per
 * filter, each stored under the results version of the round it reads (lib/records/versions.ts). An
 * import or delete raises that version in its own transaction, so a worker that reads the version
 * before answering never serves a page of the rows that were replaced, whichever worker or instance
 * imported; entries of old versions are simply never asked for again and age out of the LRU.
 * Framework-free (no database here) so that the key and staleness rules are unit-tested.
 */

/** The filters of an overall-record query; null = all (spec §7). */
export interface TeamFilter {
  holdRound: number | null;
  ticketName: string | null;
  gender: string | null;
  ageType: number | null;
}

/** The version row that guards filters spanning every round (`holdRound` null). */
export const ALL_ROUNDS = 0;

/** The round whose results version a filter depends on: its own round, or ALL_ROUNDS. */
export function versionRoundOf(f: TeamFilter): number {
  return f.holdRound ?? ALL_ROUNDS;
}

/** Cache key of the total count of `f` at results version `version`. */
export function countKey(f: TeamFilter, version: number): string {
  return JSON.stringify(['count', version, f.holdRound, f.ticketName, f.gender, f.ageType]);
}

/** Cache key of page `pageNo` (from 1) of `rowCount` rows of `f` at results version `version`. */
export function pageKey(f: TeamFilter, version: number, pageNo: number, rowCount: number): string {
  return JSON.stringify(['page', version, f.holdRound, f.ticketName, f.gender, f.ageType, pageNo, rowCount]);
}

/**
 * A bounded read-through cache of promises: concurrent misses of one key share one load (so a new
 * version costs one query per page, not one per visitor), a failed load is forgotten, and at most
 * `max` entries are kept (least recently used go first), so that arbitrary filters and page numbers
 * cannot grow a worker's memory.
 */
export class SharedLoadCache {
  private readonly lru: LRUCache<string, Promise<unknown>>;

  constructor(max: number) {
    this.lru = new LRUCache({ max });
  }

  /** The cached value of `key`, or the result of `load()` (stored while it is pending and after). */
  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const hit = this.lru.get(key);
    if (hit) return hit as Promise<T>;
    const value = load();
    this.lru.set(key, value);
    value.catch(() => {
      if (this.lru.peek(key) === value) this.lru.delete(key);
    });
    return value;
  }

  /** Entries held (for tests and diagnostics). */
  get size(): number {
    return this.lru.size;
  }
}

/** Entries per worker: a 10-row page is about 3 kB, so ~15 MB at most. */
const MAX_ENTRIES = 5_000;

// On globalThis like lib/cache/memo.ts: Next bundles the route handler and the /record/total page
// separately, and both should share one cache per process.
const shared = globalThis as unknown as { marathonTeamCache?: SharedLoadCache };

/** The process-wide overall-record cache. */
export function teamCache(): SharedLoadCache {
  shared.marathonTeamCache ??= new SharedLoadCache(MAX_ENTRIES);
  return shared.marathonTeamCache;
}
