import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { issueMessageKey } from './issue-message';
import { transformSchema, untactLookupSchema, untactRankSchema } from './untact';

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
});
