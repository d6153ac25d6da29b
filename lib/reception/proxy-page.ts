/** The joinSeq of a proxy page's query (spec §2 `?joinSeq`), or null for a new registration. */
export function joinSeqOfQuery(v: string | string[] | undefined): number | null {
  const s = Array.isArray(v) ? v[0] : v;
  return s && /^\d{4}$/.test(s) ? Number(s) : null;
}
