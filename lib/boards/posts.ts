import 'server-only';
import { and, count, desc, eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { posts } from '@/db/schema';

/** Page size and pager width of every public list (spec §9). */
export const PAGE_SIZE = 10;

export type BoardType = 'notice' | 'qna';
export type SearchKey = 'title' | 'content' | 'author';

/** A list row: number, title, author, date, views (never the Q&A password). */
function listRow(p: typeof posts.$inferSelect) {
  return {
    postNo: p.postNo,
    articleId: p.articleId,
    title: p.title,
    author: p.author,
    createTime: p.createTime.toISOString(),
    viewCount: p.viewCount,
    indent: p.indent,
    locked: !!p.passwd,
  };
}

/**
 * GET /api/{notice|qna}?pageNo (spec §7): a page of posts (newest first) and pageMaxNo; optional
 * search by title, content or author (case-insensitive substring).
 */
export async function listPosts(db: DbOrTx, board: BoardType, pageNo: number, search?: { key: SearchKey; value: string }) {
  const filters = [eq(posts.boardType, board), eq(posts.deleted, false)];
  if (search?.value) {
    const pattern = `%${search.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const col = search.key === 'content' ? posts.content : search.key === 'author' ? posts.author : posts.title;
    filters.push(ilike(col, pattern));
  }
  const where = and(...filters);
  const [{ n }] = await db.select({ n: count() }).from(posts).where(where);
  const page = Math.max(1, pageNo);
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(board === 'qna' ? desc(sql`coalesce(${posts.articleId}, ${posts.postNo})`) : desc(posts.postNo), posts.indent, posts.postNo)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { posts: rows.map(listRow), pageMaxNo: Math.max(1, Math.ceil(n / PAGE_SIZE)), totalCount: n };
}

/** The latest `n` notices for the home page (number, title, date). */
export async function latestNotices(db: DbOrTx, n = 10) {
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.boardType, 'notice'), eq(posts.deleted, false)))
    .orderBy(desc(posts.postNo))
    .limit(n);
  return rows.map(listRow);
}

/**
 * GET /api/{notice|qna}/{postNo}: the post with its content; counts a view. Null when missing or
 * deleted. The Q&A password hash is never returned.
 */
export async function getPost(db: DbOrTx, board: BoardType, postNo: number) {
  const [p] = await db
    .update(posts)
    .set({ viewCount: sql`${posts.viewCount} + 1` })
    .where(and(eq(posts.postNo, postNo), eq(posts.boardType, board), eq(posts.deleted, false)))
    .returning();
  if (!p) return null;
  return {
    ...listRow(p),
    content: p.content,
    mimeType: p.mimeType,
    openTime: p.openTime?.toISOString() ?? null,
    closeTime: p.closeTime?.toISOString() ?? null,
    size: p.size,
  };
}

