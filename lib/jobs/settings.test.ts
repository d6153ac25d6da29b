import { describe, expect, it } from 'vitest';
import { EnvError, readSiteEnv } from '@/lib/env/schema.mjs';
import { jobSettings } from './settings';

/** The job settings under the environment `raw`, read as the site reads it. */
const settingsOf = (raw: Record<string, string>) => jobSettings(readSiteEnv(raw).jobs);

describe('jobSettings', () => {
  it('runs jobs in every process by default, in the pgboss schema, with a pool of 3', () => {
    expect(settingsOf({})).toEqual({ worker: true, schema: 'pgboss', poolMax: 3 });
    expect(settingsOf({ JOBS_WORKER: '', JOBS_SCHEMA: ' ', JOBS_POOL_MAX: '' })).toEqual({ worker: true, schema: 'pgboss', poolMax: 3 });
  });

  it('reads JOBS_WORKER=0, another schema and pool size', () => {
    expect(settingsOf({ JOBS_WORKER: '0', JOBS_SCHEMA: 'jobs_site2', JOBS_POOL_MAX: '5' })).toEqual({
      worker: false,
      schema: 'jobs_site2',
      poolMax: 5,
    });
    expect(settingsOf({ JOBS_WORKER: '1' }).worker).toBe(true);
  });

  it('stops the process, naming the variable, instead of guessing', () => {
    expect(() => settingsOf({ JOBS_WORKER: 'no' })).toThrow(EnvError);
    expect(() => settingsOf({ JOBS_WORKER: 'no' })).toThrow(/JOBS_WORKER="no": expected 1 \(on\) or 0 \(off\)/);
    expect(() => settingsOf({ JOBS_SCHEMA: 'public; drop table x' })).toThrow(/JOBS_SCHEMA=.*lower-case PostgreSQL name/);
    expect(() => settingsOf({ JOBS_SCHEMA: 'Jobs' })).toThrow(/JOBS_SCHEMA/);
    expect(() => settingsOf({ JOBS_POOL_MAX: '0' })).toThrow(/JOBS_POOL_MAX="0": expected a whole number from 1 to 99/);
    expect(() => settingsOf({ JOBS_POOL_MAX: 'lots' })).toThrow(/JOBS_POOL_MAX/);
  });
});
