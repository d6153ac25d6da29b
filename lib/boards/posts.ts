import 'server-only';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { posts, staffUsers } from '@/db/schema';
import type { BoardSearchKey, BoardType } from '@/lib/codes';
import { type ApiError, badRequest, notFound } from '@/lib/errors';
import { hashKey } from '@/lib/security/hash-key';
import { consume, type LimitSpec } from '@/lib/security/rate-limit';
import type { NoticeInput } from '@/lib/validation/board';
import { popupWindow } from './popup';
import { sanitizeNoticeHtml } from './sanitize';

/** Page size and pager width of every public list (spec §9). */
export const PAGE_SIZE = 10;

export type { BoardType };
export type SearchKey = BoardSearchKey;
type PostRow = typeof posts.$inferSelect;

/**
 * A list row: number, title (and its English version, null when none: pages pick one with
 * lib/content/localized.ts), author, date, views (never the Q&A password or any content). `locked`
 * is the thread's lock (a Q&A answer is as locked as its question); it defaults to the post's own.
 */
export function listRow(p: PostRow, locked = !!p.passwd) {
  return {
    postNo: p.postNo,
    articleId: p.articleId,
    title: p.title,
    titleEn: p.titleEn,
    author: p.author,
    createTime: p.createTime.toISOString(),
    viewCount: p.viewCount,
    indent: p.indent,
    locked,
    popup: !!p.openTime,
  };
}
export type PostListRow = ReturnType<typeof listRow>;

/** The body of a post as it may be shown: notice HTML sanitised again on the way out. */
export function safeContent(p: Pick<PostRow, 'content' | 'mimeType'>): string {
  return p.mimeType === 'text/html' ? sanitizeNoticeHtml(p.content) : p.content;
}

/** The English body of a notice as it may be shown (sanitised like the Korean one), or null when none. */
export function safeContentEn(p: Pick<PostRow, 'contentEn' | 'mimeType'>): string | null {
  return p.contentEn === null ? null : safeContent({ content: p.contentEn, mimeType: p.mimeType });
}

export function notFoundPost(): ApiError {
  return notFound('board.errors.notFound');
}

/**
 * Whether a post's thread is locked: its question (the post itself, or the post `articleId` names)
 * has a password. The question's password governs its answers, so a staff answer to a private
 * question (a registration or account number, a phone) is as private as the question.
 */
const threadLocked = sql<boolean>`exists (select 1 from ${posts} q where q.post_no = coalesce(${posts.articleId}, ${posts.postNo}) and q.passwd is not null)`;

/** Public board searches per client per 10 minutes: a person searches a few times, a script character by character. */
export const BOARD_SEARCH_LIMIT: LimitSpec = { name: 'board-search', points: 60, durationSec: 600 };

/**
 * listPosts for a visitor (GET /api/{notice|qna}, /dashboard/{notice|qna}): a search counts in the
 * client's BOARD_SEARCH_LIMIT first (429 past it, nothing searched); a plain page does not.
 */
export async function listPostsForVisitor(
  db: DbOrTx,
  board: BoardType,
  pageNo: number,
  search: { key: SearchKey; value: string } | undefined,
  clientKey: string,
) {
  if (search?.value) await consume(BOARD_SEARCH_LIMIT, hashKey(clientKey));
  return listPosts(db, board, pageNo, search);
}

/**
 * GET /api/{notice|qna}?pageNo (spec §7): a page of posts (newest first; Q&A answers right under
 * their question) and pageMaxNo; optional search by title, content or author (case-insensitive
 * substring, LIKE wildcards escaped). Title and content are searched in both languages whatever the
 * visitor's mode: a Korean word finds a translated notice and an English word finds it in English.
 * The content of a locked Q&A thread (question and answers) is never searched, and every row of it
 * is marked locked.
 */
export async function listPosts(db: DbOrTx, board: BoardType, pageNo: number, search?: { key: SearchKey; value: string }) {
  const filters = [eq(posts.boardType, board), eq(posts.deleted, false)];
  if (search?.value) {
    const pattern = `%${search.value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const cols =
      search.key === 'content' ? [posts.content, posts.contentEn] : search.key === 'author' ? [posts.author] : [posts.title, posts.titleEn];
    filters.push(or(...cols.map((col) => ilike(col, pattern)))!);
    // A locked thread's content is nobody's to search but its writer's and staff's.
    if (search.key === 'content') filters.push(sql`not ${threadLocked}`);
  }
  const where = and(...filters);
  const [{ n }] = await db.select({ n: count() }).from(posts).where(where);
  const page = Math.max(1, pageNo);
  const rows = await db
    .select({ p: posts, locked: threadLocked })
    .from(posts)
    .where(where)
    .orderBy(board === 'qna' ? desc(sql`coalesce(${posts.articleId}, ${posts.postNo})`) : desc(posts.postNo), posts.indent, posts.postNo)
    .limit(PAGE_SIZE)
    .offset((page - 1) * PAGE_SIZE);
  return { posts: rows.map((r) => listRow(r.p, r.locked)), pageMaxNo: Math.max(1, Math.ceil(n / PAGE_SIZE)), totalCount: n };
}

/** The latest `n` notices for the home page (number, title, date). */
export async function latestNotices(db: DbOrTx, n = 10) {
  const rows = await db
    .select()
    .from(posts)
    .where(and(eq(posts.boardType, 'notice'), eq(posts.deleted, false)))
    .orderBy(desc(posts.postNo))
    .limit(n);
  return rows.map((p) => listRow(p));
}

async function neighbour(db: DbOrTx, board: BoardType, postNo: number, dir: 'prev' | 'next') {
  const [r] = await db
    .select({ postNo: posts.postNo, title: posts.title, titleEn: posts.titleEn })
    .from(posts)
    .where(and(eq(posts.boardType, board), eq(posts.deleted, false), dir === 'prev' ? lt(posts.postNo, postNo) : gt(posts.postNo, postNo)))
    .orderBy(dir === 'prev' ? desc(posts.postNo) : asc(posts.postNo))
    .limit(1);
  return r ?? null;
}

/**
 * GET /api/notice/{postNo} (spec §7): the notice with its sanitised content (and English title and
 * content, null when none), popup fields and the previous (older) and next (newer) notices; counts a view. Throws 404 S0001 when missing or deleted.
 */
export async function getNotice(db: DbOrTx, postNo: number, countView = true) {
  const where = and(eq(posts.postNo, postNo), eq(posts.boardType, 'notice'), eq(posts.deleted, false));
  const [p] = countView
    ? await db
        .update(posts)
        .set({ viewCount: sql`${posts.viewCount} + 1` })
        .where(where)
        .returning()
    : await db.select().from(posts).where(where).limit(1);
  if (!p) throw notFoundPost();
  const [prev, next] = await Promise.all([neighbour(db, 'notice', postNo, 'prev'), neighbour(db, 'notice', postNo, 'next')]);
  return {
    ...listRow(p),
    content: safeContent(p),
    contentEn: safeContentEn(p),
    mimeType: p.mimeType,
    openTime: p.openTime?.toISOString() ?? null,
    closeTime: p.closeTime?.toISOString() ?? null,
    size: p.size,
    prev,
    next,
  };
}

/**
 * GET /api/welcome/popup (spec §7): the notices whose popup window holds at `now` (openTime <= now
 * < closeTime), newest first, with their size (xl, lg, md, sm) and sanitised content, the English
 * title and content beside the Korean ones (one answer for every visitor, so CDNs may keep it).
 */
export async function popupNotices(db: DbOrTx, now: Date) {
  const rows = await db
    .select()
    .from(posts)
    .where(
      and(
        eq(posts.boardType, 'notice'),
        eq(posts.deleted, false),
        isNotNull(posts.openTime),
        lte(posts.openTime, now),
        gt(posts.closeTime, now),
      ),
    )
    .orderBy(desc(posts.postNo))
    .limit(5);
  return rows.map((p) => ({
    postNo: p.postNo,
    title: p.title,
    titleEn: p.titleEn,
    content: safeContent(p),
    contentEn: safeContentEn(p),
    mimeType: p.mimeType,
    size: p.size,
    openTime: p.openTime!.toISOString(),
    closeTime: p.closeTime!.toISOString(),
  }));
}

/** A notice shown as a popup, as GET /api/welcome/popup answers them. */
export type PopupNotice = Awaited<ReturnType<typeof popupNotices>>[number];

/** A notice body as it is written to the database: HTML sanitised, plain text as typed. */
function storedBody(content: string, mimeType: NoticeInput['mimeType']): string {
  return mimeType === 'text/html' ? sanitizeNoticeHtml(content) : content;
}

/**
 * POST (no postNo) or PUT (postNo) /api/admin/notice (spec §7): stores a notice, its HTML (Korean and
 * English, one sanitiser) sanitised before it is written, English fields left out of a PUT kept, the popup window checked (both or neither, start before end). `author` is
 * the signed-in staff member's display name. Returns `{postNo}`; 404 when a PUT names no notice.
 */
export async function saveNotice(db: DbOrTx, input: NoticeInput, author: string): Promise<{ postNo: number }> {
  const w = popupWindow(input.openTime, input.closeTime);
  if ('error' in w) throw badRequest(w.error);
  const values = {
    title: input.title,
    mimeType: input.mimeType,
    content: storedBody(input.content, input.mimeType),
    titleEn: input.titleEn,
    contentEn: input.contentEn == null ? input.contentEn : storedBody(input.contentEn, input.mimeType),
    openTime: w.window?.openTime ?? null,
    closeTime: w.window?.closeTime ?? null,
    size: input.size,
  };
  if (input.postNo === undefined) {
    const [row] = await db
      .insert(posts)
      .values({ ...values, boardType: 'notice', author })
      .returning({ postNo: posts.postNo });
    return row;
  }
  const [row] = await db
    .update(posts)
    .set({ ...values, updateTime: new Date() })
    .where(and(eq(posts.postNo, input.postNo), eq(posts.boardType, 'notice'), eq(posts.deleted, false)))
    .returning({ postNo: posts.postNo });
  if (!row) throw notFoundPost();
  return row;
}

/**
 * DELETE /api/admin/notice/{postNo} (spec §7, also for Q&A and gallery posts): marks the post
 * deleted; deleting a Q&A question also deletes its answers. 404 when there is no such post.
 */
export async function deletePost(db: DbOrTx, postNo: number): Promise<{ postNo: number; deleted: number }> {
  const [p] = await db
    .select({ boardType: posts.boardType, indent: posts.indent })
    .from(posts)
    .where(and(eq(posts.postNo, postNo), eq(posts.deleted, false)))
    .limit(1);
  if (!p) throw notFoundPost();
  const thread = p.boardType === 'qna' && p.indent === 1;
  const gone = await db
    .update(posts)
    .set({ deleted: true, updateTime: new Date() })
    .where(
      and(
        eq(posts.deleted, false),
        thread ? sql`(${posts.postNo} = ${postNo} or ${posts.articleId} = ${postNo})` : eq(posts.postNo, postNo),
      ),
    )
    .returning({ postNo: posts.postNo });
  return { postNo, deleted: gone.length };
}

/** The name staff posts are signed with: the staff member's display name, else the account name. */
export async function staffAuthor(db: DbOrTx, staffId: number, userName: string): Promise<string> {
  const [s] = await db.select({ displayName: staffUsers.displayName }).from(staffUsers).where(eq(staffUsers.staffId, staffId)).limit(1);
  return s?.displayName || userName;
}
