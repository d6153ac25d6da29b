/**
 * The browser's side of the error catalogue (spec §8): the message a form shows for an answer of the
 * API, as a catalogue key with values, or the server's own (already translated) text. Framework-free
 * so that the rule is tested once and shared by every form; codes and keys come from the catalogue.
 */
import { ERROR_CATALOGUE, type ErrorCode } from '@/lib/errors';

export type ErrorText = { key: string; values?: Record<string, string> } | { text: string };

interface ErrorBody {
  errorCode?: unknown;
  errorMessage?: unknown;
}

/** The catalogue code of an answer body, or null when it carries none the catalogue knows. */
export function errorCodeOf(body: unknown): ErrorCode | null {
  const code = body && typeof body === 'object' ? (body as ErrorBody).errorCode : undefined;
  return typeof code === 'string' && Object.hasOwn(ERROR_CATALOGUE, code) ? (code as ErrorCode) : null;
}

/** The limits per phone: their 429 answers carry their own message. */
const PHONE_LIMIT_CODES: readonly ErrorCode[] = ['L0001', 'L0002'];

/** True when an answer is the 'busy, retry' answer (503 Q0001) that the apply page's waiting room retries. */
export function isOverloaded(answer: { status: number | null; body: unknown }): boolean {
  return answer.status === ERROR_CATALOGUE.Q0001.status && errorCodeOf(answer.body) === 'Q0001';
}

/** Distinct non-empty values of `field` in the `data` entries of an S0003/S0004 errorMessage JSON. */
export function namesInErrorMessage(errorMessage: unknown, field: 'ticketName' | 'runnerName'): string[] {
  if (typeof errorMessage !== 'string') return [];
  try {
    const parsed = JSON.parse(errorMessage) as { data?: Array<Record<string, unknown>> };
    const names = (parsed.data ?? []).map((d) => d?.[field]).filter((v): v is string => typeof v === 'string' && v.length > 0);
    return [...new Set(names)];
  } catch {
    return [];
  }
}

/**
 * The message for a failed call. `status` null means no response at all (network down): A0001.
 * S0003 lists the distinct sold-out courses; S0004 the runners already registered; 429 the generic
 * 'too many attempts', except a limit per phone (L0001, L0002), whose message says which; S0001 a generic 'not found' (the number must not leak which part was wrong);
 * any other answer with an errorMessage shows it; otherwise 'application failed' (spec §7).
 */
export function errorTextOf(status: number | null, body: unknown): ErrorText {
  if (status === null) return { key: ERROR_CATALOGUE.A0001.key };
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  const code = errorCodeOf(body);
  // The limits per phone (L…) say which limit was reached; any other 429 is the generic 'too many attempts'.
  if (status === ERROR_CATALOGUE.S0429.status && !(code && PHONE_LIMIT_CODES.includes(code))) return { key: ERROR_CATALOGUE.S0429.key };
  switch (code) {
    case 'S0003': {
      const names = namesInErrorMessage(b.errorMessage, 'ticketName');
      return names.length ? { key: ERROR_CATALOGUE.S0003.key, values: { names: names.join(', ') } } : { key: 'errors.allSoldOut' };
    }
    case 'S0004': {
      const names = namesInErrorMessage(b.errorMessage, 'runnerName');
      return names.length ? { key: ERROR_CATALOGUE.S0004.key, values: { names: names.join(', ') } } : { key: 'validation.alreadyApplied' };
    }
    case 'S0001':
      return { key: ERROR_CATALOGUE.S0001.key };
  }
  if (typeof b.errorMessage === 'string' && b.errorMessage.trim() && status < 500) return { text: b.errorMessage };
  if (status >= 500) return { key: ERROR_CATALOGUE.A0001.key };
  return { key: 'errors.applicationFailed' };
}
