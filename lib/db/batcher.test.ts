import { afterEach, describe, expect, it, vi } from 'vitest';
import { createBatcher } from './batcher';

describe('createBatcher', () => {
  afterEach(() => vi.useRealTimers());

  it('writes the items added within the delay in one flush, in arrival order, and resolves each add after it', async () => {
    vi.useFakeTimers();
    const flushed: number[][] = [];
    const b = createBatcher<number>({ maxItems: 100, maxDelayMs: 20, flush: async (xs) => void flushed.push(xs) });
    const done = [b.add(1), b.add(2), b.add(3)];
    expect(flushed).toEqual([]);
    await vi.advanceTimersByTimeAsync(20);
    await Promise.all(done);
    expect(flushed).toEqual([[1, 2, 3]]);
  });

  it('flushes at once when maxItems is reached, and starts a new batch after', async () => {
    vi.useFakeTimers();
    const flushed: number[][] = [];
    const b = createBatcher<number>({ maxItems: 2, maxDelayMs: 1_000, flush: async (xs) => void flushed.push(xs) });
    await Promise.all([b.add(1), b.add(2)]);
    expect(flushed).toEqual([[1, 2]]);
    const third = b.add(3);
    await vi.advanceTimersByTimeAsync(1_000);
    await third;
    expect(flushed).toEqual([[1, 2], [3]]);
  });

  it('rejects every add of a failed flush, and the next batch is written again', async () => {
    vi.useFakeTimers();
    let fail = true;
    const written: number[] = [];
    const b = createBatcher<number>({
      maxItems: 10,
      maxDelayMs: 5,
      flush: async (xs) => {
        if (fail) throw new Error('database down');
        written.push(...xs);
      },
    });
    const failed = [b.add(1), b.add(2)].map((p) => p.catch((e: Error) => e.message));
    await vi.advanceTimersByTimeAsync(5);
    expect(await Promise.all(failed)).toEqual(['database down', 'database down']);
    fail = false;
    const ok = b.add(3);
    await vi.advanceTimersByTimeAsync(5);
    await ok;
    expect(written).toEqual([3]);
  });
});
