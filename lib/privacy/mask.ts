/**
 * Masking of personal data (names, phones, depositor memos) for staff lists, public rankings and
 * logs: one module, so that every list masks alike. Client-safe.
 */

/** 010-****-1234: a phone for logs and lists (personal data never goes to logs in full). */
export function maskPhone(phone: string): string {
  const d = phone.replace(/\D/g, '');
  if (d.length < 8) return '****';
  return `${d.slice(0, 3)}-****-${d.slice(-4)}`;
}

/** 김*수 / 홍** : a name for lists, first and (for 3+ letters) last letter kept. */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(chars.length - 2)}${chars[chars.length - 1]}`;
}

/** A runner name on the public ranking: first letter kept, the rest masked (홍**; issue: public ranking). */
export function maskAfterFirst(name: string): string {
  const chars = [...name];
  if (chars.length === 0) return '';
  return chars[0] + '*'.repeat(Math.max(1, chars.length - 1));
}

/**
 * The depositor memo (spec §5: name plus last 4 phone digits, or 'free') for staff lists: the name
 * part masked like a name (김*수1234), digits and 'free' kept so deposits can still be matched.
 */
export function maskBrief(brief: string | null): string | null {
  if (!brief) return brief;
  const m = /^(\D*)(\d*)$/.exec(brief.trim());
  if (!m || !m[1] || m[1] === 'free') return brief;
  return `${maskName(m[1])}${m[2]}`;
}
