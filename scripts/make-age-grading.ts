/**
 * Writes lib/records/age-grading/road-2020.json from the two published tables beside it
 * (MaleRoadStd2020.csv, FemaleRoadStd2020.csv, Alan Jones / USATF MLDR 2020, the road standards WMA
 * uses; see the README there), keeping the distances of road races this site scores: 5 km, 10 km,
 * half marathon, marathon. Run: `npx tsx scripts/make-age-grading.ts`. A unit test checks the JSON
 * still matches the tables.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ageGradingJson } from '../lib/records/age-grading/build';

const dir = path.resolve(import.meta.dirname, '../lib/records/age-grading');
const read = (f: string) => readFileSync(path.join(dir, f), 'utf8');
const json = ageGradingJson(read('MaleRoadStd2020.csv'), read('FemaleRoadStd2020.csv'));
writeFileSync(path.join(dir, 'road-2020.json'), `${JSON.stringify(json)}\n`);
console.log('wrote lib/records/age-grading/road-2020.json');
