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
  안내: '강풍 예보로 하프 출발이 09:30으로 늦춰졌습니다.',
};

/** Korean subject of each kind (AlimTalk `subject_1`, LMS titles): what the message is about. */
const SUBJECTS: Record<SmsKind, string> = {
  'join-seq': '접수번호 안내',
  registered: '접수 안내',
  'registered-free': '접수 완료',
  paid: '결제 확인',
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
