/**
 * Every message text the site sends, in one place, as templates with KakaoTalk-style variables
 * (#{name}): the same text goes as SMS/LMS and, where Kakao approved it as an AlimTalk template
 * (ALIMTALK_TEMPLATES), as AlimTalk, which must match its approved template exactly. Messages go to
 * Korean mobiles and carry no locale, so they are Korean. Amounts in won, Korean number format;
 * joinSeq as 4 digits. Keep them short: over 90 bytes (45 Korean letters) a message goes as LMS.
 */
import { kstParts } from '@/lib/time/kst';

const seq4 = (n: number) => String(n).padStart(4, '0');
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** 'M/D HH:mm' in KST: deadlines and invitation expiries, short enough for one SMS. */
export function kstShort(d: Date): string {
  const p = kstParts(d);
  return `${p.month}/${p.day} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

/**
 * The template of each message kind (lib/codes.ts SMS_KINDS), with its variables. A variable whose
 * name ends in 안내 or 표시 holds an optional clause, empty when the message has none (a deadline not
 * set, a runner without a bib or place).
 */
export const MESSAGE_TEMPLATES = {
  /** /apply/searchId: the registration numbers of the runner (spec §2). */
  'join-seq': '[#{대회명}] 접수번호는 #{접수번호}입니다.',
  /** POST /api/applicant/applyFor accepted, waiting for payment (RSVT, spec §4), with its deadline when it has one. */
  registered:
    '[#{대회명}] 참가 신청이 접수되었습니다. 접수번호 #{접수번호}, 참가비 #{참가비}#{입금기한안내}. 기한까지 결제가 확인되면 접수가 완료됩니다.',
  /** An application of 0 won: complete at once (spec §4). */
  'registered-free': '[#{대회명}] 참가 신청이 완료되었습니다. 접수번호 #{접수번호}',
  /** Card confirm or staff deposit confirmation: the registration is CMPL. */
  paid: '[#{대회명}] 참가비 #{참가비} 결제가 확인되어 접수가 완료되었습니다. 접수번호 #{접수번호}',
  /** The payment reminder, reminderHours before the deadline of an entry still unpaid. */
  reminder: '[#{대회명}] 접수번호 #{접수번호} 참가비 #{참가비}의 입금기한은 #{입금기한}입니다. 기한까지 입금되지 않으면 신청이 취소됩니다.',
  /** The entry was cancelled by the system at its payment deadline; its places went back. */
  released: '[#{대회명}] 입금기한(#{입금기한})까지 입금이 확인되지 않아 접수번호 #{접수번호} 신청이 취소되었습니다.',
  /** POST /api/waitlist: the runner is in line; the waitlist number proves the entry later. */
  waitlisted: '[#{대회명}] #{코스} 대기 신청이 접수되었습니다. 대기번호 #{대기번호}, 현재 #{대기순서}번째입니다.',
  /** A place is held for the first runner in line until its expiry: register through the link. */
  invited: '[#{대회명}] #{코스} 자리가 났습니다. #{신청기한}까지 신청해 주세요. #{링크}',
  /** Bibs final (staff send it): the runner's bib and course, and the link to the kit QR code. */
  bib: '[#{대회명}] #{이름}님 배번은 #{배번}번(#{코스})입니다. 기념품 수령 QR: #{링크}',
  /** Kit parcel handed to the courier (tracking import). */
  dispatched: '[#{대회명}] 배번과 기념품을 발송했습니다 (접수번호 #{접수번호}). #{택배사} #{송장번호} 배송조회: #{링크}',
  /** The runner crossed the finish line (preliminary, by the timing company's passings; sent with consent). */
  finish: '[#{대회명}] #{이름}#{배번표시} #{코스} 완주, 잠정 기록 #{기록}#{순위표시}. 공식 기록은 추후 발표됩니다.',
  /** A change after registering left a balance due (a course, new members). */
  'balance-due': '[#{대회명}] 접수번호 #{접수번호} 변경이 접수되었습니다. 추가 납부 금액 #{금액}을 카드 또는 계좌이체로 납부해 주세요.',
  /** A refund request was received (the amount under the refund policy). */
  'refund-requested': '[#{대회명}] 접수번호 #{접수번호} 환불 요청(#{금액})이 접수되었습니다. 사무국 확인 후 환불됩니다.',
  /** Staff approved a refund paid by bank transfer: the transfer follows. */
  'refund-approved': '[#{대회명}] 접수번호 #{접수번호} 환불(#{금액})이 승인되었습니다. 입력하신 계좌로 곧 이체됩니다.',
  /** The money went back (card cancellation, bank transfer sent). */
  'refund-sent': '[#{대회명}] 접수번호 #{접수번호} 환불 #{금액}이 처리되었습니다.',
  /** Staff refused a refund, with their reason. */
  'refund-refused': '[#{대회명}] 접수번호 #{접수번호} 환불 요청이 반려되었습니다. 사유: #{사유}',
  /** The code the new holder of a transferred place confirms with (no name: only the code and what it is for). */
  'transfer-code': '[#{대회명}] 참가 명의 변경 인증번호 [#{인증번호}]. 10분 안에 입력해 주세요. 본인이 요청하지 않았다면 무시하세요.',
  /** The place changed hands: to the new holder. */
  'transfer-received': '[#{대회명}] #{코스} 참가 명의가 회원님으로 변경되었습니다. 접수번호 #{접수번호}',
  /** The place changed hands: to the previous holder. */
  'transfer-given': '[#{대회명}] 접수번호 #{접수번호}의 #{코스} 참가 명의가 다른 분에게 변경되었습니다.',
  /** A staff notice to a segment of runners (bulk message): the start moved, kits were posted, … */
  notice: '[#{대회명}] #{안내}',
} as const;
export type TemplateKind = keyof typeof MESSAGE_TEMPLATES;

/** `template` with each #{name} replaced by `values[name]` (unknown names stay). Pure. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/#\{([^}]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

const fill = (kind: TemplateKind, values: Record<string, string>) => fillTemplate(MESSAGE_TEMPLATES[kind], values);

export const smsText = {
  joinSeq: (eventName: string, joinSeqs: number[]) => fill('join-seq', { 대회명: eventName, 접수번호: joinSeqs.map(seq4).join(', ') }),
  /** RSVT waits for payment (with its deadline, when it has one); 0 won is complete at once (spec §4). */
  registered: (eventName: string, joinSeq: number, amount: number, payDeadline?: Date | null) =>
    amount === 0
      ? fill('registered-free', { 대회명: eventName, 접수번호: seq4(joinSeq) })
      : fill('registered', {
          대회명: eventName,
          접수번호: seq4(joinSeq),
          참가비: won(amount),
          입금기한안내: payDeadline ? `, 입금기한 ${kstShort(payDeadline)}` : '',
        }),
  reminder: (eventName: string, joinSeq: number, amount: number, payDeadline: Date) =>
    fill('reminder', { 대회명: eventName, 접수번호: seq4(joinSeq), 참가비: won(amount), 입금기한: kstShort(payDeadline) }),
  released: (eventName: string, joinSeq: number, payDeadline: Date) =>
    fill('released', { 대회명: eventName, 접수번호: seq4(joinSeq), 입금기한: kstShort(payDeadline) }),
  waitlisted: (eventName: string, ticketName: string, waitSeq: number, position: number) =>
    fill('waitlisted', { 대회명: eventName, 코스: ticketName, 대기번호: String(waitSeq), 대기순서: String(position) }),
  invited: (eventName: string, ticketName: string, expiresAt: Date, link: string) =>
    fill('invited', { 대회명: eventName, 코스: ticketName, 신청기한: kstShort(expiresAt), 링크: link }),
  paid: (eventName: string, joinSeq: number, amount: number) =>
    fill('paid', { 대회명: eventName, 참가비: won(amount), 접수번호: seq4(joinSeq) }),
  balanceDue: (eventName: string, joinSeq: number, due: number) =>
    fill('balance-due', { 대회명: eventName, 접수번호: seq4(joinSeq), 금액: won(due) }),
  refundRequested: (eventName: string, joinSeq: number, amount: number) =>
    fill('refund-requested', { 대회명: eventName, 접수번호: seq4(joinSeq), 금액: won(amount) }),
  refundApproved: (eventName: string, joinSeq: number, amount: number) =>
    fill('refund-approved', { 대회명: eventName, 접수번호: seq4(joinSeq), 금액: won(amount) }),
  refundSent: (eventName: string, joinSeq: number, amount: number) =>
    fill('refund-sent', { 대회명: eventName, 접수번호: seq4(joinSeq), 금액: won(amount) }),
  refundRefused: (eventName: string, joinSeq: number, reason: string) =>
    fill('refund-refused', { 대회명: eventName, 접수번호: seq4(joinSeq), 사유: reason }),
  transferCode: (eventName: string, code: string) => fill('transfer-code', { 대회명: eventName, 인증번호: code }),
  transferReceived: (eventName: string, joinSeq: number, ticketName: string) =>
    fill('transfer-received', { 대회명: eventName, 접수번호: seq4(joinSeq), 코스: ticketName }),
  transferGiven: (eventName: string, joinSeq: number, ticketName: string) =>
    fill('transfer-given', { 대회명: eventName, 접수번호: seq4(joinSeq), 코스: ticketName }),
  bib: (eventName: string, runnerName: string, backNo: number, ticketName: string, checkinUrl: string) =>
    fill('bib', { 대회명: eventName, 이름: runnerName, 배번: String(backNo), 코스: ticketName, 링크: checkinUrl }),
  dispatched: (eventName: string, joinSeq: number, courierName: string, trackingNo: string, trackingUrl: string) =>
    fill('dispatched', { 대회명: eventName, 접수번호: seq4(joinSeq), 택배사: courierName, 송장번호: trackingNo, 링크: trackingUrl }),
  finish: (eventName: string, runnerName: string, backNo: number | null, ticketName: string, time: string, place: number | null) =>
    fill('finish', {
      대회명: eventName,
      이름: runnerName,
      배번표시: backNo !== null ? `(${backNo})` : '',
      코스: ticketName,
      기록: time,
      순위표시: place !== null ? `, 잠정 순위 ${place}위` : '',
    }),
  notice: (eventName: string, text: string) => fill('notice', { 대회명: eventName, 안내: text }),
};

/** Bytes of `text` as Korean SMS gateways count them (EUC-KR: 2 per non-ASCII letter). */
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) > 0x7f ? 2 : 1;
  return n;
}

/** Short messages fit 90 bytes; longer ones go as LMS (up to 2,000 bytes). */
export const SMS_MAX_BYTES = 90;
/** The longest message (LMS) the providers take, in bytes. */
export const LMS_MAX_BYTES = 2_000;
