/**
 * Zod schemas carry catalogue keys as their messages ('validation.name', 'reception.badDate', …) so
 * that one schema gives the spec's text (§5) in Korean or English on the client and in the server's
 * 400 answers. Zod's own English defaults ('Invalid input', 'Too big: …') are not keys and must never
 * reach a visitor.
 */

const CATALOGUE_KEY = /^[a-z][A-Za-z0-9]*(\.[A-Za-z0-9_]+)+$/;

/** True when `message` has the shape of a catalogue key (namespace.key…) rather than zod's default text. */
export function isMessageKey(message: string | undefined): message is string {
  return !!message && CATALOGUE_KEY.test(message);
}

/**
 * The catalogue key to show for a failed parse: the first issue's message when it is a key,
 * `fallback` (default 'validation.badRequest') otherwise. Client-safe.
 */
export function issueMessageKey(issues: ReadonlyArray<{ message: string }> | undefined, fallback = 'validation.badRequest'): string {
  const message = issues?.[0]?.message;
  return isMessageKey(message) ? message : fallback;
}

/**
 * A form's check before sending: null when `value` passes `schema`, else the catalogue key of its
 * first problem (see issueMessageKey). The same schema then checks the body on the server.
 * Client-safe.
 */
export function problemKey(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: ReadonlyArray<{ message: string }> } } },
  value: unknown,
  fallback?: string,
): string | null {
  const r = schema.safeParse(value);
  return r.success ? null : issueMessageKey(r.error?.issues, fallback);
}
