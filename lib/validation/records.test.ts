import { describe, expect, it } from 'vitest';
import { recordImportFields } from './record-import';
import { personLookupSchema, teamQuerySchema } from './records';

describe('record form schemas (spec §5, §7)', () => {
  it('personal lookup: round chosen, bib numeric, name required', () => {
    expect(personLookupSchema.parse({ holdRound: '23', backNo: ' 1001 ', runnerName: ' 김민준 ' })).toEqual({
      holdRound: 23,
      backNo: '1001',
      runnerName: '김민준',
    });
    const bad = personLookupSchema.safeParse({ holdRound: '', backNo: 'F3', runnerName: '' });
    expect(bad.success).toBe(false);
    expect(bad.error!.issues.map((i) => i.message)).toEqual(['records.form.holdRound', 'records.form.backNo', 'records.form.runnerName']);
  });
  it("overall record: 'all' and null mean every value; page size 10 by default, up to 100", () => {
    expect(teamQuerySchema.parse({ holdRound: 23, ageType: null, gender: 'all', ticketName: '' })).toEqual({
      holdRound: 23,
      ageType: null,
      gender: null,
      ticketName: null,
      pageNo: 1,
      rowCount: 10,
    });
    expect(
      teamQuerySchema.parse({ holdRound: '22', ageType: '40', gender: 'F', ticketName: '하프', pageNo: '3', rowCount: '100' }),
    ).toMatchObject({ ageType: 40, pageNo: 3, rowCount: 100 });
    expect(teamQuerySchema.safeParse({ ageType: 35 }).success).toBe(false);
    expect(teamQuerySchema.safeParse({ gender: 'X' }).success).toBe(false);
  });
  it('import fields: gender optional, mapping as JSON', () => {
    expect(recordImportFields.parse({ holdRound: '19', ticketName: '하프', gender: '', mapping: '{"backNo":"Bib"}' })).toEqual({
      holdRound: 19,
      ticketName: '하프',
      gender: null,
      mapping: { backNo: 'Bib' },
    });
    expect(recordImportFields.safeParse({ holdRound: '19', ticketName: '하프', mapping: '{oops' }).success).toBe(false);
    expect(recordImportFields.safeParse({ holdRound: '19', ticketName: ' ' }).success).toBe(false);
  });
});
