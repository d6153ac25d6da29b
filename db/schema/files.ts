import { pgTable, serial, text } from 'drizzle-orm/pg-core';
import { bytea, tstz } from './columns';

/** Stored images (event photo, untact photos); served by GET /api/photo/{id}. */
export const photos = pgTable('photos', {
  photoId: serial('photo_id').primaryKey(),
  mimeType: text('mime_type').notNull(),
  fileName: text('file_name'),
  data: bytea('data').notNull(),
  createdAt: tstz('created_at').notNull().defaultNow(),
});
