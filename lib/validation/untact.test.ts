import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { issueMessageKey } from './issue-message';
import {
  announceSchema,
  checkLocationSchema,
  footprintSchema,
  readjustSchema,
  transformSchema,
  untactLookupSchema,
  untactRankSchema,
  untactUploadSchema,
} from './untact';

const keyOf = (schema: ZodType, v: unknown) => {
  const r = schema.safeParse(v);
  return r.success ? 'ok' : issueMessageKey(r.error.issues);
};

describe('untact schemas (spec §5)', () => {
  it("untact lookup: every item required ('all items must be entered'), then the field rules", () => {
    expect(keyOf(untactLookupSchema, { joinSeq: '1234', joinerName: '홍길동', cellphone: '01012345678' })).toBe('ok');
    expect(keyOf(untactLookupSchema, { joinerName: '홍길동', cellphone: '01012345678' })).toBe('untact.allItems');
    expect(keyOf(untactLookupSchema, { joinSeq: '1234', joinerName: ' ', cellphone: '01012345678' })).toBe('untact.allItems');
    expect(keyOf(untactLookupSchema, { joinSeq: '12345', joinerName: '홍길동', cellphone: '01012345678' })).toBe('validation.joinSeq');
    expect(untactLookupSchema.parse({ joinSeq: 1234, joinerName: '홍길동', cellphone: '01012345678' }).joinSeq).toBe(1234);
  });
  it("rank search: course and gender required ('finish the selection')", () => {
    expect(keyOf(untactRankSchema, { ticketName: '언택트 10Km' })).toBe('untact.finishSelection');
    expect(keyOf(untactRankSchema, { gender: 'M' })).toBe('untact.finishSelection');
  });
  it('staff processing: a check item and at least one row', () => {
    expect(keyOf(transformSchema, [])).toBe('untact.checkOne');
    expect(keyOf(transformSchema, [{ runnerSeq: 1 }])).toBe('untact.selectCheck');
    expect(keyOf(transformSchema, [{ runnerSeq: 1, validation: true, backNo: 301 }])).toBe('ok');
  });
  it("ids are the shared strict id: '1e0', '0x1', true, [3] and 2^31 are refused, never coerced", () => {
    const proof = { joinSeq: '1234', joinerName: '홍길동', cellphone: '01012345678' };
    for (const bad of ['1e0', '0x1', true, [3], 2_147_483_648, '2147483648', '-1', 1.5]) {
      expect(keyOf(untactUploadSchema, { ...proof, runnerSeq: bad })).toBe('untact.allItems');
      expect(keyOf(footprintSchema, { runnerSeq: bad, runnerName: '홍길동', cellphone: '01012345678' })).not.toBe('ok');
      expect(keyOf(readjustSchema, { runnerSeq: bad, recordIndexes: '' })).not.toBe('ok');
      expect(keyOf(transformSchema, [{ runnerSeq: bad, validation: true }])).not.toBe('ok');
      expect(keyOf(transformSchema, [{ runnerSeq: 1, validation: true, backNo: bad }])).not.toBe('ok');
      expect(keyOf(announceSchema, [{ backNo: bad, rankNo: 1 }])).not.toBe('ok');
      expect(keyOf(announceSchema, [{ backNo: 1, rankNo: bad }])).not.toBe('ok');
      expect(keyOf(checkLocationSchema, { ticketSeq: bad })).not.toBe('ok');
    }
    expect(untactUploadSchema.parse({ ...proof, runnerSeq: '42' }).runnerSeq).toBe(42);
    expect(keyOf(transformSchema, [{ runnerSeq: 1, validation: true, backNo: 100_000 }])).not.toBe('ok');
    expect(keyOf(checkLocationSchema, { ticketSeq: '' })).toBe('ok');
  });
});
