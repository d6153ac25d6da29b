import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineJob, type JobContext } from './kind';
import { runBatch, type FetchedJob } from './run-batch';

function recorder() {
  const calls: Array<['complete', string[]] | ['fail', string, object]> = [];
  const logs: Array<[string, object]> = [];
  return {
    calls,
    logs,
    outcomes: {
      complete: async (_name: string, ids: string[]) => void calls.push(['complete', ids]),
      fail: async (_name: string, id: string, data: object) => void calls.push(['fail', id, data]),
    },
    log: { warn: (o: object) => void logs.push(['warn', o]), error: (o: object) => void logs.push(['error', o]) },
  };
}

const job = (id: string, data: unknown, retryCount = 0, retryLimit = 2): FetchedJob => ({
  id,
  data,
  retryCount,
  retryLimit,
  createdOn: new Date('2026-03-02T00:00:00Z'),
});

describe('runBatch', () => {
  it('completes the jobs that succeeded together and fails each failure alone with its message', async () => {
    const seen: Array<[number, JobContext]> = [];
    const kind = defineJob({
      name: 'test-kind',
      payload: z.object({ n: z.number() }),
      handle: async ({ n }, ctx) => {
        seen.push([n, ctx]);
        if (n % 2) throw new Error(`odd ${n}`);
      },
      retry: { limit: 2, delaySeconds: 1, backoff: false },
      expireInSeconds: 5,
    });
    const r = recorder();
    await runBatch(kind, [job('a', { n: 1 }), job('b', { n: 2 }), job('c', { n: 3 }, 2), job('d', { n: 4 })], r.outcomes, r.log);
    expect(r.calls).toEqual([
      ['complete', ['b', 'd']],
      ['fail', 'a', { message: 'odd 1' }],
      ['fail', 'c', { message: 'odd 3' }],
    ]);
    // The context tells the handler which attempt this is and whether a failure now is final.
    expect(seen.find(([n]) => n === 1)![1]).toEqual({
      jobId: 'a',
      attempt: 1,
      lastAttempt: false,
      createdAt: new Date('2026-03-02T00:00:00Z'),
    });
    expect(seen.find(([n]) => n === 3)![1]).toMatchObject({ attempt: 3, lastAttempt: true });
    // A failure with retries left is a warning; the final one an error. Ids and messages only.
    expect(r.logs).toEqual([
      ['warn', { job: 'test-kind', jobId: 'a', attempt: 1, err: 'odd 1' }],
      ['error', { job: 'test-kind', jobId: 'c', attempt: 3, err: 'odd 3' }],
    ]);
  });

  it('fails a job whose payload the kind refuses without calling the handler', async () => {
    let called = 0;
    const kind = defineJob({
      name: 'test-kind',
      payload: z.object({ smsId: z.number().int().positive() }),
      handle: async () => void called++,
      retry: { limit: 0, delaySeconds: 0, backoff: false },
      expireInSeconds: 5,
    });
    const r = recorder();
    await runBatch(kind, [job('x', { smsId: 'forty-two' })], r.outcomes, r.log);
    expect(called).toBe(0);
    expect(r.calls).toHaveLength(1);
    expect(r.calls[0][0]).toBe('fail');
    expect(r.calls[0][1]).toBe('x');
  });

  it('counts a run that outlives its expiry as failed, so its loop moves on', async () => {
    const kind = defineJob({
      name: 'test-kind',
      payload: z.object({}),
      handle: () => new Promise<void>(() => {}),
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      expireInSeconds: 1,
    });
    const r = recorder();
    await runBatch(kind, [job('slow', {})], r.outcomes, r.log);
    expect(r.calls).toEqual([['fail', 'slow', { message: 'did not finish within 1 s' }]]);
  });

  it('throws when the outcomes cannot be recorded, so the queue runs the batch again', async () => {
    const kind = defineJob({
      name: 'test-kind',
      payload: z.object({}),
      handle: async () => {},
      retry: { limit: 1, delaySeconds: 0, backoff: false },
      expireInSeconds: 5,
    });
    const r = recorder();
    const outcomes = { ...r.outcomes, complete: () => Promise.reject(new Error('connection lost')) };
    await expect(runBatch(kind, [job('a', {})], outcomes, r.log)).rejects.toThrow('connection lost');
  });
});
