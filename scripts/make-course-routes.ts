/**
 * Writes lib/content/course-routes.json: the GeoJSON of the three courses at the Daecheong Dam
 * (Daejeon), drawn for this site from hand-placed points along the lakeside roads, with an
 * elevation (metres) as the third coordinate. Run: `npx tsx scripts/make-course-routes.ts`.
 * The official distances (spec §1) label the routes; the line is an illustration of the route.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';

type LatLon = [number, number];

// Start/finish at the dam's water culture centre; lakeside road north-east to the junction J.
const START: LatLon = [36.4746, 127.4815];
const LAKESIDE: LatLon[] = [
  START,
  [36.4768, 127.4846],
  [36.4795, 127.4872],
  [36.4822, 127.4899],
  [36.4851, 127.4921],
  [36.4878, 127.495],
  [36.4902, 127.4984],
  [36.4921, 127.5019],
  [36.4948, 127.5047],
];
const J = LAKESIDE[LAKESIDE.length - 1];
// J to the first turn-around (km 5) along the shore.
const TO_T1: LatLon[] = [J, [36.4967, 127.5079], [36.4981, 127.5112]];
// J to the second turn-around (km 11.5): the hill road between the mountain and the lake, north.
const TO_T2: LatLon[] = [
  J,
  [36.4985, 127.5041],
  [36.5021, 127.5052],
  [36.5058, 127.504],
  [36.5096, 127.5031],
  [36.5133, 127.5046],
  [36.517, 127.5062],
  [36.5206, 127.5054],
  [36.5243, 127.5041],
  [36.5279, 127.5049],
  [36.5312, 127.5068],
  [36.5345, 127.5083],
];
// Health course: south along the dam road and back.
const DAM_ROAD: LatLon[] = [START, [36.4731, 127.479], [36.4712, 127.4766], [36.469, 127.4745], [36.4668, 127.4727], [36.4647, 127.4706]];

const back = (p: LatLon[]) => [...p].reverse().slice(1);
const ROUTES: Record<'half' | 'mini' | 'health', { km: number; points: LatLon[] }> = {
  half: { km: 21.0975, points: [...LAKESIDE, ...TO_T1.slice(1), ...back(TO_T1), ...TO_T2.slice(1), ...back(TO_T2), ...back(LAKESIDE)] },
  mini: { km: 10, points: [...LAKESIDE, ...TO_T1.slice(1), ...back(TO_T1), ...back(LAKESIDE)] },
  health: { km: 5, points: [...DAM_ROAD, ...back(DAM_ROAD)] },
};

/** Elevation in metres at `km` of the half course: lakeside about 80 m, the hill of about 600 m from 6.0 km. */
function halfElevation(km: number): number {
  const base = 78 + 4 * Math.sin(km * 1.3);
  if (km >= 6.0 && km <= 6.6) return base + 36 * ((km - 6.0) / 0.6);
  if (km > 6.6 && km <= 11.5) return base + 36 - 14 * ((km - 6.6) / 4.9) + 3 * Math.sin(km * 3);
  if (km > 11.5 && km <= 16.4) return base + 22 + 14 * ((km - 11.5) / 4.9) + 3 * Math.sin(km * 3);
  if (km > 16.4 && km <= 17.2) return base + 36 * (1 - (km - 16.4) / 0.8);
  return base;
}
const flatElevation = (km: number) => 76 + 3 * Math.sin(km * 1.7);

function metres(a: LatLon, b: LatLon): number {
  const R = 6371000;
  const rad = (d: number) => (d * Math.PI) / 180;
  const dLat = rad(b[0] - a[0]);
  const dLon = rad(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a[0])) * Math.cos(rad(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * R * Math.asin(Math.sqrt(h));
}

/** Points about every 100 m, so the elevation profile can show the hill. */
function densify(points: LatLon[]): LatLon[] {
  const out: LatLon[] = [points[0]];
  for (let i = 1; i < points.length; i++) {
    const [a, b] = [points[i - 1], points[i]];
    const n = Math.max(1, Math.round(metres(a, b) / 100));
    for (let k = 1; k <= n; k++) out.push([+(a[0] + ((b[0] - a[0]) * k) / n).toFixed(6), +(a[1] + ((b[1] - a[1]) * k) / n).toFixed(6)]);
  }
  return out;
}

const features = Object.entries(ROUTES).map(([course, route]) => {
  const r = { ...route, points: densify(route.points) };
  const cum = [0];
  for (let i = 1; i < r.points.length; i++) cum.push(cum[i - 1] + metres(r.points[i - 1], r.points[i]));
  const total = cum[cum.length - 1];
  const coordinates = r.points.map((p, i) => {
    const km = (cum[i] / total) * r.km; // position on the official distance
    const ele = course === 'half' ? halfElevation(km) : flatElevation(km);
    return [p[1], p[0], Math.round(ele * 10) / 10];
  });
  return { type: 'Feature', properties: { course, distanceKm: r.km }, geometry: { type: 'LineString', coordinates } };
});

const out = path.join(import.meta.dirname, '..', 'lib', 'content', 'course-routes.json');
writeFileSync(out, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`wrote ${out}`);
