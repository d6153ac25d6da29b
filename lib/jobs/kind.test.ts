import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, retryDelayRange } from './kind';

const base = {
  name: 'deadline-release',
  payload: z.object({ joinerId: z.number().int() }),
  handle: async () => {},
  retry: { limit: 3, delaySeconds: 10, backoff: true },
  expireInSeconds: 60,
};

describe('defineJob', () => {
  it('fills in the defaults a queue runs with', () => {
    const kind = defineJob(base);
    expect(kind).toMatchObject({ concurrency: 1, batchSize: 10, pollingIntervalSeconds: 2, policy: 'standard', retentionDays: 30 });
    expect(kind.cron).toBeUndefined();
    expect(defineJob({ ...base, batchSize: 20, policy: 'singleton' })).toMatchObject({ batchSize: 20, policy: 'singleton' });
  });

  it('refuses settings the queue would refuse at start, naming the kind', () => {
    expect(() => defineJob({ ...base, name: 'Deadline_Release' })).toThrow('job kind "Deadline_Release": name must be kebab-case');
    expect(() => defineJob({ ...base, retry: { limit: -1, delaySeconds: 1, backoff: false } })).toThrow('retry.limit');
    expect(() => defineJob({ ...base, retry: { limit: 1, delaySeconds: 0.5, backoff: false } })).toThrow('retry.delaySeconds');
    expect(() => defineJob({ ...base, expireInSeconds: 0 })).toThrow('expireInSeconds');
    expect(() => defineJob({ ...base, expireInSeconds: 24 * 3600 })).toThrow('expireInSeconds');
    expect(() => defineJob({ ...base, pollingIntervalSeconds: 0.1 })).toThrow('pollingIntervalSeconds');
    expect(() => defineJob({ ...base, concurrency: 0 })).toThrow('concurrency');
    expect(() => defineJob({ ...base, batchSize: 1.5 })).toThrow('batchSize');
    expect(() => defineJob({ ...base, cron: { expression: '0 3 * *', payload: { joinerId: 1 } } })).toThrow('five fields');
  });
});

describe('retryDelayRange', () => {
  it('waits the same delay each time without backoff', () => {
    expect(retryDelayRange({ limit: 3, delaySeconds: 30, backoff: false }, 1)).toEqual([30, 30]);
    expect(retryDelayRange({ limit: 3, delaySeconds: 30, backoff: false }, 3)).toEqual([30, 30]);
  });

  it('doubles the delay with backoff, with up to as much again of jitter (the SMS delivery: 30 s, 1, 2, 4 minutes)', () => {
    const sms = { limit: 4, delaySeconds: 30, backoff: true };
    expect([1, 2, 3, 4].map((n) => retryDelayRange(sms, n))).toEqual([
      [30, 60],
      [60, 120],
      [120, 240],
      [240, 480],
    ]);
  });
});
