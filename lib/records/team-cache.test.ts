import { describe, expect, it } from 'vitest';
import {
  ALL_ROUNDS,
  countKey,
  filteredKey,
  pageKey,
  passesFilter,
  roundKey,
  SharedLoadCache,
  versionRoundOf,
  withPlaces,
  type TeamFilter,
} from './team-cache';

const half40F: TeamFilter = { holdRound: 19, ticketName: '하프', gender: 'F', ageType: 40 };

describe('overall-record cache keys', () => {
  it('differ for every filter, page, page size and results version', () => {
    const keys = new Set([
      pageKey(half40F, 1, 1, 10),
      pageKey(half40F, 2, 1, 10), // the round re-imported
      pageKey(half40F, 1, 2, 10),
      pageKey(half40F, 1, 1, 20),
      pageKey({ ...half40F, gender: 'M' }, 1, 1, 10),
      pageKey({ ...half40F, ageType: null }, 1, 1, 10),
      pageKey({ ...half40F, ticketName: null }, 1, 1, 10),
      pageKey({ ...half40F, holdRound: 20 }, 1, 1, 10),
      countKey(half40F, 1),
      countKey(half40F, 2),
      countKey({ ...half40F, gender: null }, 1),
    ]);
    expect(keys.size).toBe(11);
  });

  it('cannot be confused by a course name that looks like another field', () => {
    const a = pageKey({ holdRound: 19, ticketName: '하프,F', gender: null, ageType: null }, 1, 1, 10);
    const b = pageKey({ holdRound: 19, ticketName: '하프', gender: 'F', ageType: null }, 1, 1, 10);
    expect(a).not.toBe(b);
  });

  it('guards a one-round filter by that round and an every-round filter by ALL_ROUNDS', () => {
    expect(versionRoundOf(half40F)).toBe(19);
    expect(versionRoundOf({ ...half40F, holdRound: null })).toBe(ALL_ROUNDS);
  });
});

describe('SharedLoadCache', () => {
  it('shares one load between concurrent misses and serves it afterwards', async () => {
    const cache = new SharedLoadCache(10);
    let loads = 0;
    const load = async () => ++loads;
    expect(await Promise.all([cache.get('k', load), cache.get('k', load), cache.get('k', load)])).toEqual([1, 1, 1]);
    expect(await cache.get('k', load)).toBe(1);
    expect(loads).toBe(1);
  });

  it('serves nothing of the rows an import replaced: the new version is a new key, loaded afresh', async () => {
    const cache = new SharedLoadCache(10);
    let rows = ['old runner'];
    const load = async () => [...rows];
    expect(await cache.get(pageKey(half40F, 1, 1, 10), load)).toEqual(['old runner']);
    rows = ['new runner']; // the import commits and raises the round's version to 2
    expect(await cache.get(pageKey(half40F, 1, 1, 10), load)).toEqual(['old runner']); // a reader still at version 1
    expect(await cache.get(pageKey(half40F, 2, 1, 10), load)).toEqual(['new runner']);
  });

  it('forgets a failed load so that the next visitor loads again', async () => {
    const cache = new SharedLoadCache(10);
    await expect(cache.get('k', () => Promise.reject(new Error('database down')))).rejects.toThrow('database down');
    expect(await cache.get('k', async () => 'up')).toBe('up');
  });

  it('keeps at most its bound, dropping the least recently used', async () => {
    const cache = new SharedLoadCache(3);
    for (const k of ['a', 'b', 'c']) await cache.get(k, async () => k);
    await cache.get('a', async () => 'reloaded a'); // a is now the most recent
    await cache.get('d', async () => 'd');
    expect(cache.size).toBe(3);
    expect(await cache.get('a', async () => 'reloaded a')).toBe('a');
    expect(await cache.get('b', async () => 'reloaded b')).toBe('reloaded b');
  });
});

describe('one round in memory', () => {
  it('keys a round and its filtered lists by results version and every filter', () => {
    const keys = new Set([
      roundKey(19, 1),
      roundKey(19, 2),
      roundKey(20, 1),
      filteredKey(half40F, 1),
      filteredKey(half40F, 2),
      filteredKey({ ...half40F, gender: null }, 1),
      filteredKey({ ...half40F, ticketName: null }, 1),
      filteredKey({ ...half40F, ageType: 50 }, 1),
    ]);
    expect(keys.size).toBe(8);
  });

  it('filters as the SQL equalities do: null is all, and a result without gender or age group passes only all', () => {
    const r = { ticketName: '하프', gender: 'F', ageType: 40 };
    expect(passesFilter(r, half40F)).toBe(true);
    expect(passesFilter(r, { ...half40F, ticketName: null, gender: null, ageType: null })).toBe(true);
    expect(passesFilter(r, { ...half40F, ticketName: '하프 ' })).toBe(false);
    expect(passesFilter(r, { ...half40F, gender: 'M' })).toBe(false);
    expect(passesFilter(r, { ...half40F, ageType: 30 })).toBe(false);
    const unknown = { ticketName: '하프', gender: null, ageType: null };
    expect(passesFilter(unknown, { ...half40F, gender: null, ageType: null })).toBe(true);
    expect(passesFilter(unknown, half40F)).toBe(false);
  });
});

describe('withPlaces', () => {
  it('ranks each course by net time, both genders together, equal times sharing a place', () => {
    const rows = [
      { ticketName: 'half', gender: 'M' },
      { ticketName: '10km', gender: 'F' },
      { ticketName: 'half', gender: 'F' },
      { ticketName: 'half', gender: 'M' },
      { ticketName: 'half', gender: 'M' },
      { ticketName: '10km', gender: 'M' },
    ];
    const places = withPlaces(rows, [3600, 2400, 3700, 3700, 3800, null]).map((r) => r.place);
    expect(places).toEqual([1, 1, 2, 2, 4, null]);
  });
});
