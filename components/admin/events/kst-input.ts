import { formatKst } from '@/lib/time/kst';

/** An instant as the value of an `<input type="datetime-local">` showing KST wall-clock time ('' for none). */
export function toKstInput(iso: string | null | undefined): string {
  return formatKst(iso).replace(' ', 'T');
}

/** A datetime-local value read as KST, as an ISO string with +09:00 ('' stays '' = no limit). */
export function fromKstInput(v: string): string {
  return v ? `${v.length === 16 ? `${v}:00` : v}+09:00` : '';
}
