import type { z } from 'zod';
import { issueMessageKey } from '@/lib/validation/issue-message';

/** Rows-per-page choices of staff lists (spec §9). */
export const ROW_COUNTS = [10, 20, 30, 40, 50];

/** Next's searchParams (string | string[]) as a flat record of first values. */
export function flatParams(sp: Record<string, string | string[] | undefined>): Record<string, string> {
  return Object.fromEntries(Object.entries(sp).flatMap(([k, v]) => (v === undefined ? [] : [[k, Array.isArray(v) ? v[0] : v]])));
}

/**
 * Parses a console page's query with `schema`; on bad input falls back to `fallback` and returns the
 * catalogue key of the problem, so the page shows the message instead of failing.
 */
export function parsePageQuery<S extends z.ZodType>(
  schema: S,
  params: Record<string, string>,
  fallback: Record<string, string>,
): { q: z.infer<S>; problem: string | null } {
  const r = schema.safeParse(params);
  if (r.success) return { q: r.data, problem: null };
  return { q: schema.parse(fallback), problem: issueMessageKey(r.error.issues) };
}

/** Href of page `n` of a list, keeping every other filter in the query (spec §2). */
export function pageHref(path: string, params: Record<string, string>, n: number): string {
  return `${path}?${new URLSearchParams({ ...params, pageNo: String(n) })}`;
}
