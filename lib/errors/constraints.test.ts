import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorOfConstraint, errorOfViolation, MAPPED_CONSTRAINTS, violationOf } from './constraints';

/** An error as Drizzle throws it: the pg error (SQLSTATE, constraint) as its cause. */
const violation = (code: string, constraint?: string) => Object.assign(new Error('query failed'), { cause: { code, constraint } });

describe('database rules as errors', () => {
  it('reads the kind and constraint of an integrity violation', () => {
    expect(violationOf(violation('23505', 'runners_live_identity_uq'))).toEqual({ kind: 'unique', constraint: 'runners_live_identity_uq' });
    expect(violationOf(violation('23514', 'tickets_total_within_capacity'))).toEqual({
      kind: 'check',
      constraint: 'tickets_total_within_capacity',
    });
    expect(violationOf(violation('23503'))).toEqual({ kind: 'foreignKey', constraint: '' });
    expect(violationOf(violation('40P01'))).toBeNull();
    expect(violationOf(new Error('socket hang up'))).toBeNull();
  });

  it('answers a runner registered at the same moment with S0004 naming the runners found', async () => {
    const err = await errorOfViolation(violation('23505', 'runners_live_identity_uq'), { runnerNames: async () => ['홍길동'] });
    expect(err).toMatchObject({ status: 409, errorCode: 'S0004', errorMessage: JSON.stringify({ data: [{ runnerName: '홍길동' }] }) });
  });

  it('answers a group name taken meanwhile with the 400 of the form check', async () => {
    expect(await errorOfConstraint('joiners_event_exponent_live_uq')).toMatchObject({
      status: 400,
      errorCode: 'V0001',
      messageKey: 'group.nameTaken',
    });
  });

  it('answers the capacity check with S0003', async () => {
    expect(await errorOfConstraint('tickets_total_within_capacity', { ticketNames: () => ['하프'] })).toMatchObject({ errorCode: 'S0003' });
  });

  it('passes anything else through unchanged', async () => {
    const taken = violation('23505', 'joiners_event_join_seq_uq');
    expect(await errorOfViolation(taken)).toBe(taken);
    const other = new Error('boom');
    expect(await errorOfViolation(other)).toBe(other);
    expect(await errorOfConstraint(undefined)).toBeNull();
    expect(await errorOfConstraint('toString')).toBeNull();
  });

  it('maps only constraints that exist in the schema or its migrations', () => {
    const root = path.resolve(import.meta.dirname, '..', '..');
    const text = ['db/schema', 'db/migrations']
      .flatMap((dir) =>
        readdirSync(path.join(root, dir))
          .filter((f) => /\.(ts|sql)$/.test(f))
          .map((f) => path.join(root, dir, f)),
      )
      .map((f) => readFileSync(f, 'utf8'))
      .join('\n');
    expect(MAPPED_CONSTRAINTS.filter((name) => !text.includes(`'${name}'`) && !text.includes(`"${name}"`))).toEqual([]);
  });
});
