import { issueMessageKey } from '@/lib/validation/issue-message';
import { boardListQuerySchema, searchOf, type BoardListQuery } from '@/lib/validation/board';

/**
 * The query of a public board page (?pageNo&searchKey&searchValue): the parsed query and the catalogue
 * key of the refusal when it is bad (blank search text: 'board.errors.searchEmpty'); a bad query
 * falls back to page 1 without search, so the page still shows the list.
 */
export function boardPageQuery(raw: Record<string, string | string[] | undefined>): {
  q: BoardListQuery;
  search: ReturnType<typeof searchOf>;
  error: string | null;
} {
  const flat = Object.fromEntries(Object.entries(raw).map(([k, v]) => [k, Array.isArray(v) ? v[0] : v]));
  const parsed = boardListQuerySchema.safeParse(flat);
  if (!parsed.success) return { q: { pageNo: 1 }, search: undefined, error: issueMessageKey(parsed.error.issues) };
  return { q: parsed.data, search: searchOf(parsed.data), error: null };
}

/** The list URL of page `n`, keeping the search (spec §2: pagination keeps the other filters). */
export function boardPageHref(base: string, n: number, search?: { key: string; value: string }): string {
  const p = new URLSearchParams({ pageNo: String(n) });
  if (search) {
    p.set('searchKey', search.key);
    p.set('searchValue', search.value);
  }
  return `${base}?${p}`;
}
