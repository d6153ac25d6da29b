/**
 * Staff trimming of a footprint (spec §4 "trace points trimmed before or after a chosen point;
 * removed indexes saved"). Indexes are 0-based positions of the stored points in time order. The
 * editor keeps the previous sets on a stack, so undo is sending the previous set again.
 */

/** The removed set after trimming every point before `index` (the chosen point is kept). */
export function trimBefore(removed: readonly number[], index: number): number[] {
  const out = new Set(removed);
  for (let i = 0; i < index; i++) out.add(i);
  return [...out].sort((a, b) => a - b);
}

/** The removed set after trimming every point after `index` of a trace of `count` points. */
export function trimAfter(removed: readonly number[], index: number, count: number): number[] {
  const out = new Set(removed);
  for (let i = index + 1; i < count; i++) out.add(i);
  return [...out].sort((a, b) => a - b);
}

/**
 * Parses the spec's comma list of removed indexes ('3,4,5'; empty = nothing removed) for a trace of
 * `count` points. Returns null when an entry is not an index of the trace, or when it would remove
 * every point (a record needs at least two kept points).
 */
export function parseRecordIndexes(list: string | readonly number[], count: number): number[] | null {
  const parts =
    typeof list === 'string'
      ? list
          .split(',')
          .map((s) => s.trim())
          .filter(Boolean)
      : list.map(String);
  const out = new Set<number>();
  for (const p of parts) {
    if (!/^\d+$/.test(p)) return null;
    const n = Number(p);
    if (n >= count) return null;
    out.add(n);
  }
  if (count - out.size < 2) return null;
  return [...out].sort((a, b) => a - b);
}
