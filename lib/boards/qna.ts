import 'server-only';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { posts, staffUsers } from '@/db/schema';
import { hashPassword, verifyPassword } from '@/lib/auth/password';
import { badRequest, wrongPostPassword } from '@/lib/errors';
import { hashKey } from '@/lib/security/hash-key';
import { consume, withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import { reservationForm, type answerSchema, type questionSchema } from '@/lib/validation/board';
import { listRow, notFoundPost, safeContent } from './posts';

type PostRow = typeof posts.$inferSelect;

/** Wrong unlock passwords allowed per Q&A post per hour before 429 (Q&A). */
export const UNLOCK_LIMIT: LimitSpec = { name: 'qna-unlock', points: 10, durationSec: 3600 };

/** Questions per client an hour: a visitor asks a few; a script filling the board is stopped. */
export const QUESTION_LIMIT: LimitSpec = { name: 'qna-question', points: 5, durationSec: 3600 };

/** The answer of POST /api/qna/question: the new question's number. */
export interface QuestionAnswer {
  postNo: number;
}

/**
 * POST /api/qna/question (spec §5, §7): stores a question (indent 1, articleId = its own postNo).
 * Counted in the client's QUESTION_LIMIT first (429 past it). The words of the race office and the
 * 'RE:' of answers are refused by the schema (lib/validation/board.ts); here also the name or
 * account name of any staff member ('board.errors.reservedAuthor'), so no visitor signs as staff.
 * The lock password is kept only as an Argon2id hash. Returns `{postNo}`.
 */
export async function askQuestion(db: DbOrTx, q: z.infer<typeof questionSchema>, clientKey: string): Promise<QuestionAnswer> {
  await consume(QUESTION_LIMIT, hashKey(clientKey));
  const staffNames = await db.select({ userName: staffUsers.userName, displayName: staffUsers.displayName }).from(staffUsers);
  const signed = reservationForm(q.author);
  if (staffNames.some((s) => [s.userName, s.displayName].some((n) => n && reservationForm(n) === signed))) {
    throw badRequest('board.errors.reservedAuthor');
  }
  const passwd = q.passwd ? await hashPassword(q.passwd) : null;
  // A question is its own thread's articleId; both writes commit together, so no reader ever sees
  // a question outside its thread.
  return db.transaction(async (tx) => {
    const [row] = await tx
      .insert(posts)
      .values({ boardType: 'qna', title: q.title, author: q.author, content: q.content, mimeType: 'text/plain', passwd, indent: 1 })
      .returning({ postNo: posts.postNo });
    await tx.update(posts).set({ articleId: row.postNo }).where(eq(posts.postNo, row.postNo));
    return row;
  });
}

async function qnaRow(db: DbOrTx, postNo: number): Promise<PostRow> {
  const [p] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.postNo, postNo), eq(posts.boardType, 'qna'), eq(posts.deleted, false)))
    .limit(1);
  if (!p) throw notFoundPost();
  return p;
}

/** The question of a thread (the post itself when it is the question). */
async function questionOf(db: DbOrTx, p: PostRow): Promise<PostRow> {
  if (p.indent === 1 || !p.articleId) return p;
  return qnaRow(db, p.articleId);
}

function fullView(p: PostRow) {
  return { ...listRow(p), content: safeContent(p), mimeType: p.mimeType };
}

/** A thread as shown after the lock is passed: the post, and the answers when it is a question. */
async function openThread(db: DbOrTx, p: PostRow) {
  const answers =
    p.indent === 1
      ? await db
          .select()
          .from(posts)
          .where(and(eq(posts.boardType, 'qna'), eq(posts.articleId, p.postNo), eq(posts.deleted, false)))
          .orderBy(asc(posts.postNo))
      : [];
  return { ...fullView(p), locked: false, answers: answers.filter((a) => a.postNo !== p.postNo).map(fullView) };
}

/**
 * GET /api/qna/{postNo} (spec §7, Q&A). A thread locked by its question's password (an
 * answer shares its question's lock) answers only `{postNo, title, author, createTime, locked: true}`
 * to visitors: no content and no answers. Staff (`staff` true) read every post. Counts a view.
 * 404 S0001 when missing or deleted.
 */
export async function getQna(db: DbOrTx, postNo: number, staff: boolean) {
  const p = await qnaRow(db, postNo);
  const q = await questionOf(db, p);
  await db
    .update(posts)
    .set({ viewCount: sql`${posts.viewCount} + 1` })
    .where(eq(posts.postNo, p.postNo));
  p.viewCount += 1;
  if (q.passwd && !staff) {
    return {
      postNo: p.postNo,
      articleId: p.articleId,
      title: p.title,
      author: p.author,
      createTime: p.createTime.toISOString(),
      indent: p.indent,
      viewCount: p.viewCount,
      locked: true as const,
    };
  }
  return openThread(db, p);
}

/** A Q&A thread as the page shows it once open, and as POST /api/qna/{postNo}/unlock answers it. */
export type QnaThreadAnswer = Awaited<ReturnType<typeof openThread>>;

/**
 * POST /api/qna/{postNo}/unlock {passwd} (Q&A): the thread when `passwd` matches the
 * question's Argon2 hash. Wrong password -> 403 'board.errors.wrongPassword'; after 10 wrong tries on
 * one post within an hour -> 429 before any comparison. An unlocked post unlocks with any password.
 */
export async function unlockQna(db: DbOrTx, postNo: number, passwd: string) {
  const p = await qnaRow(db, postNo);
  const q = await questionOf(db, p);
  if (!q.passwd) return openThread(db, p);
  const hashed = q.passwd;
  return withAttempt(UNLOCK_LIMIT, String(q.postNo), async () => {
    if (!(await verifyPassword(hashed, passwd))) throw wrongPostPassword();
    return openThread(db, p);
  });
}

/**
 * POST /api/admin/qna/answer (spec §4, §7): answers the question `articleId` (indent 2 under it).
 * Answering an answer is refused with 'board.errors.onlyQuestions' ('only questions can be answered').
 * PUT (with `postNo`): edits an existing answer's title, content and format. Returns `{postNo}`.
 */
export async function saveAnswer(db: DbOrTx, a: z.infer<typeof answerSchema>, author: string, edit: boolean): Promise<{ postNo: number }> {
  if (edit) {
    if (!a.postNo) throw badRequest('board.errors.postNo');
    const p = await qnaRow(db, a.postNo);
    if (p.indent === 1) throw badRequest('board.errors.notAnAnswer');
    const content = safeContent({ content: a.content, mimeType: a.mimeType });
    await db.update(posts).set({ title: a.title, content, mimeType: a.mimeType, updateTime: new Date() }).where(eq(posts.postNo, p.postNo));
    return { postNo: p.postNo };
  }
  const target = a.articleId ?? a.postNo;
  if (!target) throw badRequest('board.errors.postNo');
  const q = await qnaRow(db, target);
  if (q.indent !== 1) throw badRequest('board.errors.onlyQuestions');
  const [row] = await db
    .insert(posts)
    .values({
      boardType: 'qna',
      articleId: q.postNo,
      indent: 2,
      title: a.title,
      author,
      content: safeContent({ content: a.content, mimeType: a.mimeType }),
      mimeType: a.mimeType,
    })
    .returning({ postNo: posts.postNo });
  return row;
}
