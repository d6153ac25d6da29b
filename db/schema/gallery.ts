import { index, integer, pgTable, serial } from 'drizzle-orm/pg-core';
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
  },
  (t) => [index('post_photos_post_idx').on(t.postNo, t.sortOrder)],
);
