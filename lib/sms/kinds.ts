/**
 * Every kind of message the site sends, for the staff page that lists them with their templates
 * (/user/board/messages/kinds) and for the AlimTalk subject line. Client-safe: the texts are
 * lib/sms/messages.ts's, what each is for is in the `outbox` catalogue (outbox.kinds.<kind>).
 */
import { SMS_KINDS, type SmsKind } from '@/lib/codes';
import { fillTemplate, MESSAGE_TEMPLATES, smsBytes, SMS_MAX_BYTES } from './messages';

/** Values that show what a template looks like when it is sent. */
const SAMPLE: Record<string, string> = {
  대회명: '제24회 대청호 마라톤대회',
  접수번호: '0427',
  참가비: '35,000원',
  입금기한안내: ', 입금기한 4/3 23:59',
  입금기한: '4/3 23:59',
  신청기한: '4/5 18:00',
  코스: '하프',
  대기번호: '12',
  대기순서: '3',
  이름: '홍길동',
  배번: '1024',
  배번표시: '(1024)',
  택배사: 'CJ대한통운',
  송장번호: '123456789012',
  기록: '1:42:17',
  순위표시: ', 잠정 순위 57위',
  링크: 'https://example.kr/c/AbC123',
  금액: '15,000원',
  사유: '환불 기간이 지났습니다.',
  인증번호: '482913',
  안내: '강풍 예보로 하프 출발이 09:30으로 늦춰졌습니다.',
};

/** Korean subject of each kind (AlimTalk `subject_1`, LMS titles): what the message is about. */
const SUBJECTS: Record<SmsKind, string> = {
  'join-seq': '접수번호 안내',
  registered: '접수 안내',
  'registered-free': '접수 완료',
  paid: '결제 확인',
  reminder: '입금 기한 안내',
  released: '신청 취소',
  waitlisted: '대기 신청 접수',
  invited: '대기자 신청 안내',
  bib: '배번 안내',
  dispatched: '기념품 발송',
  finish: '완주 기록',
  'balance-due': '추가 납부 안내',
  'refund-requested': '환불 요청 접수',
  'refund-approved': '환불 승인',
  'refund-sent': '환불 완료',
  'refund-refused': '환불 반려',
  'transfer-code': '명의 변경 인증',
  'transfer-received': '명의 변경 완료',
  'transfer-given': '명의 변경 완료',
  notice: '대회 안내',
};

/** The subject of messages of `kind` (its kind itself when unknown). */
export function messageSubject(kind: string): string {
  return (SUBJECTS as Record<string, string>)[kind] ?? kind;
}

export interface MessageKindInfo {
  kind: SmsKind;
  /** The template with its #{variables}, as Kakao must approve it for AlimTalk. */
  template: string;
  /** The template filled with sample values, as a runner gets it. */
  sample: string;
  /** SMS (90 bytes or less) or LMS, for the sample. */
  format: 'SMS' | 'LMS';
  subject: string;
}

/** Every kind the site sends, in SMS_KINDS order, with its template and a sample. Pure. */
export function messageKinds(): MessageKindInfo[] {
  return SMS_KINDS.map((kind) => {
    const template = MESSAGE_TEMPLATES[kind];
    const sample = fillTemplate(template, SAMPLE);
    return { kind, template, sample, format: smsBytes(sample) > SMS_MAX_BYTES ? 'LMS' : 'SMS', subject: messageSubject(kind) };
  });
}
