import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { issueMessageKey, problemKey } from './issue-message';

describe('issueMessageKey', () => {
  it('keeps a catalogue key of the schema', () => {
    const r = z.string().min(2, 'validation.name').safeParse('a');
    expect(issueMessageKey(r.error?.issues)).toBe('validation.name');
    const nested = z.string().regex(/^\d+$/, 'reception.badJoinSeq').safeParse('x');
    expect(issueMessageKey(nested.error?.issues)).toBe('reception.badJoinSeq');
  });

  it("replaces zod's own English text with the fallback", () => {
    const r = z.object({ a: z.number() }).safeParse({ a: 'x' });
    expect(r.error?.issues[0].message).toMatch(/ /);
    expect(issueMessageKey(r.error?.issues)).toBe('validation.badRequest');
    expect(issueMessageKey(r.error?.issues, 'validation.runnerRequired')).toBe('validation.runnerRequired');
    expect(issueMessageKey([])).toBe('validation.badRequest');
  });
});

describe('problemKey', () => {
  it('is null for a valid value and the first catalogue key otherwise', () => {
    const s = z.object({ a: z.string().min(1, 'untact.allItems'), b: z.enum(['M', 'F'], { error: 'untact.finishSelection' }) });
    expect(problemKey(s, { a: 'x', b: 'M' })).toBeNull();
    expect(problemKey(s, { a: '', b: '' })).toBe('untact.allItems');
    expect(problemKey(s, { a: 'x', b: '' })).toBe('untact.finishSelection');
  });
});
