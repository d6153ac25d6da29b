import { describe, expect, it } from 'vitest';
import { freshBatchLoader } from './fresh-batch-loader';

/** A batch function whose calls are recorded and finished by hand. */
function manualBatches() {
  const calls: Array<{ keys: readonly number[]; finish: (err?: Error) => void }> = [];
  const batch = (keys: readonly number[]) =>
    new Promise<number[]>((resolve, reject) => {
      calls.push({ keys, finish: (err) => (err ? reject(err) : resolve(keys.map((k) => k * 10))) });
    });
  return { calls, batch };
}

const turn = () => new Promise((r) => setImmediate(r));

describe('freshBatchLoader', () => {
  it('serves the loads of one moment with one batch', async () => {
    const { calls, batch } = manualBatches();
    const loader = freshBatchLoader(batch);
    const answers = Promise.all([loader.load(1), loader.load(2), loader.load(1)]);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1, 2, 1]]);
    calls[0].finish();
    expect(await answers).toEqual([10, 20, 10]);
  });

  it('never answers a load with a batch that started before it; the next batch waits for the running one', async () => {
    const { calls, batch } = manualBatches();
    const loader = freshBatchLoader(batch);
    const first = loader.load(1);
    await turn();
    expect(calls).toHaveLength(1);
    const later = [loader.load(1), loader.load(3)];
    await turn();
    await turn();
    // Still one batch: the later loads wait for the running one to end before theirs starts.
    expect(calls).toHaveLength(1);
    calls[0].finish();
    expect(await first).toBe(10);
    await turn();
    expect(calls.map((c) => c.keys)).toEqual([[1], [1, 3]]);
    calls[1].finish();
    expect(await Promise.all(later)).toEqual([10, 30]);
  });

  it('a failed batch rejects its own loads only, and the next batch still runs', async () => {
    const { calls, batch } = manualBatches();
    const loader = freshBatchLoader(batch);
    const failing = loader.load(1);
    await turn();
    const next = loader.load(2);
    calls[0].finish(new Error('connection lost'));
    await expect(failing).rejects.toThrow('connection lost');
    await turn();
    expect(calls).toHaveLength(2);
    calls[1].finish();
    expect(await next).toBe(20);
  });
});
