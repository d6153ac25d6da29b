import { z } from 'zod';
import { popupWindow } from '@/lib/boards/popup';
import { BOARD_SEARCH_KEYS, POPUP_SIZES, POST_MIME_TYPES } from '@/lib/codes';
import { textField } from './fields';
import { idParam } from './id-param';

/** Longest Q&A question body (spec §5, §9: 1,000 characters). */
export const QUESTION_MAX = 1000;

/**
 * GET /api/{notice|qna} query (spec §7): pageNo from 1, optional search key and text. A search key
 * with blank text is refused ('board.errors.searchEmpty', spec §5 'Q&A search needs non-empty text').
 */
export const boardListQuerySchema = z
  .object({
    pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
    searchKey: z.enum(BOARD_SEARCH_KEYS, { message: 'board.errors.searchKey' }).optional(),
    searchValue: textField().trim().max(100, { message: 'board.errors.searchLong' }).optional(),
  })
  .refine((q) => q.searchValue === undefined || q.searchValue !== '', { message: 'board.errors.searchEmpty', path: ['searchValue'] });

export type BoardListQuery = z.infer<typeof boardListQuerySchema>;

/** The search of a parsed list query, or undefined when the visitor did not search. */
export function searchOf(q: BoardListQuery): { key: (typeof BOARD_SEARCH_KEYS)[number]; value: string } | undefined {
  return q.searchValue ? { key: q.searchKey ?? 'title', value: q.searchValue } : undefined;
}

/** A post number in a path or body (postNo / articleId): strict digits, 1..2^31-1. */
export const postNoSchema = idParam('board.errors.postNo');

const title = z
  .string({ message: 'board.errors.title' })
  .trim()
  .min(1, { message: 'board.errors.title' })
  .max(200, { message: 'board.errors.titleLong' });

/** Longest notice body (characters), in either language. */
const NOTICE_CONTENT_MAX = 200_000;

/**
 * An optional English field of a notice: left out = kept on PUT (undefined), empty or null = cleared
 * (null; the Korean text is shown), else its text under the Korean field's rules.
 */
const englishText = (schema: z.ZodType<string>) =>
  z
    .union([z.null(), z.literal(''), schema])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === null || v.trim() === '' ? null : v));

/**
 * POST/PUT /api/admin/notice body (spec §7): title, openTime, closeTime ('YYYY-MM-DD HH:mm:ss' KST,
 * both or neither, start before end), postNo (PUT), mimeType, size (default md), content; and the
 * optional English versions titleEn, contentEn (same mimeType; HTML sanitised like content).
 */
export const noticeSchema = z
  .object({
    postNo: postNoSchema.optional(),
    title,
    openTime: z.string().nullish(),
    closeTime: z.string().nullish(),
    mimeType: z.enum(POST_MIME_TYPES, { message: 'board.errors.mimeType' }).default('text/html'),
    size: z
      .enum(POPUP_SIZES, { message: 'board.errors.size' })
      .nullish()
      .transform((s) => s ?? 'md'),
    content: z.string({ message: 'board.errors.content' }).max(NOTICE_CONTENT_MAX, { message: 'board.errors.contentLong' }).default(''),
    titleEn: englishText(textField('board.errors.titleEn').trim().max(200, { message: 'board.errors.titleLong' })),
    contentEn: englishText(textField('board.errors.content').max(NOTICE_CONTENT_MAX, { message: 'board.errors.contentLong' })),
    /** 'Show as popup' ticked: then both times are required ('enter popup start and end'), never silently a plain notice. */
    popup: z.boolean().optional(),
  })
  .superRefine((n, ctx) => {
    const w = popupWindow(n.openTime, n.closeTime);
    if ('error' in w) ctx.addIssue({ code: 'custom', message: w.error, path: [n.openTime?.trim() ? 'closeTime' : 'openTime'] });
    else if (n.popup === true && w.window === null) ctx.addIssue({ code: 'custom', message: 'board.errors.popupBoth', path: ['openTime'] });
  });

export type NoticeInput = z.infer<typeof noticeSchema>;

/**
 * POST /api/qna/question body (spec §5, §7): title, author, passwd (the lock; optional, 4 to 50
 * characters when given), content (max 1,000), mimeType text/plain only.
 */
/** A name or title as compared for reservation: NFKC (full-width letters fold), lower case, no spaces. */
export const reservationForm = (s: string) => s.normalize('NFKC').toLowerCase().replace(/\s+/g, '');

/** Words of the race office: a visitor's question may not be signed with a name holding one. */
const STAFF_WORDS = ['관리자', '운영자', '운영진', '사무국', '주최측', 'admin', 'staff', 'webmaster', 'moderator'];

/** Whether a visitor may sign a question `author`: no word of the race office in it (staff names are checked on the server too). */
export const isVisitorName = (author: string) => !STAFF_WORDS.some((w) => reservationForm(author).includes(w));

/** Whether a visitor's question title is free of the 'RE:' that marks staff answers ('Re :', 'ＲＥ：' too). */
export const isVisitorTitle = (t: string) => !/^re:/.test(reservationForm(t));

export const questionSchema = z.object({
  title: title.refine(isVisitorTitle, { message: 'board.errors.reservedTitle' }),
  author: z
    .string({ message: 'board.errors.author' })
    .trim()
    .min(1, { message: 'board.errors.author' })
    .max(50, { message: 'board.errors.authorLong' })
    .refine(isVisitorName, { message: 'board.errors.reservedAuthor' }),
  passwd: z
    .string()
    .max(50, { message: 'board.errors.passwdLength' })
    .nullish()
    .transform((p) => (p ? p : null))
    .refine((p) => p === null || p.length >= 4, { message: 'board.errors.passwdLength' }),
  content: z
    .string({ message: 'board.errors.content' })
    .trim()
    .min(1, { message: 'board.errors.content' })
    .max(QUESTION_MAX, { message: 'board.errors.contentLong' }),
  mimeType: z.literal('text/plain', { message: 'board.errors.mimeType' }).default('text/plain'),
});

/** The question form in the browser: the body plus the password confirmation (spec §5). */
export const questionFormSchema = questionSchema
  .extend({ passwdConfirm: z.string().nullish() })
  .refine((q) => (q.passwd ?? '') === (q.passwdConfirm ?? ''), {
    message: 'board.errors.passwdConfirm',
    path: ['passwdConfirm'],
  });

/** POST /api/qna/{postNo}/unlock body: the lock password. */
export const unlockSchema = z.object({
  passwd: z
    .string({ message: 'board.errors.passwd' })
    .min(1, { message: 'board.errors.passwd' })
    .max(50, { message: 'board.errors.passwd' }),
});

/**
 * POST/PUT /api/admin/qna/answer body (spec §7): articleId = the question answered (POST), postNo =
 * the answer edited (PUT), indent, title, mimeType, content.
 */
export const answerSchema = z.object({
  postNo: postNoSchema.optional(),
  articleId: postNoSchema.optional(),
  indent: z.coerce.number().int().min(1).max(10).optional(),
  title,
  mimeType: z.enum(POST_MIME_TYPES, { message: 'board.errors.mimeType' }).default('text/plain'),
  content: z
    .string({ message: 'board.errors.content' })
    .trim()
    .min(1, { message: 'board.errors.content' })
    .max(20_000, { message: 'board.errors.contentLong' }),
});

/** The staff answer form: the title and body of answerSchema (the page adds the question and format). */
export const answerFormSchema = answerSchema.pick({ title: true, content: true });

/**
 * An album's edition: the holdRound of an edition that exists (checked by lib/boards/gallery.ts), or
 * null for none. A select sends a string ('' = none), JSON a number or null. Message 'board.errors.holdRound'.
 */
const albumHoldRound = z.preprocess(
  (v) => (v === '' ? null : typeof v === 'string' ? Number(v) : v),
  z.number({ error: 'board.errors.holdRound' }).int('board.errors.holdRound').nullable(),
);

/**
 * Gallery album fields (staff): title, an optional description and the edition whose race the photos
 * show (its bibs are the ones read in them; left out: a new album takes the current edition, a saved
 * one keeps its own).
 */
export const albumSchema = z.object({
  title,
  content: z.string().max(2000, { message: 'board.errors.contentLong' }).default(''),
  holdRound: albumHoldRound.optional(),
});
