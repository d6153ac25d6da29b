import { describe, expect, it } from 'vitest';
import { generateResults } from './demo-data';
import { detectMapping } from './headers';
import { nameKey } from '@/lib/registration/name-key';
import { parseRows } from './parse-rows';

const race = { year: 2025, month: 10, day: 19 };

describe('parseRows', () => {
  const headers = ['배번', '성명', '성별', '생년월일', '기록', '5km'];
  it('reads results and reports unreadable rows by file row number', () => {
    const table = {
      headers,
      firstRowNo: 2,
      rows: [
        ['F3', ' Kim,  Min Jun ', 'M', '19851019', '1:32:10', '24:01'],
        ['1002', '이서연', '여', '', '1:45:02', ''],
        ['1003', '박지훈', 'X', '', '1:50:00', ''],
        ['1004', '최유진', 'F', '', 'DNF?', ''],
        ['1005', '정하늘', 'F', '', '-', ''],
        ['', '', '', '', '', ''],
        ['', '무번호', 'M', '', '1:00:00', ''],
      ],
    };
    const { records, skipped, errors } = parseRows(table, detectMapping(headers), { race });
    expect(records.map((r) => r.backNo)).toEqual(['F3', '1002']);
    expect(records[0]).toMatchObject({
      runnerName: 'Kim, Min Jun',
      runnerNameKey: 'kim, min jun',
      gender: 'M',
      age: 40,
      ageType: 40,
      elapseTime: 5530,
      splits: { '5km': 1441 },
    });
    expect(records[1]).toMatchObject({ gender: 'F', age: null, ageType: null });
    expect(errors.map((e) => [e.row, e.key])).toEqual([
      [4, 'records.row.gender'],
      [5, 'records.row.time'],
      [8, 'records.row.backNo'],
    ]);
    expect(skipped).toBe(4); // three errors and one runner without a time
  });
  it('fills the gender of one-gender files', () => {
    const { records } = parseRows(
      { headers: ['bib', 'name', 'time'], firstRowNo: 2, rows: [['1', 'A B', '50:00']] },
      detectMapping(['bib', 'name', 'time']),
      { race, gender: 'F' },
    );
    expect(records[0]).toMatchObject({ gender: 'F', elapseTime: 3000 });
  });
  it('matches names ignoring case and outer or repeated spaces', () => {
    expect(nameKey('  Kim   MIN jun ')).toBe(nameKey('kim min jun'));
  });
  it('keys a name typed as decomposed Hangul (a macOS UTF-8 file) as its composed form, like the registration rules', () => {
    const decomposed = '홍길동'.normalize('NFD');
    expect(decomposed).not.toBe('홍길동');
    const { records } = parseRows(
      { headers: ['bib', 'name', 'time'], firstRowNo: 2, rows: [['7', decomposed, '50:00']] },
      detectMapping(['bib', 'name', 'time']),
      { race, gender: 'F' },
    );
    expect(records[0].runnerNameKey).toBe(nameKey('홍길동'));
  });
});

describe('generateResults (demo data)', () => {
  it('is deterministic and gives equal times a shared place (1-2-2-4)', () => {
    const a = generateResults({ seed: 7, course: 'mini', count: 3000, raceYear: 2024 });
    expect(generateResults({ seed: 7, course: 'mini', count: 3000, raceYear: 2024 })).toEqual(a);
    for (const g of ['M', 'F']) {
      const byTime = a.filter((r) => r.gender === g).sort((x, y) => x.netTime - y.netTime);
      byTime.forEach((r, i) => {
        if (i > 0 && byTime[i - 1].netTime === r.netTime) expect(r.place).toBe(byTime[i - 1].place);
        else expect(r.place).toBe(i + 1);
      });
    }
    expect(a.every((r) => r.netTime <= 90 * 60 && r.gunTime >= r.netTime)).toBe(true);
  });
});
