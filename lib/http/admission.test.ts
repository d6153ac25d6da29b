import { readSiteEnv } from '@/lib/env/schema.mjs';
import { describe, expect, it } from 'vitest';
import { acceptLimits, Admission, arrivedAt, waitBudgetMs } from './admission';
import { ApiError } from '@/lib/errors';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('Admission (bounded queue, 503 Q0001)', () => {
  it('runs up to `concurrency` at once, queues the next ones in order, and refuses past the queue with Q0001 + Retry-After', async () => {
    const q = new Admission({ concurrency: 2, queueMax: 1, maxWaitMs: 5_000, retryAfterSec: 3 });
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const calls = gates.map((g, i) =>
      q.run(async () => {
        order.push(i);
        await g.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(q.load).toEqual({ running: 2, waiting: 1 });
    const refused = await q.run(async () => 'never').catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).status).toBe(503);
    expect((refused as ApiError).errorCode).toBe('Q0001');
    expect((refused as ApiError).headers).toEqual({ 'Retry-After': '3' });
    gates[0].resolve();
    expect(await calls[0]).toBe(0);
    await new Promise((r) => setTimeout(r, 0));
    expect(order).toEqual([0, 1, 2]);
    gates[1].resolve();
    gates[2].resolve();
    expect(await Promise.all(calls)).toEqual([0, 1, 2]);
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it('answers Q0001 when the wait passes maxWaitMs, and frees the slot when work throws', async () => {
    const q = new Admission({ concurrency: 1, queueMax: 5, maxWaitMs: 30, retryAfterSec: 2 });
    const gate = deferred();
    const first = q.run(() => gate.promise);
    const late = await q.run(async () => 'late').catch((e: ApiError) => e.errorCode);
    expect(late).toBe('Q0001');
    gate.resolve();
    await first;
    await expect(
      q.run(async () => {
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(await q.run(async () => 'ok')).toBe('ok');
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it('reads its limits from the environment with safe defaults, and refuses malformed ones', () => {
    const limitsOf = (raw: Record<string, string>) => acceptLimits(readSiteEnv(raw));
    // Applications for one course share a connection per batch, so three per pool connection by default.
    expect(limitsOf({})).toEqual({ concurrency: 60, queueMax: 40, maxWaitMs: 850, retryAfterSec: 2 });
    expect(limitsOf({ ACCEPT_CONCURRENCY: '12' }).concurrency).toBe(12);
    expect(limitsOf({ DB_POOL_MAX: '8', ACCEPT_QUEUE_MAX: '0', ACCEPT_QUEUE_WAIT_MS: '' })).toEqual({
      concurrency: 24,
      queueMax: 0,
      maxWaitMs: 850,
      retryAfterSec: 2,
    });
    expect(() => limitsOf({ ACCEPT_QUEUE_WAIT_MS: 'x' })).toThrow(/ACCEPT_QUEUE_WAIT_MS="x": expected a whole number/);
  });

  it('counts the wait deadline from the arrival in the worker: a request that waited for the CPU gets less, a late one none', async () => {
    expect(waitBudgetMs(1_000, 10_000, 10_000)).toBe(1_000);
    expect(waitBudgetMs(1_000, 10_000, 10_700)).toBe(300);
    expect(waitBudgetMs(1_000, 10_000, 11_000)).toBe(0);
    // A stamp from the future (a forged header under `next dev`) never buys more than maxWaitMs.
    expect(waitBudgetMs(1_000, 99_000, 10_000)).toBe(1_000);

    const q = new Admission({ concurrency: 1, queueMax: 5, maxWaitMs: 60_000, retryAfterSec: 2 });
    const gate = deferred();
    const first = q.run(() => gate.promise);
    // Arrived 60 s ago: past its deadline, refused at once although the queue has room.
    const started = Date.now();
    const late = await q.run(async () => 'late', Date.now() - 60_000).catch((e: ApiError) => e.errorCode);
    expect(late).toBe('Q0001');
    expect(Date.now() - started).toBeLessThan(1_000);
    // Arrived 59.95 s ago: waits about 50 ms, not a minute.
    const almost = await q.run(async () => 'almost', Date.now() - 59_950).catch((e: ApiError) => e.errorCode);
    expect(almost).toBe('Q0001');
    expect(Date.now() - started).toBeLessThan(2_000);
    gate.resolve();
    await first;
    // A free slot runs the work whatever the stamp: nothing is gained by refusing it.
    expect(await q.run(async () => 'ran', Date.now() - 60_000)).toBe('ran');
    expect(q.load).toEqual({ running: 0, waiting: 0 });
  });

  it("reads the server entry's arrival stamp, else takes now", () => {
    const at = (h: Record<string, string>) => arrivedAt(new Request('http://x/api/applicant/applyFor', { method: 'POST', headers: h }));
    expect(at({ 'x-accept-arrived': '1700000000000' })).toBe(1_700_000_000_000);
    const now = Date.now();
    expect(at({})).toBeGreaterThanOrEqual(now);
    expect(at({ 'x-accept-arrived': 'yesterday' })).toBeGreaterThanOrEqual(now);
  });
});
