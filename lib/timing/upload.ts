import 'server-only';
import type { TimingPoint } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import { columnIndex } from '@/lib/excel/columns';
import { readTable } from '@/lib/records/table-file';
import { kstDate, kstParts } from '@/lib/time/kst';
import { MAX_PASSINGS_PER_CALL, parsePassingTime, passingSchema, type PassingInput } from '@/lib/validation/timing';

/** How timing software and people write the points ('출발', 'Start', '5 km', '골인', 'FINISH'). */
const POINT_NAMES: Record<string, TimingPoint> = {
  start: 'start',
  출발: 'start',
  스타트: 'start',
  '5k': '5k',
  '5km': '5k',
  '10k': '10k',
  '10km': '10k',
  '15k': '15k',
  '15km': '15k',
  finish: 'finish',
  도착: 'finish',
  골인: 'finish',
  결승: 'finish',
  피니시: 'finish',
};

/** The point a cell names, or null. */
export function pointOf(text: string): TimingPoint | null {
  return POINT_NAMES[text.replace(/\s+/g, '').toLowerCase()] ?? null;
}

/**
 * The instant of a time cell: ISO-8601 (lib/validation/timing.ts), or a clock time 'HH:MM:SS(.f)' of
 * race day in Korea, as timing software exports it. Null when neither.
 */
export function passingTimeOf(text: string, raceDate: Date): Date | null {
  const iso = parsePassingTime(text);
  if (iso) return iso;
  const m = /^(\d{1,2}):(\d{2}):(\d{2})(\.\d{1,3})?$/.exec(text.trim());
  if (!m) return null;
  const d = kstParts(raceDate);
  const base = kstDate(d.year, d.month, d.day, Number(m[1]), Number(m[2]));
  return new Date(base.getTime() + Number(m[3]) * 1000 + (m[4] ? Math.round(Number(m[4]) * 1000) : 0));
}

/**
 * The passings of a staff upload (live results: the same rows as the API, as a CSV/TSV/XLSX
 * file): columns chip and/or bib, point and time. Rows that cannot be read are reported by file row.
 * 400 `raceDay.timing.columns` when the point or time column, or both runner columns, are missing;
 * `raceDay.timing.tooMany` past 5,000 rows.
 */
export async function readPassingsFile(
  data: Buffer,
  raceDate: Date,
): Promise<{ passings: PassingInput[]; rowOf: number[]; errors: Array<{ row: number; key: string }> }> {
  const table = await readTable(data);
  const chipAt = columnIndex(table.headers, ['칩번호', '칩', 'chip', 'chipno', 'chipid', 'tag', 'tagid']);
  const bibAt = columnIndex(table.headers, ['배번', '배번호', 'bib', 'bibno', 'backno']);
  const pointAt = columnIndex(table.headers, ['지점', '구간', '측정지점', 'point', 'checkpoint', 'location', 'split']);
  const timeAt = columnIndex(table.headers, ['통과시각', '시각', '시간', 'time', 'passingtime', 'timestamp', 'passedat']);
  if ((chipAt < 0 && bibAt < 0) || pointAt < 0 || timeAt < 0) throw badRequest('raceDay.timing.columns');
  if (table.rows.length > MAX_PASSINGS_PER_CALL) throw badRequest('raceDay.timing.tooMany', { max: MAX_PASSINGS_PER_CALL });
  const passings: PassingInput[] = [];
  const rowOf: number[] = [];
  const errors: Array<{ row: number; key: string }> = [];
  table.rows.forEach((cells, i) => {
    const row = table.firstRowNo + i;
    const cell = (at: number) => (at >= 0 ? (cells[at] ?? '').trim() : '');
    if (cells.every((c) => !c?.trim())) return;
    const point = pointOf(cell(pointAt));
    const time = passingTimeOf(cell(timeAt), raceDate);
    if (!point) return errors.push({ row, key: 'raceDay.timing.badPoint' });
    if (!time) return errors.push({ row, key: 'raceDay.timing.badTime' });
    const parsed = passingSchema.safeParse({
      chipNo: cell(chipAt) || undefined,
      backNo: cell(bibAt) || undefined,
      point,
      time: time.toISOString(),
    });
    if (!parsed.success) return errors.push({ row, key: parsed.error.issues[0]?.message ?? 'raceDay.timing.noRunner' });
    passings.push(parsed.data);
    rowOf.push(row);
  });
  return { passings, rowOf, errors };
}
