import { describe, expect, it } from 'vitest';
import { jobSettingsFrom } from './settings';

describe('jobSettingsFrom', () => {
  it('runs jobs in every process by default, in the pgboss schema, with a pool of 3', () => {
    expect(jobSettingsFrom({})).toEqual({ worker: true, schema: 'pgboss', poolMax: 3 });
    expect(jobSettingsFrom({ JOBS_WORKER: '', JOBS_SCHEMA: '', JOBS_POOL_MAX: '' })).toEqual({
      worker: true,
      schema: 'pgboss',
      poolMax: 3,
    });
  });

  it('reads JOBS_WORKER=0, another schema and pool size', () => {
    expect(jobSettingsFrom({ JOBS_WORKER: '0', JOBS_SCHEMA: 'jobs_site2', JOBS_POOL_MAX: '5' })).toEqual({
      worker: false,
      schema: 'jobs_site2',
      poolMax: 5,
    });
    expect(jobSettingsFrom({ JOBS_WORKER: '1' }).worker).toBe(true);
  });

  it('fails loudly, naming the variable, instead of guessing', () => {
    expect(() => jobSettingsFrom({ JOBS_WORKER: 'no' })).toThrow(/^JOBS_WORKER/);
    expect(() => jobSettingsFrom({ JOBS_SCHEMA: 'public; drop table x' })).toThrow(/^JOBS_SCHEMA/);
    expect(() => jobSettingsFrom({ JOBS_SCHEMA: 'Jobs' })).toThrow(/^JOBS_SCHEMA/);
    expect(() => jobSettingsFrom({ JOBS_POOL_MAX: '0' })).toThrow(/^JOBS_POOL_MAX/);
    expect(() => jobSettingsFrom({ JOBS_POOL_MAX: 'lots' })).toThrow(/^JOBS_POOL_MAX/);
  });
});
