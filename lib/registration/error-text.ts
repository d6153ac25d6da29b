/**
 * What the public forms show for an answer of the registration APIs (spec §8 error catalogue),
 * as a catalogue key with values, or the server's own (already translated) text.
 * Framework-free so the rule is tested once and shared by every form.
 */
export type ErrorText = { key: string; values?: Record<string, string> } | { text: string };

interface ErrorBody {
  errorCode?: unknown;
  errorMessage?: unknown;
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
 * 'too many attempts'; S0001 a generic 'not found' (the number must not leak which part was wrong);
 * any other answer with an errorMessage shows it; otherwise 'application failed' (spec §7).
 */
export function errorTextOf(status: number | null, body: unknown): ErrorText {
  if (status === null) return { key: 'errors.A0001' };
  const b = (body && typeof body === 'object' ? body : {}) as ErrorBody;
  if (status === 429) return { key: 'errors.tooMany' };
  switch (b.errorCode) {
    case 'S0003': {
      const names = namesInErrorMessage(b.errorMessage, 'ticketName');
      return names.length ? { key: 'errors.soldOut', values: { names: names.join(', ') } } : { key: 'errors.allSoldOut' };
    }
    case 'S0004': {
      const names = namesInErrorMessage(b.errorMessage, 'runnerName');
      return names.length ? { key: 'errors.alreadyApplied', values: { names: names.join(', ') } } : { key: 'validation.alreadyApplied' };
    }
    case 'S0001':
      return { key: 'search.notFound' };
  }
  if (typeof b.errorMessage === 'string' && b.errorMessage.trim() && status < 500) return { text: b.errorMessage };
  if (status >= 500) return { key: 'errors.A0001' };
  return { key: 'errors.applicationFailed' };
}
