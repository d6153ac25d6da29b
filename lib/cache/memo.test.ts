import { describe, expect, it } from 'vitest';
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
});
