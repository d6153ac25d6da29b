import { boolean, index, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { PHOTO_BIB_SOURCES, PHOTO_OCR_STATES } from '@/lib/codes';
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
    // The bib reading (lib/photo-bibs/job.ts): null for photos stored before bibs were read.
    ocrState: text('ocr_state', { enum: PHOTO_OCR_STATES }),
    ocrTime: tstz('ocr_time'),
  },
  (t) => [index('post_photos_post_idx').on(t.postNo, t.sortOrder)],
);

/**
 * Bib numbers seen in a gallery photo: read by OCR in the job queue (`source` 'ocr', with the
 * reader's confidence 0–100) or added by staff ('staff'). A tag staff remove is kept with `removed`
 * so that reading the photo again does not bring it back, and the public search leaves it out.
 * `backNo` is the bib as printed (digits), a string like the results' bib.
 */
export const photoBibs = pgTable(
  'photo_bibs',
  {
    postPhotoId: integer('post_photo_id')
      .notNull()
      .references(() => postPhotos.postPhotoId, { onDelete: 'cascade' }),
    backNo: text('back_no').notNull(),
    source: text('source', { enum: PHOTO_BIB_SOURCES }).notNull(),
    confidence: integer('confidence'),
    removed: boolean('removed').notNull().default(false),
    createTime: tstz('create_time').notNull().defaultNow(),
    updateTime: tstz('update_time'),
  },
  (t) => [primaryKey({ columns: [t.postPhotoId, t.backNo] }), index('photo_bibs_back_no_idx').on(t.backNo, t.removed)],
);
