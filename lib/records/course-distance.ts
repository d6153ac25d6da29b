/**
 * The distance of a course as a results file names it ('하프', 'Half', '미니(10km)', '건강(5km)',
 * '10Km', '풀코스'), in km: half 21.0975, full 42.195, else the number before 'k'/'km'/'킬로', else
 * the race's own names (미니 = 10 km, 건강 = 5 km, spec §1). Null when the name says no distance.
 * Pure; client-safe.
 */
export function courseDistanceKm(ticketName: string): number | null {
  const n = ticketName.normalize('NFKC').toLowerCase().replace(/\s+/g, '');
  if (/하프|half/.test(n)) return 21.0975;
  if (/풀코스|full|^마라톤$|marathon$/.test(n)) return 42.195;
  const km = /(\d+(?:\.\d+)?)(?:km|k|킬로)/.exec(n);
  if (km) return Number(km[1]);
  if (n.includes('미니') || n.includes('mini')) return 10;
  if (n.includes('건강') || n.includes('health')) return 5;
  return null;
}

/** A key grouping one distance across editions whose course names differ ('half', '10km', '5km'); the name itself when unknown. */
export function courseKey(ticketName: string): string {
  const d = courseDistanceKm(ticketName);
  if (d === null) return ticketName;
  if (Math.abs(d - 21.0975) < 1e-6) return 'half';
  if (Math.abs(d - 42.195) < 1e-6) return 'full';
  return `${d}km`;
}
