import { PHOTO_OCR_STATES } from '@/lib/codes';
import { index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { photos } from './files';
import { posts } from './posts';

/**
 * Photos of a gallery album (a post with boardType 'gallery'): the full image (EXIF removed) and its
 * thumbnail are both rows of `photos`, served by GET /api/photo/{id}. Width and height in pixels of
 * the full image, so the lightbox can reserve its space.
 */
export const postPhotos = pgTable(
  'post_photos',
  {
    postPhotoId: serial('post_photo_id').primaryKey(),
    postNo: integer('post_no')
      .notNull()
      .references(() => posts.postNo, { onDelete: 'cascade' }),
    photoId: integer('photo_id')
      .notNull()
      .references(() => photos.photoId),
    thumbId: integer('thumb_id')
      .notNull()
      .references(() => photos.photoId),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The bib OCR of the photo (lib/photos/ocr-job.ts): pending until its job ran. */
    ocrState: text('ocr_state', { enum: PHOTO_OCR_STATES }).notNull().default('pending'),
    ocrAt: tstz('ocr_at'),
  },
  (t) => [index('post_photos_post_idx').on(t.postNo, t.sortOrder)],
);
