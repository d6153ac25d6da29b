import { describe, expect, it } from 'vitest';
import { courseRoute } from './course-routes';
import { elevationProfile, steepestClimb } from './elevation';

describe('course routes', () => {
  it('has the three courses with their official distances, starting and ending at the start', () => {
    for (const [c, km] of [
      ['half', 21.0975],
      ['mini', 10],
      ['health', 5],
    ] as const) {
      const r = courseRoute(c);
      expect(r.distanceKm).toBe(km);
      expect(r.latLngs.length).toBeGreaterThan(20);
      expect(r.latLngs[0]).toEqual(r.latLngs[r.latLngs.length - 1]);
      // Around Daecheong Lake near Daejeon.
      for (const [lat, lon] of r.latLngs) {
        expect(lat).toBeGreaterThan(36.4);
        expect(lat).toBeLessThan(36.6);
        expect(lon).toBeGreaterThan(127.4);
        expect(lon).toBeLessThan(127.6);
      }
    }
  });

  it('puts the half course hill of about 600 m at 6.0 km', () => {
    const r = courseRoute('half');
    const hill = steepestClimb(r.elevations, r.distanceKm, 0.6);
    expect(hill.startKm).toBeGreaterThan(5.6);
    expect(hill.startKm).toBeLessThan(6.4);
    expect(hill.gainM).toBeGreaterThan(20);
  });
});

describe('elevationProfile', () => {
  it('maps the first and last points to the drawing edges', () => {
    const p = elevationProfile([80, 100, 90], 10, 400, 200, 20);
    expect(p.line.startsWith('M20.0 ')).toBe(true);
    expect(p.line).toContain('L380.0 ');
    expect(p.min).toBe(80);
    expect(p.max).toBe(100);
    expect(p.y(100)).toBe(20);
    expect(p.y(80)).toBe(180);
    expect(p.kmTicks.map((t) => t.km)).toEqual([0, 5, 10]);
    expect(p.area.endsWith('Z')).toBe(true);
  });
});
