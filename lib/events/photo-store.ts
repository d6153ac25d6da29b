import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { photos } from '@/db/schema';
import { lookupFailed } from '@/lib/errors';

/** GET /api/photo/{id} (spec §7): a stored image and its type; 404 when there is none. */
export async function getPhoto(db: DbOrTx, photoId: number): Promise<{ mimeType: string; data: Buffer }> {
  const [p] = await db.select({ mimeType: photos.mimeType, data: photos.data }).from(photos).where(eq(photos.photoId, photoId)).limit(1);
  if (!p) throw lookupFailed('photo not found');
  return p;
}
