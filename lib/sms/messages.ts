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
};

/** Bytes of `text` as Korean SMS gateways count them (EUC-KR: 2 per non-ASCII letter). */
export function smsBytes(text: string): number {
  let n = 0;
  for (const ch of text) n += ch.charCodeAt(0) > 0x7f ? 2 : 1;
  return n;
}

/** Short messages fit 90 bytes; longer ones go as LMS (up to 2,000 bytes). */
export const SMS_MAX_BYTES = 90;
