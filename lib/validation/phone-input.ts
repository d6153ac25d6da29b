/**
 * What a phone (or other digits-only) input keeps of typed or pasted text: digits only. Runners paste
 * `010-1234-5678` or `010 1234 5678` from their contacts; the separators are stripped before the
 * 11-digit limit (spec §5 'phone max 11'), so the paste becomes `01012345678` instead of being cut
 * to `010-1234-5`.
 *
 * @param text  the raw text typed or pasted
 * @param max   the field's length limit in digits (none when omitted)
 */
export function digitsOnly(text: string, max?: number): string {
  const digits = text.normalize('NFKC').replace(/\D+/g, '');
  return max === undefined ? digits : digits.slice(0, max);
}
