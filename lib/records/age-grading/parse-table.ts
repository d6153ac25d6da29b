/**
 * Reads a road age-standard table as Alan Jones publishes it (MaleRoadStd2020.csv,
 * FemaleRoadStd2020.csv beside this file): a title row, 'Age' with the distance names, 'Distance' in
 * km, 'OC sec' (the open-class standard in seconds), 'OC', then one row of age factors per age (5 to
 * 100), then notes. Pure.
 */
export interface RoadTable {
  /** Distances in km, in column order. */
  distancesKm: number[];
  /** Open-class standard of each distance, seconds. */
  openSeconds: number[];
  /** Age -> factor per distance (1 = open class; 0.8 = 80% of the open standard's speed). */
  factors: Record<number, number[]>;
}

export function parseRoadTable(csv: string): RoadTable {
  const rows = csv.split(/\r?\n/).map((l) => l.split(','));
  const row = (label: string) => rows.find((r) => r[0] === label);
  const distance = row('Distance');
  const oc = row('OC sec');
  if (!distance || !oc) throw new Error('not a road age-standard table');
  const cols = distance.slice(1).filter((v) => v !== '').length;
  const factors: Record<number, number[]> = {};
  for (const r of rows) {
    if (!/^\d+$/.test(r[0] ?? '')) continue;
    factors[Number(r[0])] = r.slice(1, 1 + cols).map(Number);
  }
  return {
    distancesKm: distance.slice(1, 1 + cols).map(Number),
    openSeconds: oc.slice(1, 1 + cols).map(Number),
    factors,
  };
}
