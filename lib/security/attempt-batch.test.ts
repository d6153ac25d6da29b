import { describe, expect, it } from 'vitest';
import { countsSeen, pointsByKey } from './attempt-batch';

describe('pointsByKey', () => {
  it('sums each client once, keys sorted', () => {
    expect(
      pointsByKey([
        { key: 'b', points: 1 },
        { key: 'a', points: 0 },
        { key: 'b', points: 1 },
      ]),
    ).toEqual({ keys: ['a', 'b'], points: [0, 2] });
  });
});

describe('countsSeen', () => {
  it('gives each attempt the count of counting them one after another in arrival order', () => {
    // Client x had 8 misses before the batch; the batch adds miss, hit, miss, hit for x.
    const attempts = [
      { key: 'x', points: 1 },
      { key: 'y', points: 0 },
      { key: 'x', points: 0 },
      { key: 'x', points: 1 },
      { key: 'x', points: 0 },
    ];
    const after = new Map([
      ['x', 10],
      ['y', 0],
    ]);
    expect(countsSeen(attempts, after)).toEqual([9, 0, 9, 10, 10]);
  });

  it('starts from 0 when the window ran out and the row was reset to the batch sum', () => {
    const attempts = [
      { key: 'x', points: 1 },
      { key: 'x', points: 1 },
    ];
    expect(countsSeen(attempts, new Map([['x', 2]]))).toEqual([1, 2]);
  });
});
