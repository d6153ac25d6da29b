/**
 * Every SMS text the site sends, in one place. SMS go to Korean mobiles and carry no
 * locale, so they are Korean. Amounts in won, Korean number format; joinSeq as 4 digits.
 * Keep them short: over 90 bytes (45 Korean letters) a message is sent as LMS.
 */
const seq4 = (n: number) => String(n).padStart(4, '0');
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

export const smsText = {
  /** /apply/searchId: the registration numbers of the runner (spec §2). */
  joinSeq: (eventName: string, joinSeqs: number[]) => `[${eventName}] 접수번호는 ${joinSeqs.map(seq4).join(', ')}입니다.`,
  /** POST /api/applicant/applyFor accepted: RSVT waits for payment, 0 won is complete at once (spec §4). */
  registered: (eventName: string, joinSeq: number, amount: number) =>
    amount === 0
      ? `[${eventName}] 참가 신청이 완료되었습니다. 접수번호 ${seq4(joinSeq)}`
      : `[${eventName}] 참가 신청이 접수되었습니다. 접수번호 ${seq4(joinSeq)}, 참가비 ${won(amount)}. 결제가 확인되면 접수가 완료됩니다.`,
  /** Card confirm or staff deposit confirmation: the registration is CMPL. */
  paid: (eventName: string, joinSeq: number, amount: number) =>
    `[${eventName}] 참가비 ${won(amount)} 결제가 확인되어 접수가 완료되었습니다. 접수번호 ${seq4(joinSeq)}`,
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
