import { describe, expect, it } from 'vitest';
import { JOIN_SEQ_CONSTRAINT, JOIN_SEQ_TRIES, NUMBER_TAKEN, withRandomJoinSeq } from './join-seq';

const collision = () => Object.assign(new Error('duplicate key'), { code: '23505', constraint: JOIN_SEQ_CONSTRAINT });

describe('withRandomJoinSeq', () => {
  it('tries another 4-digit number after a taken one, whether the index refused it or another transaction holds it', async () => {
    const tried: number[] = [];
    const result = await withRandomJoinSeq(async (joinSeq) => {
      tried.push(joinSeq);
      if (tried.length === 1) throw collision();
      if (tried.length === 2) return NUMBER_TAKEN;
      return `stored ${joinSeq}`;
    });
    expect(tried).toHaveLength(3);
    for (const n of tried) expect(n >= 1000 && n <= 9999).toBe(true);
    expect(result).toBe(`stored ${tried[2]}`);
  });

  it('gives up with 503 S0503 after JOIN_SEQ_TRIES taken numbers, and passes other errors through at once', async () => {
    let tries = 0;
    await expect(
      withRandomJoinSeq(async () => {
        tries++;
        return NUMBER_TAKEN;
      }),
    ).rejects.toMatchObject({ status: 503, errorCode: 'S0503' });
    expect(tries).toBe(JOIN_SEQ_TRIES);
    await expect(withRandomJoinSeq(() => Promise.reject(new Error('connection lost')))).rejects.toThrow('connection lost');
  });
});
