import { describe, expect, it } from 'vitest';
import { formatNumberList, parseNumberList, planBibs, type BibCandidate } from './plan';

const at = (min: number) => new Date(Date.UTC(2025, 5, 1, 0, min));
function runner(runnerSeq: number, over: Partial<BibCandidate> = {}): BibCandidate {
  return {
    runnerSeq,
    runnerName: `이름${runnerSeq}`,
    joinerId: runnerSeq,
    joinSeq: 1000 + runnerSeq,
    exponent: null,
    paidAt: at(runnerSeq),
    joinTime: at(0),
    ...over,
  };
}

describe('planBibs', () => {
  it('gives numbers in payment order, skipping taken and reserved numbers', () => {
    const plan = planBibs([runner(3), runner(1), runner(2)], { from: 1001, to: 1010 }, new Set([1001]), new Set([1003]), 'paid');
    expect(plan.assignments).toEqual([
      { runnerSeq: 1, backNo: 1002 },
      { runnerSeq: 2, backNo: 1004 },
      { runnerSeq: 3, backNo: 1005 },
    ]);
    expect(plan.skipped).toEqual([]);
    expect(plan.reservedSkipped).toBe(1);
  });

  it('lists the runners for whom the range ran out', () => {
    const plan = planBibs([runner(1), runner(2), runner(3)], { from: 1, to: 3 }, new Set([2]), new Set(), 'paid');
    expect(plan.assignments.map((a) => a.backNo)).toEqual([1, 3]);
    expect(plan.skipped).toEqual([3]);
  });

  it('sorts by Korean dictionary order for name', () => {
    const list = [runner(1, { runnerName: '하늘' }), runner(2, { runnerName: '가람' }), runner(3, { runnerName: '나래' })];
    expect(planBibs(list, { from: 1, to: 9 }, new Set(), new Set(), 'name').assignments.map((a) => a.runnerSeq)).toEqual([2, 3, 1]);
  });

  it('keeps a group together, groups by name first, then individuals by payment', () => {
    const list = [
      runner(1, { paidAt: at(1) }),
      runner(2, { exponent: '청주런', joinerId: 50, runnerName: '나' }),
      runner(3, { exponent: '대전클럽', joinerId: 60, runnerName: '다' }),
      runner(4, { exponent: '청주런', joinerId: 50, runnerName: '가' }),
      runner(5, { exponent: '대전클럽', joinerId: 60, runnerName: '가' }),
      runner(6, { paidAt: at(0) }),
    ];
    const order = planBibs(list, { from: 1, to: 9 }, new Set(), new Set(), 'group').assignments.map((a) => a.runnerSeq);
    expect(order).toEqual([5, 3, 4, 2, 6, 1]);
  });

  it('uses the join time when the payment time is unknown, and keeps a registration together', () => {
    const list = [
      runner(2, { joinerId: 9, joinSeq: 5, paidAt: at(3) }),
      runner(1, { joinerId: 9, joinSeq: 5, paidAt: at(3) }),
      runner(7, { paidAt: null, joinTime: at(2) }),
    ];
    expect(planBibs(list, { from: 1, to: 9 }, new Set(), new Set(), 'paid').assignments.map((a) => a.runnerSeq)).toEqual([7, 1, 2]);
  });
});

describe('number lists', () => {
  it('reads numbers and ranges', () => {
    expect(parseNumberList('1-3, 7 10~11')).toEqual([1, 2, 3, 7, 10, 11]);
    expect(formatNumberList([1, 2, 3, 7, 10, 11])).toBe('1-3, 7, 10-11');
  });
  it('refuses anything else', () => {
    expect(() => parseNumberList('1-a')).toThrow('bibs.reserved.invalid');
    expect(() => parseNumberList('5-2')).toThrow('bibs.reserved.invalid');
    expect(() => parseNumberList('0')).toThrow('bibs.reserved.invalid');
    expect(() => parseNumberList('1-30000')).toThrow('bibs.reserved.invalid');
  });
});
