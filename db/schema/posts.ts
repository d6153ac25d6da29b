import { BOARD_TYPES, POPUP_SIZES, POST_MIME_TYPES } from '@/lib/codes';
import { boolean, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * Notices and Q&A (spec §3 "Post"). A Q&A question has indent 1 and articleId = its own postNo;
 * answers share the articleId with a higher indent. `passwd` holds an Argon2id hash, never the text.
 */
export const posts = pgTable(
  'posts',
  {
    postNo: serial('post_no').primaryKey(),
    boardType: text('board_type', { enum: BOARD_TYPES }).notNull(),
    articleId: integer('article_id'),
    title: text('title').notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    // A notice's English version (same mimeType, HTML sanitised like content); null shows the Korean one.
    titleEn: text('title_en'),
    contentEn: text('content_en'),
    // A gallery album's edition (the race its photos show), so a bib finds that year's runner; null for
    // notices, Q&A and albums made before albums had one.
    holdRound: integer('hold_round'),
    mimeType: text('mime_type', { enum: POST_MIME_TYPES }).notNull().default('text/plain'),
    passwd: text('passwd'),
    indent: integer('indent').notNull().default(1),
    openTime: tstz('open_time'), // popup period start
    closeTime: tstz('close_time'), // popup period end
    size: text('size', { enum: POPUP_SIZES }).notNull().default('md'),
    viewCount: integer('view_count').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createTime: tstz('create_time').notNull().defaultNow(),
    updateTime: tstz('update_time'),
  },
  (t) => [index('posts_board_idx').on(t.boardType, t.deleted, t.postNo)],
);
