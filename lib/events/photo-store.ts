import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { photos } from '@/db/schema';
import { lookupFailed } from '@/lib/errors';
import type { ProcessedPhoto } from '@/lib/boards/photo-process';

/** GET /api/photo/{id} (spec §7): a stored image and its type; 404 when there is none. */
export async function getPhoto(db: DbOrTx, photoId: number): Promise<{ mimeType: string; data: Buffer }> {
  const [p] = await db.select({ mimeType: photos.mimeType, data: photos.data }).from(photos).where(eq(photos.photoId, photoId)).limit(1);
  if (!p) throw lookupFailed('photo not found');
  return p;
}

/**
 * Stores a processed photo (lib/boards/photo-process.ts) as two rows of `photos`, the full image and
 * its thumbnail (`thumb-` before its file name), on `db` (the caller's transaction). Returns both ids.
 */
export async function storeProcessedPhoto(db: DbOrTx, p: ProcessedPhoto, fileName: string): Promise<{ photoId: number; thumbId: number }> {
  const [full] = await db
    .insert(photos)
    .values({ mimeType: p.full.mimeType, fileName: fileName.slice(0, 200), data: p.full.data })
    .returning({ id: photos.photoId });
  const [thumb] = await db
    .insert(photos)
    .values({ mimeType: p.thumb.mimeType, fileName: `thumb-${fileName.slice(0, 190)}`, data: p.thumb.data })
    .returning({ id: photos.photoId });
  return { photoId: full.id, thumbId: thumb.id };
}
