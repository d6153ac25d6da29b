import { normHeader } from '@/lib/records/headers';

/**
 * Finding a column of an uploaded table by the names people give it (a chip file, a courier's
 * tracking file, a passings CSV): headers are compared case- and punctuation-blind
 * (lib/records/headers.ts normHeader), synonyms in order of preference. Client-safe.
 */

/** The index of the first header matching one of `synonyms` (exact first, then prefix), or -1. */
export function columnIndex(headers: readonly string[], synonyms: readonly string[]): number {
  const norm = headers.map(normHeader);
  for (const s of synonyms) {
    const i = norm.indexOf(normHeader(s));
    if (i >= 0) return i;
  }
  for (const s of synonyms) {
    const want = normHeader(s);
    if (want.length < 2) continue;
    const i = norm.findIndex((h) => h.startsWith(want));
    if (i >= 0) return i;
  }
  return -1;
}

/** The indexes of `wanted` columns, or the names of those missing (for a 'missing columns' message). */
export function findColumns<K extends string>(
  headers: readonly string[],
  wanted: Record<K, readonly string[]>,
): { index: Record<K, number>; missing: K[] } {
  const index = {} as Record<K, number>;
  const missing: K[] = [];
  for (const key of Object.keys(wanted) as K[]) {
    index[key] = columnIndex(headers, wanted[key]);
    if (index[key] < 0) missing.push(key);
  }
  return { index, missing };
}
