import { afterEach, describe, expect, it, vi } from 'vitest';
import { invalidate } from '@/lib/cache/memo';
import { ApiError } from '@/lib/errors';
import { CATALOGUE_CACHE } from './places';
import { FULL_MEMO_MS, noteFull, refuseKnownFull } from './full-courses';

afterEach(() => {
  vi.useRealTimers();
  invalidate(CATALOGUE_CACHE);
});

const refusal = (runners: Array<{ ticketSeq: number }>) => {
  try {
    refuseKnownFull(runners);
    return null;
  } catch (e) {
    return e as ApiError;
  }
};

describe('sold-out courses refused from memory', () => {
  it('refuses a course noted full with S0003 naming it, and lets other courses through', () => {
    noteFull(11, '하프');
    const err = refusal([{ ticketSeq: 12 }, { ticketSeq: 11 }, { ticketSeq: 11 }]);
    expect(err?.errorCode).toBe('S0003');
    expect(JSON.parse(err!.errorMessage)).toEqual({ data: [{ ticketName: '하프' }] });
    expect(refusal([{ ticketSeq: 12 }])).toBeNull();
  });

  it('forgets the mark after FULL_MEMO_MS and when places are given back (catalogue invalidated)', () => {
    vi.useFakeTimers();
    noteFull(21, '10km');
    vi.advanceTimersByTime(FULL_MEMO_MS + 1);
    expect(refusal([{ ticketSeq: 21 }])).toBeNull();
    noteFull(21, '10km');
    invalidate(CATALOGUE_CACHE);
    expect(refusal([{ ticketSeq: 21 }])).toBeNull();
  });
});
