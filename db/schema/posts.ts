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
    boardType: text('board_type', { enum: ['notice', 'qna'] }).notNull(),
    articleId: integer('article_id'),
    title: text('title').notNull(),
    author: text('author').notNull(),
    content: text('content').notNull(),
    mimeType: text('mime_type', { enum: ['text/plain', 'text/html'] }).notNull().default('text/plain'),
    passwd: text('passwd'),
    indent: integer('indent').notNull().default(1),
    openTime: tstz('open_time'), // popup period start
    closeTime: tstz('close_time'), // popup period end
    size: text('size', { enum: ['xl', 'lg', 'md', 'sm'] }).notNull().default('md'),
    viewCount: integer('view_count').notNull().default(0),
    deleted: boolean('deleted').notNull().default(false),
    createTime: tstz('create_time').notNull().defaultNow(),
    updateTime: tstz('update_time'),
  },
  (t) => [index('posts_board_idx').on(t.boardType, t.deleted, t.postNo)],
);
