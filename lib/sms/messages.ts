/**
 * Every SMS text the site sends, in one place. SMS go to Korean mobiles and carry no
 * locale, so they are Korean. Amounts in won, Korean number format; joinSeq as 4 digits.
 * Keep them short: over 90 bytes (45 Korean letters) a message is sent as LMS.
 */
import { kstParts } from '@/lib/time/kst';

const seq4 = (n: number) => String(n).padStart(4, '0');
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;
/** 'M/D HH:mm' in KST: deadlines and invitation expiries, short enough for one SMS. */
export function kstShort(d: Date): string {
  const p = kstParts(d);
  return `${p.month}/${p.day} ${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
}

export const smsText = {
  /** /apply/searchId: the registration numbers of the runner (spec §2). */
  joinSeq: (eventName: string, joinSeqs: number[]) => `[${eventName}] 접수번호는 ${joinSeqs.map(seq4).join(', ')}입니다.`,
  /**
   * POST /api/applicant/applyFor accepted: RSVT waits for payment (with its deadline, when it has one),
   * 0 won is complete at once (spec §4).
   */
  registered: (eventName: string, joinSeq: number, amount: number, payDeadline?: Date | null) =>
    amount === 0
      ? `[${eventName}] 참가 신청이 완료되었습니다. 접수번호 ${seq4(joinSeq)}`
      : `[${eventName}] 참가 신청이 접수되었습니다. 접수번호 ${seq4(joinSeq)}, 참가비 ${won(amount)}${
          payDeadline ? `, 입금기한 ${kstShort(payDeadline)}` : ''
        }. 기한까지 결제가 확인되면 접수가 완료됩니다.`,
  /** The payment reminder, reminderHours before the deadline of an entry still unpaid. */
  reminder: (eventName: string, joinSeq: number, amount: number, payDeadline: Date) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)} 참가비 ${won(amount)}의 입금기한은 ${kstShort(payDeadline)}입니다. 기한까지 입금되지 않으면 신청이 취소됩니다.`,
  /** The entry was cancelled by the system at its payment deadline; its places went back. */
  released: (eventName: string, joinSeq: number, payDeadline: Date) =>
    `[${eventName}] 입금기한(${kstShort(payDeadline)})까지 입금이 확인되지 않아 접수번호 ${seq4(joinSeq)} 신청이 취소되었습니다.`,
  /** POST /api/waitlist: the runner is in line; the waitlist number proves the entry later. */
  waitlisted: (eventName: string, ticketName: string, waitSeq: number, position: number) =>
    `[${eventName}] ${ticketName} 대기 신청이 접수되었습니다. 대기번호 ${waitSeq}, 현재 ${position}번째입니다.`,
  /** A place is held for the first runner in line until `expiresAt`: register through the link. */
  invited: (eventName: string, ticketName: string, expiresAt: Date, link: string) =>
    `[${eventName}] ${ticketName} 자리가 났습니다. ${kstShort(expiresAt)}까지 신청해 주세요. ${link}`,
  /** Card confirm or staff deposit confirmation: the registration is CMPL. */
  paid: (eventName: string, joinSeq: number, amount: number) =>
    `[${eventName}] 참가비 ${won(amount)} 결제가 확인되어 접수가 완료되었습니다. 접수번호 ${seq4(joinSeq)}`,
  /** A change after registering left a balance due (a course, new members). */
  balanceDue: (eventName: string, joinSeq: number, due: number) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)} 변경이 접수되었습니다. 추가 납부 금액 ${won(due)}을 카드 또는 계좌이체로 납부해 주세요.`,
  /** A refund request was received (the amount under the refund policy). */
  refundRequested: (eventName: string, joinSeq: number, amount: number) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)} 환불 요청(${won(amount)})이 접수되었습니다. 사무국 확인 후 환불됩니다.`,
  /** Staff approved a refund paid by bank transfer: the transfer follows. */
  refundApproved: (eventName: string, joinSeq: number, amount: number) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)} 환불(${won(amount)})이 승인되었습니다. 입력하신 계좌로 곧 이체됩니다.`,
  /** The money went back (card cancellation, bank transfer sent). */
  refundSent: (eventName: string, joinSeq: number, amount: number) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)} 환불 ${won(amount)}이 처리되었습니다.`,
  /** Staff refused a refund, with their reason. */
  refundRefused: (eventName: string, joinSeq: number, reason: string) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)} 환불 요청이 반려되었습니다. 사유: ${reason}`,
  /** The code the new holder of a transferred place confirms with (no name: only the code and what it is for). */
  transferCode: (eventName: string, code: string) =>
    `[${eventName}] 참가 명의 변경 인증번호 [${code}]. 10분 안에 입력해 주세요. 본인이 요청하지 않았다면 무시하세요.`,
  /** The place changed hands: to the new holder. */
  transferReceived: (eventName: string, joinSeq: number, ticketName: string) =>
    `[${eventName}] ${ticketName} 참가 명의가 회원님으로 변경되었습니다. 접수번호 ${seq4(joinSeq)}`,
  /** The place changed hands: to the previous holder. */
  transferGiven: (eventName: string, joinSeq: number, ticketName: string) =>
    `[${eventName}] 접수번호 ${seq4(joinSeq)}의 ${ticketName} 참가 명의가 다른 분에게 변경되었습니다.`,
  /** Bibs final (staff send it): the runner's bib and course, and the link to the kit QR code. */
  bib: (eventName: string, runnerName: string, backNo: number, ticketName: string, checkinUrl: string) =>
    `[${eventName}] ${runnerName}님 배번은 ${backNo}번(${ticketName})입니다. 기념품 수령 QR: ${checkinUrl}`,
  /** Kit parcel handed to the courier (tracking import). */
  dispatched: (eventName: string, joinSeq: number, courierName: string, trackingNo: string, trackingUrl: string) =>
    `[${eventName}] 배번과 기념품을 발송했습니다 (접수번호 ${seq4(joinSeq)}). ${courierName} ${trackingNo} 배송조회: ${trackingUrl}`,
  /** The runner crossed the finish line (preliminary, by the timing company's passings; sent with consent). */
  finish: (eventName: string, runnerName: string, backNo: number | null, ticketName: string, time: string, place: number | null) =>
    `[${eventName}] ${runnerName}${backNo !== null ? `(${backNo})` : ''} ${ticketName} 완주, 잠정 기록 ${time}${
      place !== null ? `, 잠정 순위 ${place}위` : ''
    }. 공식 기록은 추후 발표됩니다.`,
};

/** Bytes of `text` as Korean SMS gateways count them (EUC-KR: 2 per non-ASCII letter). */
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) > 0x7f ? 2 : 1;
  return n;
}

/** Short messages fit 90 bytes; longer ones go as LMS (up to 2,000 bytes). */
export const SMS_MAX_BYTES = 90;
