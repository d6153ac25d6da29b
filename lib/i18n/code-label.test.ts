import { describe, expect, it } from 'vitest';
import { AUDIT_ACTIONS, PAYMENT_STATUSES, PAYMENT_TYPES, TICKET_TYPES } from '@/lib/codes';
import { codeLabel } from './code-label';
import { translate } from './translate';

const ko = (key: string) => translate('ko', key);
const en = (key: string) => translate('en', key);
const HANGUL = /[가-힣]/;

describe('codeLabel: codes shown to people as labels, never raw', () => {
  it('labels payment statuses, methods and course types in both languages', () => {
    expect(PAYMENT_STATUSES.map((s) => codeLabel(ko, 'reception.status', s))).toEqual(['입금 대기', '입금 완료', '참가 취소']);
    expect(PAYMENT_TYPES.map((s) => codeLabel(en, 'reception.paymentType', s))).toEqual(['Bank transfer', 'Card']);
    expect(codeLabel(ko, 'apply.courseGroup', 'online')).toBe('언택트(비대면) 코스');
    expect(TICKET_TYPES.every((s) => !codeLabel(en, 'apply.courseGroup', s).includes('courseGroup'))).toBe(true);
    expect(codeLabel(ko, 'reception.status', null)).toBe('');
  });

  it('has a label for every audit action, in Korean and in English (the audit page shows no raw code)', () => {
    const unlabelled = AUDIT_ACTIONS.flatMap((a) => {
      const k = codeLabel(ko, 'reception.audit.actions', a);
      const e = codeLabel(en, 'reception.audit.actions', a);
      return [...(HANGUL.test(k) ? [] : [`ko ${a}: ${k}`]), ...(e.startsWith('reception.') || HANGUL.test(e) ? [`en ${a}: ${e}`] : [])];
    });
    expect(unlabelled).toEqual([]);
    // A route's dotted name and the domain's dashed one of the same act read the same.
    expect(codeLabel(ko, 'reception.audit.actions', 'sms.bulk')).toBe(codeLabel(ko, 'reception.audit.actions', 'sms-bulk'));
    expect(codeLabel(ko, 'reception.audit.actions', 'qna.answer.update')).toBe('문의 답변 수정');
  });
});
