/**
 * Display forms of the race's units, one of each for the whole site (records, untact ranking and
 * certificates, the demo results file). Client-safe.
 */

/**
 * Seconds as 'H:MM:SS' (spec §3 elapseTime, gun time, clock times since midnight); hours are not
 * padded and may pass 24. Fractions are rounded to whole seconds, negatives shown as 0; '' for null,
 * undefined or a non-finite number.
 */
export function formatHms(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined || !Number.isFinite(seconds)) return '';
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `${h}:${String(m).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

/** Metres as kilometres with two decimals and the unit: 10000 -> '10.00 km'. */
export function formatKm(metres: number): string {
  return `${(metres / 1000).toFixed(2)} km`;
}
