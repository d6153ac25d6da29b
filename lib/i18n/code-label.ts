/** A translator of full catalogue keys: next-intl's `t` of the whole catalogue, or lib/i18n/translate's. */
export type Translate = (key: string) => string;

/**
 * A code's label in the reader's language, never the raw code: `t('<prefix>.<code>')` (gender M ->
 * 남, payment status RSVT -> 입금 대기, payment method BANK -> 무통장 입금, course type online ->
 * 언택트(비대면) 코스, audit action proxy-view -> 대리 수정 열람); '' for no code. Dots in a code
 * become dashes, as catalogue keys nest at dots (audit action 'sms.bulk' -> 'sms-bulk').
 * Client-safe.
 */
export function codeLabel(t: Translate, prefix: string, code: string | null | undefined): string {
  return code ? t(`${prefix}.${code.replaceAll('.', '-')}`) : '';
}
