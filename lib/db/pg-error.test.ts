import { describe, expect, it } from 'vitest';
import { pgErrorOf, uniqueViolation } from './pg-error';

describe('pg errors', () => {
  const direct = Object.assign(new Error('dup'), { code: '23505', constraint: 'joiners_event_join_seq_uq' });
  const wrapped = Object.assign(new Error('Failed query'), { cause: direct });

  it('reads code and constraint from pg or from a Drizzle wrapper', () => {
    expect(pgErrorOf(direct)).toEqual({ code: '23505', constraint: 'joiners_event_join_seq_uq' });
    expect(pgErrorOf(wrapped)).toEqual({ code: '23505', constraint: 'joiners_event_join_seq_uq' });
    expect(pgErrorOf(null)).toEqual({ code: undefined, constraint: undefined });
  });

  it('tells a unique violation, optionally of one constraint', () => {
    expect(uniqueViolation(wrapped)).toBe('joiners_event_join_seq_uq');
    expect(uniqueViolation(wrapped, 'joiners_event_join_seq_uq')).toBe('joiners_event_join_seq_uq');
    expect(uniqueViolation(wrapped, 'runners_live_identity_uq')).toBeNull();
    expect(uniqueViolation(Object.assign(new Error(), { code: '23514' }))).toBeNull();
  });
});
