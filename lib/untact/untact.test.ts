import { describe, expect, it } from 'vitest';
import { runChecks, type CheckContext } from './checks';
import { haversineMetres, paceSecondsPerKm, summarise } from './geo';
import { formatHms } from '@/lib/format/units';
import { straightRun } from './test-tracks';
import { parseRecordIndexes, trimAfter, trimBefore } from './trim';

const ctx = (over: Partial<CheckContext> = {}): CheckContext => ({
  courseMetres: 10_000,
  activityOpen: new Date('2026-11-01T00:00:00Z'),
  activityClose: new Date('2026-12-01T00:00:00Z'),
  droppedPoints: 0,
  ...over,
});

describe('distance and elapsed time', () => {
  it('measures 1 degree of latitude as about 111.2 km', () => {
    expect(haversineMetres({ latitude: 36, longitude: 127 }, { latitude: 37, longitude: 127 })).toBeCloseTo(111_195, -1);
  });
  it('sums the steps and takes last minus first point as the elapsed time', () => {
    const run = straightRun(100, 100, 30); // 10 km in 50 min
    const s = summarise(run);
    expect(s.distance).toBe(10_000);
    expect(s.elapseTime).toBe(3000);
    expect(s.startTime).toEqual(run[0].logtime);
    expect(s.finishTime).toEqual(run[100].logtime);
    expect(formatHms(s.elapseTime)).toBe('0:50:00');
    expect(formatHms(3 * 3600 + 5)).toBe('3:00:05');
    expect(paceSecondsPerKm(s.distance, s.elapseTime)).toBe(300);
  });
});

describe('automatic checks', () => {
  it('raises nothing for a clean 10 km run at 5:00 /km inside the window', () => {
    expect(runChecks(straightRun(100, 100, 30), ctx())).toEqual([]);
  });
  it('SPEED when 1 km takes under 170 s, not at exactly 170 s', () => {
    expect(runChecks(straightRun(100, 100, 16.9), ctx())).toContain('SPEED'); // 169 s per km
    expect(runChecks(straightRun(100, 100, 17), ctx())).not.toContain('SPEED');
  });
  it('PAUSE on a gap over 300 s', () => {
    const run = straightRun(100, 100, 30);
    const paused = run.map((p, i) => (i > 50 ? { ...p, logtime: new Date(p.logtime.getTime() + 301_000) } : p));
    expect(runChecks(paused, ctx())).toEqual(['PAUSE']);
    const shortStop = run.map((p, i) => (i > 50 ? { ...p, logtime: new Date(p.logtime.getTime() + 270_000) } : p)); // 300 s gap
    expect(runChecks(shortStop, ctx())).toEqual([]);
  });
  it('JUMP on one step over 1,000 m', () => {
    const run = straightRun(100, 100, 30);
    const jumped = run.map((p, i) => (i > 50 ? { ...p, latitude: p.latitude + 0.01 } : p)); // +1.1 km at once
    expect(runChecks(jumped, ctx())).toContain('JUMP');
  });
  it('TIME_ORDER when points were dropped, SHORT below the course, WINDOW outside the activity days', () => {
    const run = straightRun(100, 100, 30);
    expect(runChecks(run, ctx({ droppedPoints: 1 }))).toEqual(['TIME_ORDER']);
    expect(runChecks(straightRun(99, 100, 30), ctx())).toEqual(['SHORT']);
    expect(runChecks(run, ctx({ activityOpen: new Date('2026-11-21T00:00:00Z') }))).toEqual(['WINDOW']);
    expect(runChecks(run, ctx({ activityClose: new Date('2026-11-19T00:00:00Z') }))).toEqual(['WINDOW']);
    expect(runChecks(run, ctx({ activityOpen: null, activityClose: null }))).toEqual([]);
  });
});

describe('trimming and undo', () => {
  it('trims before and after a chosen point, keeping it, and undo is the previous set', () => {
    const first = trimBefore([], 3);
    expect(first).toEqual([0, 1, 2]);
    const second = trimAfter(first, 7, 10);
    expect(second).toEqual([0, 1, 2, 8, 9]);
    const history = [[], first, second];
    history.pop();
    expect(history[history.length - 1]).toEqual([0, 1, 2]);
  });
  it('parses the comma list and refuses indexes outside the trace or removing all but one point', () => {
    expect(parseRecordIndexes('3, 1,1', 10)).toEqual([1, 3]);
    expect(parseRecordIndexes('', 10)).toEqual([]);
    expect(parseRecordIndexes('10', 10)).toBeNull();
    expect(parseRecordIndexes('-1', 10)).toBeNull();
    expect(parseRecordIndexes('0,1,2,3,4,5,6,7,8', 10)).toBeNull();
  });
});
