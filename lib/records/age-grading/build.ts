import { parseRoadTable } from './parse-table';

/** Distances (km) of the road races this site scores, as the tables name them. */
export const GRADED_DISTANCES_KM = [5, 10, 21.0975, 42.195] as const;

/** The stored form of the tables (road-2020.json): per gender, each graded distance's open standard and factors by age. */
export interface AgeGradingData {
  source: string;
  year: number;
  licence: string;
  distancesKm: number[];
  M: { openSeconds: number[]; factors: Record<string, number[]> };
  F: { openSeconds: number[]; factors: Record<string, number[]> };
}

/** road-2020.json from the male and female tables' CSV text (scripts/make-age-grading.ts). Pure. */
export function ageGradingJson(maleCsv: string, femaleCsv: string): AgeGradingData {
  const pick = (csv: string) => {
    const t = parseRoadTable(csv);
    const idx = GRADED_DISTANCES_KM.map((d) => {
      const i = t.distancesKm.findIndex((k) => Math.abs(k - d) < 1e-6);
      if (i < 0) throw new Error(`table has no ${d} km column`);
      return i;
    });
    return {
      openSeconds: idx.map((i) => t.openSeconds[i]),
      factors: Object.fromEntries(Object.entries(t.factors).map(([age, f]) => [age, idx.map((i) => f[i])])),
    };
  };
  return {
    source: 'Alan Jones, Road Running Age Standards 2020 (USATF MLDR, used by WMA), github.com/AlanLyttonJones/Age-Grade-Tables',
    year: 2020,
    licence: 'CC0 1.0',
    distancesKm: [...GRADED_DISTANCES_KM],
    M: pick(maleCsv),
    F: pick(femaleCsv),
  };
}
