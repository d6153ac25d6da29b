/**
 * Every message text the site sends, in one place, as templates with KakaoTalk-style variables
 * (#{name}): the same text goes as SMS/LMS and, where Kakao approved it as an AlimTalk template
 * (ALIMTALK_TEMPLATES), as AlimTalk, which must match its approved template exactly. Messages go to
 * Korean mobiles and carry no locale, so they are Korean. Amounts in won, Korean number format;
 * joinSeq as 4 digits. Keep them short: over 90 bytes (45 Korean letters) a message goes as LMS.
 */
const seq4 = (n: number) => String(n).padStart(4, '0');
const won = (n: number) => `${n.toLocaleString('ko-KR')}원`;

/** The template of each message kind (lib/codes.ts SMS_KINDS), with its variables. */
export const MESSAGE_TEMPLATES = {
  /** /apply/searchId: the registration numbers of the runner (spec §2). */
  'join-seq': '[#{대회명}] 접수번호는 #{접수번호}입니다.',
  /** POST /api/applicant/applyFor accepted, waiting for payment (RSVT, spec §4). */
  registered: '[#{대회명}] 참가 신청이 접수되었습니다. 접수번호 #{접수번호}, 참가비 #{참가비}. 결제가 확인되면 접수가 완료됩니다.',
  /** An application of 0 won: complete at once (spec §4). */
  'registered-free': '[#{대회명}] 참가 신청이 완료되었습니다. 접수번호 #{접수번호}',
  /** Card confirm or staff deposit confirmation: the registration is CMPL. */
  paid: '[#{대회명}] 참가비 #{참가비} 결제가 확인되어 접수가 완료되었습니다. 접수번호 #{접수번호}',
  /** A staff notice to a segment of runners (bulk message): the start moved, kits were posted, … */
  notice: '[#{대회명}] #{안내}',
} as const;
export type TemplateKind = keyof typeof MESSAGE_TEMPLATES;

/** `template` with each #{name} replaced by `values[name]` (unknown names stay). Pure. */
export function fillTemplate(template: string, values: Record<string, string>): string {
  return template.replace(/#\{([^}]+)\}/g, (whole, name: string) => values[name] ?? whole);
}

export const smsText = {
  joinSeq: (eventName: string, joinSeqs: number[]) =>
    fillTemplate(MESSAGE_TEMPLATES['join-seq'], { 대회명: eventName, 접수번호: joinSeqs.map(seq4).join(', ') }),
  registered: (eventName: string, joinSeq: number, amount: number) =>
    amount === 0
      ? fillTemplate(MESSAGE_TEMPLATES['registered-free'], { 대회명: eventName, 접수번호: seq4(joinSeq) })
      : fillTemplate(MESSAGE_TEMPLATES.registered, { 대회명: eventName, 접수번호: seq4(joinSeq), 참가비: won(amount) }),
  paid: (eventName: string, joinSeq: number, amount: number) =>
    fillTemplate(MESSAGE_TEMPLATES.paid, { 대회명: eventName, 참가비: won(amount), 접수번호: seq4(joinSeq) }),
  notice: (eventName: string, text: string) => fillTemplate(MESSAGE_TEMPLATES.notice, { 대회명: eventName, 안내: text }),
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
