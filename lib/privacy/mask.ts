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

/** j***@e***.com: an e-mail address for logs and lists (first letter of the name and domain kept). */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  const [name, domain] = [email.slice(0, at), email.slice(at + 1)];
  const dot = domain.lastIndexOf('.');
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const tld = dot > 0 ? domain.slice(dot) : '';
  return `${name[0]}***@${host[0] ?? ''}***${tld}`;
}

/** A message recipient (outbox) for logs: an e-mail address as maskEmail, a phone as maskPhone. */
export function maskRecipient(to: string): string {
  return to.includes('@') ? maskEmail(to) : maskPhone(to);
}

/**
 * 김*수 / 홍** : a name for lists, first and (for 3+ letters) last letter kept. At most three stars: a
 * passport name (Tanaka Hanako → T***o) neither shows its length nor widens a staff list past the screen.
 */
export function maskName(name: string): string {
  const chars = [...name];
  if (chars.length <= 1) return '*';
  if (chars.length === 2) return `${chars[0]}*`;
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 3))}${chars[chars.length - 1]}`;
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
