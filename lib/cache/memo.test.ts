import { afterEach, describe, expect, it, vi } from 'vitest';
import { cached, invalidate } from './memo';

describe('cached', () => {
  it('shares one load between concurrent misses and serves it within the TTL', async () => {
    let loads = 0;
    const load = async () => ++loads;
    const [a, b] = await Promise.all([cached('memo-share', 60_000, load), cached('memo-share', 60_000, load)]);
    expect([a, b, loads]).toEqual([1, 1, 1]);
    expect(await cached('memo-share', 60_000, load)).toBe(1);
  });

  it('forgets a failed load so the next call loads again', async () => {
    await expect(cached('memo-fail', 60_000, () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    expect(await cached('memo-fail', 60_000, async () => 'up')).toBe('up');
  });

  it('keeps a newer entry when an older load fails after it', async () => {
    let failOld!: (e: Error) => void;
    const old = cached('memo-race', 60_000, () => new Promise<string>((_, reject) => (failOld = reject)));
    invalidate('memo-race');
    expect(await cached('memo-race', 60_000, async () => 'new')).toBe('new');
    failOld(new Error('old load failed'));
    await expect(old).rejects.toThrow('old load failed');
    let reloaded = false;
    expect(await cached('memo-race', 60_000, async () => ((reloaded = true), 'reloaded'))).toBe('new');
    expect(reloaded).toBe(false);
  });

  describe('stale while revalidating', () => {
    afterEach(() => vi.useRealTimers());
    const tick = () => new Promise((r) => setImmediate(r));

    it('serves the old answer past the TTL while one load refreshes it, then the new one', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let loads = 0;
      let finish!: () => void;
      const load = () => (++loads === 1 ? Promise.resolve('old') : new Promise<string>((r) => (finish = () => r('new'))));
      expect(await cached('memo-swr', 1_000, load, 5_000)).toBe('old');
      vi.advanceTimersByTime(1_500);
      // Two readers past the TTL: both answered at once with the old answer, one refresh started.
      expect(await cached('memo-swr', 1_000, load, 5_000)).toBe('old');
      expect(await cached('memo-swr', 1_000, load, 5_000)).toBe('old');
      expect(loads).toBe(2);
      finish();
      await tick();
      expect(await cached('memo-swr', 1_000, load, 5_000)).toBe('new');
      expect(loads).toBe(2);
    });

    it('waits for a fresh load once the answer is older than TTL + stale window', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let loads = 0;
      const load = async () => `v${++loads}`;
      expect(await cached('memo-too-old', 1_000, load, 2_000)).toBe('v1');
      vi.advanceTimersByTime(3_001);
      expect(await cached('memo-too-old', 1_000, load, 2_000)).toBe('v2');
    });

    it('never serves an invalidated answer, nor stores a refresh that an invalidation overtook', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let loads = 0;
      let finishRefresh!: () => void;
      const load = () => {
        const n = ++loads;
        if (n === 2) return new Promise<string>((r) => (finishRefresh = () => r('refresh read before the change')));
        return Promise.resolve(`v${n}`);
      };
      expect(await cached('memo-inv', 1_000, load, 5_000)).toBe('v1');
      vi.advanceTimersByTime(1_500);
      expect(await cached('memo-inv', 1_000, load, 5_000)).toBe('v1');
      invalidate('memo-inv');
      expect(await cached('memo-inv', 1_000, load, 5_000)).toBe('v3');
      finishRefresh();
      await tick();
      expect(await cached('memo-inv', 1_000, load, 5_000)).toBe('v3');
    });

    it('keeps the old answer when a refresh fails, and tries again on the next read', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let loads = 0;
      const load = () => (++loads === 2 ? Promise.reject(new Error('down')) : Promise.resolve(`v${loads}`));
      expect(await cached('memo-refresh-fail', 1_000, load, 5_000)).toBe('v1');
      vi.advanceTimersByTime(1_500);
      expect(await cached('memo-refresh-fail', 1_000, load, 5_000)).toBe('v1');
      await tick();
      // The next read tries again, and its quick answer is served.
      expect(await cached('memo-refresh-fail', 1_000, load, 5_000)).toBe('v3');
      expect(loads).toBe(3);
    });

    it('serves a refresh that answers within the grace at once, so a change shows one TTL after it', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      let loads = 0;
      const load = async () => `v${++loads}`;
      expect(await cached('memo-grace', 1_000, load, 5_000)).toBe('v1');
      vi.advanceTimersByTime(1_001);
      expect(await cached('memo-grace', 1_000, load, 5_000)).toBe('v2');
      // A refresh still loading after the grace (REFRESH_GRACE_MS): the old answer, without waiting for it.
      vi.advanceTimersByTime(1_001);
      let finish!: () => void;
      const slow = () => new Promise<string>((r) => (finish = () => r('slow')));
      expect(await cached('memo-grace', 1_000, slow, 5_000)).toBe('v2');
      finish();
      await tick();
      expect(await cached('memo-grace', 1_000, slow, 5_000)).toBe('slow');
    });
  });
});
