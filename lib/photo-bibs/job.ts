import 'server-only';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { getDb, type DbOrTx } from '@/db/client';
import { photos, postPhotos, posts } from '@/db/schema';
import { enqueueMany } from '@/lib/jobs/enqueue';
import { defineJob } from '@/lib/jobs/kind';
import { logger } from '@/lib/log/logger';
import { editionBibRule } from './edition-bibs';
import { readBibs } from './read-bibs';
import { markOcrFailed, storeOcrTags } from './tags';

/**
 * Reads the bibs of one gallery photo and tags it (lib/photo-bibs/read-bibs.ts, tags.ts): the stored
 * image (EXIF already gone) under the rule of the album's edition. A photo deleted meanwhile, or read
 * already, is skipped. Returns the bibs stored, or null when skipped.
 */
export async function tagPhotoBibs(db: DbOrTx, postPhotoId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ ocrState: postPhotos.ocrState, data: photos.data, holdRound: posts.holdRound })
    .from(postPhotos)
    .innerJoin(photos, eq(photos.photoId, postPhotos.photoId))
    .innerJoin(posts, eq(posts.postNo, postPhotos.postNo))
    .where(eq(postPhotos.postPhotoId, postPhotoId))
    .limit(1);
  if (!row || row.ocrState === 'done') return null;
  const readings = await readBibs(row.data, await editionBibRule(db, row.holdRound));
  return (await storeOcrTags(db, postPhotoId, readings)) ? readings.map((r) => r.backNo) : null;
}

/**
 * The bib reading of a gallery photo, enqueued in the transaction that stores the photo
 * (lib/boards/gallery.ts addAlbumPhotos), so the upload answers at once and the tags appear a few
 * seconds later. One photo at a time per process (concurrency 1, batch 1): OCR takes a core for
 * seconds (at the lowest CPU priority, lib/photo-bibs/ocr-engine.ts), and the process's other work
 * (answering requests) keeps the rest; while the process accepts applications no photo is started
 * (holdBack 'untilIdle'): tags can wait for an opening rush to end. Run twice, a photo is
 * tagged once (storeOcrTags checks its state under a row lock). After the last failed try the photo
 * is marked 'failed' for staff to tag by hand.
 */
export const photoBibJob = defineJob({
  name: 'photo-bib-ocr',
  payload: z.object({ postPhotoId: z.number().int().positive() }),
  handle: async ({ postPhotoId }, ctx) => {
    const db = getDb();
    try {
      const tags = await tagPhotoBibs(db, postPhotoId);
      logger.info({ postPhotoId, tags: tags?.length ?? null }, 'photo bibs read');
    } catch (err) {
      if (ctx.lastAttempt) await markOcrFailed(db, postPhotoId);
      throw err;
    }
  },
  retry: { limit: 2, delaySeconds: 30, backoff: true },
  expireInSeconds: 600,
  concurrency: 1,
  batchSize: 1,
  pollingIntervalSeconds: 2,
  holdBack: 'untilIdle',
});

/**
 * Queues one bib reading per gallery photo `postPhotoIds` in transaction `tx`, which also marks them
 * 'queued' (an upload stores them so, a reading again sets it): both or neither exist after the commit.
 */
export async function enqueueReadings(tx: DbOrTx, postPhotoIds: readonly number[]): Promise<void> {
  await enqueueMany(
    tx,
    photoBibJob,
    postPhotoIds.map((postPhotoId) => ({ payload: { postPhotoId } })),
  );
}
