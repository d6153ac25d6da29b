import { describe, expect, it } from 'vitest';
import { issueMessageKey } from './issue-message';
import { answerFormSchema, boardListQuerySchema, noticeSchema, questionFormSchema, questionSchema, searchOf } from './board';

const keyOf = (r: { success: boolean; error?: { issues: Array<{ message: string }> } }) => issueMessageKey(r.error?.issues);

describe('board list query (search parsing)', () => {
  it('defaults to page 1 without search', () => {
    const q = boardListQuerySchema.parse({});
    expect(q.pageNo).toBe(1);
    expect(searchOf(q)).toBeUndefined();
  });
  it('reads a search by key and text, trimmed', () => {
    const q = boardListQuerySchema.parse({ pageNo: '3', searchKey: 'author', searchValue: '  관리자 ' });
    expect(q.pageNo).toBe(3);
    expect(searchOf(q)).toEqual({ key: 'author', value: '관리자' });
  });
  it('searches the title when no key is given', () => {
    expect(searchOf(boardListQuerySchema.parse({ searchValue: '배번' }))).toEqual({ key: 'title', value: '배번' });
  });
  it('refuses blank search text with the spec message', () => {
    expect(keyOf(boardListQuerySchema.safeParse({ searchKey: 'title', searchValue: '   ' }))).toBe('board.errors.searchEmpty');
  });
  it('refuses an unknown key and a bad page', () => {
    expect(keyOf(boardListQuerySchema.safeParse({ searchKey: 'passwd', searchValue: 'x' }))).toBe('board.errors.searchKey');
    expect(boardListQuerySchema.safeParse({ pageNo: '0' }).success).toBe(false);
    expect(boardListQuerySchema.safeParse({ pageNo: 'abc' }).success).toBe(false);
  });
});

describe('notice', () => {
  it('needs a title', () => {
    expect(keyOf(noticeSchema.safeParse({ title: ' ', content: 'x' }))).toBe('board.errors.title');
  });
  it('needs both popup times, start first', () => {
    expect(keyOf(noticeSchema.safeParse({ title: 't', openTime: '2025-10-01 00:00:00' }))).toBe('board.errors.popupBoth');
    // 'Show as popup' ticked without dates is refused, not saved as a plain notice.
    expect(keyOf(noticeSchema.safeParse({ title: 't', popup: true, openTime: null, closeTime: null }))).toBe('board.errors.popupBoth');
    expect(noticeSchema.safeParse({ title: 't', popup: false, openTime: null, closeTime: null }).success).toBe(true);
    expect(keyOf(noticeSchema.safeParse({ title: 't', openTime: '2025-10-02 00:00:00', closeTime: '2025-10-01 00:00:00' }))).toBe(
      'board.errors.popupOrder',
    );
  });
  it('defaults the popup size to md', () => {
    expect(noticeSchema.parse({ title: 't', content: 'c', size: null }).size).toBe('md');
    expect(keyOf(noticeSchema.safeParse({ title: 't', size: 'xxl' }))).toBe('board.errors.size');
  });
});

describe('Q&A question password rules', () => {
  const base = { title: '배번 문의', author: '김철수', content: '배번은 언제 받나요?' };
  it('accepts an unlocked question', () => {
    expect(questionSchema.parse(base).passwd).toBeNull();
    expect(questionSchema.parse({ ...base, passwd: '' }).passwd).toBeNull();
  });
  it('accepts a lock of 4 to 50 characters', () => {
    expect(questionSchema.parse({ ...base, passwd: '1234' }).passwd).toBe('1234');
    expect(keyOf(questionSchema.safeParse({ ...base, passwd: '123' }))).toBe('board.errors.passwdLength');
    expect(keyOf(questionSchema.safeParse({ ...base, passwd: 'x'.repeat(51) }))).toBe('board.errors.passwdLength');
  });
  it('refuses a confirmation that does not match (spec §5)', () => {
    expect(keyOf(questionFormSchema.safeParse({ ...base, passwd: '1234', passwdConfirm: '1235' }))).toBe('board.errors.passwdConfirm');
    expect(questionFormSchema.safeParse({ ...base, passwd: '1234', passwdConfirm: '1234' }).success).toBe(true);
  });
  it('limits the content to 1,000 characters and text/plain', () => {
    expect(questionSchema.safeParse({ ...base, content: 'x'.repeat(1000) }).success).toBe(true);
    expect(keyOf(questionSchema.safeParse({ ...base, content: 'x'.repeat(1001) }))).toBe('board.errors.contentLong');
    expect(keyOf(questionSchema.safeParse({ ...base, mimeType: 'text/html' }))).toBe('board.errors.mimeType');
  });
});

describe('staff answer form', () => {
  it('checks the title and body with the answer rules, each under its own field', () => {
    const r = answerFormSchema.safeParse({ title: '', content: '' });
    expect(r.success).toBe(false);
    expect(new Set(r.error?.issues.map((i) => i.path[0]))).toEqual(new Set(['title', 'content']));
  });
  it('accepts a filled answer without the question and format the page adds', () => {
    expect(answerFormSchema.safeParse({ title: 'RE: 배번', content: '토요일에 받습니다.' }).success).toBe(true);
  });
});
