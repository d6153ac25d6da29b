import { describe, expect, it } from 'vitest';
import { computeBoard, type RunnerPassings } from './board';
import { pointsOfCourse } from './points';

const gun = new Date('2025-10-19T00:00:00Z'); // 09:00 KST
const at = (min: number, sec = 0) => new Date(gun.getTime() + (min * 60 + sec) * 1000);
function runner(runnerSeq: number, times: RunnerPassings['times'], gender: 'M' | 'F' = 'M'): RunnerPassings {
  return { runnerSeq, backNo: 1000 + runnerSeq, runnerName: `주자${runnerSeq}`, gender, times };
}

describe('points of a course', () => {
  it('has the splits under the distance', () => {
    expect(pointsOfCourse(21.0975)).toEqual(['start', '5k', '10k', '15k', 'finish']);
    expect(pointsOfCourse(10)).toEqual(['start', '5k', 'finish']);
    expect(pointsOfCourse(5)).toEqual(['start', 'finish']);
  });
});

describe('computeBoard', () => {
  it('places finishers by net time from their own start, whatever order the passings came in', () => {
    const a = runner(1, { start: [at(0, 40)], finish: [at(45, 40)] }); // net 45:00
    const b = runner(2, { start: [at(0, 5)], finish: [at(45, 30)] }); // net 45:25, crossed the line earlier
    const c = runner(3, { start: [at(1)], '5k': [at(23)] }); // on the course
    const forward = computeBoard(10, gun, [a, b, c]);
    const backward = computeBoard(10, gun, [c, b, a]);
    expect(forward).toEqual(backward);
    expect(forward.map((r) => [r.runnerSeq, r.place, r.finishTime])).toEqual([
      [1, 1, '0:45:00'],
      [2, 2, '0:45:25'],
      [3, null, null],
    ]);
    expect(forward[2].splits).toEqual({ '5k': '0:22:00' });
    expect(forward[2].lastPoint).toBe('5k');
  });

  it('uses the gun when a runner has no start read, counts a point once, and ignores a warm-up crossing', () => {
    const rows = computeBoard(21.0975, gun, [
      runner(1, { finish: [at(90), at(90, 2)] }), // net = gun time 1:30:00, the second read ignored
      runner(2, { start: [at(-20), at(2)], finish: [at(91)] }), // warm-up crossing at -20 min ignored: 1:29:00
    ]);
    expect(rows.map((r) => [r.runnerSeq, r.place, r.finishTime])).toEqual([
      [2, 1, '1:29:00'],
      [1, 2, '1:30:00'],
    ]);
  });

  it('shares a place for equal times and places by gender', () => {
    const rows = computeBoard(5, gun, [
      runner(1, { start: [at(0)], finish: [at(20)] }, 'F'),
      runner(2, { start: [at(1)], finish: [at(21)] }, 'M'),
      runner(3, { start: [at(0)], finish: [at(22)] }, 'F'),
    ]);
    expect(rows.map((r) => [r.runnerSeq, r.place, r.genderPlace])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [3, 3, 2],
    ]);
  });

  it('orders runners on the course by the furthest point, then the earliest there', () => {
    const rows = computeBoard(21.0975, gun, [
      runner(1, { start: [at(0)], '5k': [at(25)] }),
      runner(2, { start: [at(0)], '5k': [at(24)], '10k': [at(50)] }),
      runner(3, { start: [at(0)], '5k': [at(22)] }),
      runner(4, {}),
    ]);
    expect(rows.map((r) => r.runnerSeq)).toEqual([2, 3, 1, 4]);
  });
});
