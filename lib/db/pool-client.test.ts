import { describe, expect, it } from 'vitest';
import { connectionBroken } from './pool-client';

describe('connectionBroken', () => {
  it('keeps a connection after a statement the server refused, closes it after a socket or shutdown error', () => {
    expect(connectionBroken(Object.assign(new Error('duplicate key'), { code: '23505', constraint: 'joiners_event_join_seq_uq' }))).toBe(
      false,
    );
    expect(connectionBroken(Object.assign(new Error('wrapped'), { cause: { code: '23505' } }))).toBe(false);
    expect(connectionBroken(new Error('Connection terminated unexpectedly'))).toBe(true);
    expect(connectionBroken(Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }))).toBe(true);
    expect(connectionBroken(Object.assign(new Error('connection failure'), { code: '08006' }))).toBe(true);
  });
});
