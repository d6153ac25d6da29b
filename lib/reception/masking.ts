import { maskName, maskPhone } from '@/lib/sms/mask';

export { maskName, maskPhone };

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
