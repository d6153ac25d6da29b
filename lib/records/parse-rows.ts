import type { Gender } from '@/lib/codes';
import { nameKey } from '@/lib/registration/name-key';
import { isCleanText, isRealDate } from '@/lib/validation/fields';
import { ageOnRaceDay, ageTypeOf } from './age';
import { isSplitHeader, parseGender, type Mapping } from './headers';
import { parseClock, parseDuration } from './time';

/** One result ready to store (times in seconds; clock times in seconds since midnight KST). */
export interface ResultRow {
  backNo: string;
  runnerName: string;
  runnerNameKey: string;
  gender: Gender | null;
  age: number | null;
  birthYear: number | null;
  /** YYYYMMDD when the file gives the whole birth date; the history page matches it exactly. */
  birthday: string | null;
  ageType: number | null;
  elapseTime: number;
  gunTime: number | null;
  startTime: number | null;
  finishTime: number | null;
  splits: Record<string, number> | null;
  fileRank: number | null;
}

/** A row that could not be read: its 1-based file row and a catalogue key with values. */
export interface RowError {
  row: number;
  key: string;
  values?: Record<string, string | number>;
}

/**
 * Birth data of a birthday cell: YYYYMMDD, YYYY-MM-DD, YYYY.MM.DD, YYYY/M/D or a year alone; a whole
 * date that is not a real calendar date keeps only its year.
 */
function birthOf(v: string): { birthday: string | null; birthYear: number | null } {
  const parts = /^(\d{4})\D(\d{1,2})\D(\d{1,2})$/.exec(v.trim());
  const d = parts ? `${parts[1]}${parts[2].padStart(2, '0')}${parts[3].padStart(2, '0')}` : v.replace(/\D/g, '');
  if (d.length === 8) return { birthday: isRealDate(d) ? d : null, birthYear: Number(d.slice(0, 4)) };
  if (d.length === 4) return { birthday: null, birthYear: Number(d) };
  return { birthday: null, birthYear: null };
}

/** An age cell: a number of years, or a decade such as '40대'; null otherwise (unknown age). */
function ageOf(v: string): number | null {
  const s = v.trim();
  if (/^\d{1,3}$/.test(s)) return Number(s) > 0 ? Number(s) : null;
  const decade = /^(\d)0\s*대/.exec(s);
  return decade ? Number(decade[1]) * 10 : null;
}

/**
 * Turns table rows into results (results import). Needs `backNo`, `runnerName` and a time (net, or
 * gun when the file has no net time). Rows with neither time ('-' or blank: did not finish) are
 * skipped without an error; rows whose cells cannot be read are reported by file row number.
 * `gender` fills files that hold one gender and no gender column. Age comes from the age column,
 * else from the birth data and the race day (`race`).
 */
export function parseRows(
  table: { headers: string[]; rows: string[][]; firstRowNo: number },
  mapping: Mapping,
  opts: { gender?: Gender | null; race: { year: number; month: number; day: number } },
): { records: ResultRow[]; skipped: number; errors: RowError[] } {
  const col = (f: keyof Mapping) => (mapping[f] ? table.headers.indexOf(mapping[f]!) : -1);
  const c = {
    backNo: col('backNo'),
    runnerName: col('runnerName'),
    gender: col('gender'),
    age: col('age'),
    birthday: col('birthday'),
    netTime: col('netTime'),
    gunTime: col('gunTime'),
    startTime: col('startTime'),
    finishTime: col('finishTime'),
    place: col('place'),
  };
  const mapped = new Set(Object.values(c));
  const splitCols = table.headers.map((h, i) => [h, i] as const).filter(([h, i]) => !mapped.has(i) && isSplitHeader(h));
  const records: ResultRow[] = [];
  const errors: RowError[] = [];
  let skipped = 0;
  table.rows.forEach((cells, i) => {
    const row = table.firstRowNo + i;
    const at = (k: number) => (k >= 0 ? (cells[k] ?? '').trim() : '');
    if (!cells.some((v) => v.trim() !== '')) return; // an empty line is no row
    const fail = (key: string, values?: Record<string, string | number>) => {
      errors.push({ row, key, values });
      skipped++;
    };
    const backNo = at(c.backNo);
    const runnerName = at(c.runnerName).replace(/\s+/g, ' ');
    // As registration refuses them: a NUL cannot be stored, a direction override shows a name reversed.
    if (!isCleanText(backNo) || !isCleanText(runnerName)) return fail('records.row.controlChars');
    if (!backNo) return fail('records.row.backNo');
    if (backNo.length > 20) return fail('records.row.backNo');
    if (!runnerName) return fail('records.row.runnerName');
    if (runnerName.length > 100) return fail('records.row.runnerName');
    const net = parseDuration(at(c.netTime));
    const gun = parseDuration(at(c.gunTime));
    if (net === undefined) return fail('records.row.time', { value: at(c.netTime) });
    if (gun === undefined) return fail('records.row.time', { value: at(c.gunTime) });
    const elapse = net ?? gun;
    if (elapse === null) {
      skipped++; // no time: did not start or finish
      return;
    }
    let gender: Gender | null = opts.gender ?? null;
    if (c.gender >= 0) {
      const g = parseGender(at(c.gender));
      if (g === undefined) return fail('records.row.gender', { value: at(c.gender) });
      gender = g ?? gender;
    }
    const start = parseClock(at(c.startTime));
    const finish = parseClock(at(c.finishTime));
    if (start === undefined) return fail('records.row.clock', { value: at(c.startTime) });
    if (finish === undefined) return fail('records.row.clock', { value: at(c.finishTime) });
    const birth = birthOf(at(c.birthday));
    const age = ageOf(at(c.age)) ?? ageOnRaceDay(birth, opts.race);
    let splits: Record<string, number> | null = null;
    for (const [h, k] of splitCols) {
      const s = parseDuration(at(k));
      if (typeof s === 'number') (splits ??= {})[h] = s;
    }
    // A place past a million is no place (and would not fit the column): left out, like a blank.
    const place = /^\d{1,7}$/.test(at(c.place)) && Number(at(c.place)) <= 1_000_000 ? Number(at(c.place)) : null;
    records.push({
      backNo,
      runnerName,
      runnerNameKey: nameKey(runnerName),
      gender,
      age,
      birthYear: birth.birthYear,
      birthday: birth.birthday,
      ageType: ageTypeOf(age),
      elapseTime: elapse,
      gunTime: gun,
      startTime: start,
      finishTime: finish,
      splits,
      fileRank: place,
    });
  });
  return { records, skipped, errors };
}
