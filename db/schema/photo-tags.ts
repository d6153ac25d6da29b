import { PHOTO_TAG_SOURCES } from '@/lib/codes';
import { index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { postPhotos } from './gallery';

/**
 * Bib numbers seen in a gallery photo (photos by bib): read by the OCR job (`source` 'ocr') or set by
 * staff (`source` 'staff'). GET /api/gallery/photos?backNo= and /dashboard/gallery?backNo= read them.
 * A staff correction replaces the photo's whole set; the OCR job never overwrites a photo staff
 * corrected.
 */
export const photoBibs = pgTable(
  'photo_bibs',
  {
    postPhotoId: integer('post_photo_id')
      .notNull()
      .references(() => postPhotos.postPhotoId, { onDelete: 'cascade' }),
    backNo: text('back_no').notNull(),
    source: text('source', { enum: PHOTO_TAG_SOURCES }).notNull(),
    createdAt: tstz('created_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.postPhotoId, t.backNo] }), index('photo_bibs_back_no_idx').on(t.backNo, t.postPhotoId)],
);
