/**
 * The elevation profile of a course as SVG geometry (content pages: the half course's
 * profile drawn from the same route data as the map). Inputs: elevations in metres at evenly
 * spaced points of the route, the distance in km, and the drawing size in px. Pure and tested.
 */
export function elevationProfile(elevations: number[], distanceKm: number, width: number, height: number, pad = 28) {
  const min = Math.floor(Math.min(...elevations) / 10) * 10;
  const max = Math.ceil(Math.max(...elevations) / 10) * 10 || min + 10;
  const x = (km: number) => pad + (km / distanceKm) * (width - 2 * pad);
  const y = (m: number) => height - pad - ((m - min) / (max - min || 1)) * (height - 2 * pad);
  const step = distanceKm / Math.max(1, elevations.length - 1);
  const pts = elevations.map((m, i) => [x(i * step), y(m)] as const);
  const line = pts.map(([px, py], i) => `${i ? 'L' : 'M'}${px.toFixed(1)} ${py.toFixed(1)}`).join(' ');
  const area = `${line} L${x(distanceKm).toFixed(1)} ${y(min).toFixed(1)} L${x(0).toFixed(1)} ${y(min).toFixed(1)} Z`;
  const kmTicks = Array.from({ length: Math.floor(distanceKm / 5) + 1 }, (_, i) => ({ km: i * 5, x: x(i * 5) }));
  const mTicks = [min, Math.round((min + max) / 2), max].map((m) => ({ m, y: y(m) }));
  return { line, area, kmTicks, mTicks, x, y, min, max };
}

/** The highest gain over `lengthKm` (metres) and where it starts (km): finds the course's hardest hill. */
export function steepestClimb(elevations: number[], distanceKm: number, lengthKm: number): { startKm: number; gainM: number } {
  const step = distanceKm / Math.max(1, elevations.length - 1);
  const span = Math.max(1, Math.round(lengthKm / step));
  let best = { startKm: 0, gainM: -Infinity };
  for (let i = 0; i + span < elevations.length; i++) {
    const gain = elevations[i + span] - elevations[i];
    if (gain > best.gainM) best = { startKm: i * step, gainM: gain };
  }
  return best;
}
