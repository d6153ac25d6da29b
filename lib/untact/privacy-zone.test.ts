import { describe, expect, it } from 'vitest';
import { haversineMetres } from './geo';
import { outsidePrivacyZone } from './privacy-zone';
import { straightRun } from './test-tracks';

describe('privacy zone of the public map', () => {
  it('leaves out the first and last 200 m of a straight 900 m run (9 m steps)', () => {
    const run = straightRun(100, 9, 3);
    const shown = outsidePrivacyZone(run);
    // Points 0..22 lie within 200 m of the start (198 m), 78..100 within 200 m of the finish.
    expect(shown[0]).toEqual(run[23]);
    expect(shown.at(-1)).toEqual(run[77]);
    expect(shown).toHaveLength(55);
  });

  it('also hides a pass by the start in the middle of the run; a run that never leaves the zone shows nothing', () => {
    const out = straightRun(50, 9, 3); // 450 m north
    const t0 = out[50].logtime.getTime();
    const back = out
      .slice(0, -1)
      .reverse()
      .map((p, i) => ({ ...p, logtime: new Date(t0 + (i + 1) * 3000) })); // back past the start
    const south = straightRun(60, -9, 3, new Date(t0 + 60 * 3000)).slice(1); // then 540 m south
    const run = [...out, ...back, ...south];
    const shown = outsidePrivacyZone(run);
    const [start, finish] = [run[0], run.at(-1)!];
    expect(shown.every((p) => haversineMetres(p, start) > 200 && haversineMetres(p, finish) > 200)).toBe(true);
    expect(shown.length).toBe(28 + 27 + 15); // 207-450 m out, 441-207 m back, 207-333 m south
    expect(outsidePrivacyZone(straightRun(10, 10, 3))).toEqual([]);
    expect(outsidePrivacyZone([])).toEqual([]);
  });
});
