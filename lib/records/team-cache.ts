import { LRUCache } from 'lru-cache';

/**
 * The overall record's caches (POST /api/ranking/team, /record/total): for one round, the round's
 * results in place order and the lists of them each filter passes, so that every page of it is a
 * slice; for filters spanning every round, pages and total counts. Each entry is stored under the
 * results version of the round it reads (lib/records/versions.ts). An
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

/** Cache key of `kind` of the filters `f` at results version `version`, with any further parts. */
function filterKey(kind: string, f: TeamFilter, version: number, ...more: number[]): string {
  return JSON.stringify([kind, version, f.holdRound, f.ticketName, f.gender, f.ageType, ...more]);
}

/** Cache key of the total count of `f` at results version `version`. */
export function countKey(f: TeamFilter, version: number): string {
  return filterKey('count', f, version);
}

/** Cache key of page `pageNo` (from 1) of `rowCount` rows of `f` at results version `version`. */
export function pageKey(f: TeamFilter, version: number, pageNo: number, rowCount: number): string {
  return filterKey('page', f, version, pageNo, rowCount);
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

/** Cache key of every result of round `holdRound` at results version `version`, in place order. */
export function roundKey(holdRound: number, version: number): string {
  return JSON.stringify(['round', version, holdRound]);
}

/** Cache key of the results of round `f.holdRound` that pass the other filters of `f`, in place order. */
export function filteredKey(f: TeamFilter, version: number): string {
  return filterKey('filtered', f, version);
}

/**
 * Whether a result passes the course, gender and age-group filters of `f` (null = all), exactly as
 * the SQL equality filters of the overall record do: a result without a gender or age group passes
 * only 'all'.
 */
export function passesFilter(r: { ticketName: string; gender: string | null; ageType: number | null }, f: TeamFilter): boolean {
  return (
    (f.ticketName === null || r.ticketName === f.ticketName) &&
    (f.gender === null || r.gender === f.gender) &&
    (f.ageType === null || r.ageType === f.ageType)
  );
}

/**
 * `rows` (one round, in place order) with `place`: rank by net time (`seconds`, same order) within
 * each course, both genders together, as rank() counts (1-2-2-4). Rows without a time get no place.
 */
export function withPlaces<R extends { ticketName: string }>(
  rows: R[],
  seconds: Array<number | null>,
): Array<R & { place: number | null }> {
  const seen = new Map<string, { count: number; last: number | null; place: number }>();
  return rows.map((r, i) => {
    const s = seconds[i];
    if (s === null) return { ...r, place: null };
    const c = seen.get(r.ticketName) ?? { count: 0, last: null, place: 0 };
    c.count += 1;
    if (c.last !== s) c.place = c.count;
    c.last = s;
    seen.set(r.ticketName, c);
    return { ...r, place: c.place };
  });
}

/** Entries per worker: a 10-row page is about 3 kB, so ~15 MB at most. */
const MAX_ENTRIES = 5_000;
/**
 * Whole rounds kept per worker: the biggest edition's ~4,000 results are about 1 MB, and an imported
 * file may hold up to 100,000 (~30 MB); visitors mostly read the latest rounds.
 */
const MAX_ROUNDS = 4;
/** Filtered lists per worker: each only points at rows of a kept round. */
const MAX_FILTERED = 500;

interface TeamCaches {
  pages: SharedLoadCache;
  rounds: SharedLoadCache;
  filtered: SharedLoadCache;
}

// On globalThis like lib/cache/memo.ts: Next bundles the route handler and the /record/total page
// separately, and both should share one cache per process.
const shared = globalThis as unknown as { marathonTeamCaches?: TeamCaches };

function caches(): TeamCaches {
  shared.marathonTeamCaches ??= {
    pages: new SharedLoadCache(MAX_ENTRIES),
    rounds: new SharedLoadCache(MAX_ROUNDS),
    filtered: new SharedLoadCache(MAX_FILTERED),
  };
  return shared.marathonTeamCaches;
}

/** The process-wide cache of pages and counts of filters spanning every round. */
export function teamCache(): SharedLoadCache {
  return caches().pages;
}

/** The process-wide cache of whole rounds (roundKey) in place order. */
export function roundCache(): SharedLoadCache {
  return caches().rounds;
}

/** The process-wide cache of a round's results filtered (filteredKey). */
export function filteredCache(): SharedLoadCache {
  return caches().filtered;
}
