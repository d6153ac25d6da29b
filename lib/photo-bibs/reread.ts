import 'server-only';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { postPhotos, posts } from '@/db/schema';
import { lockAlbum } from '@/lib/boards/gallery';
import type { PhotoOcrState } from '@/lib/codes';
import { enqueueReadings } from './job';

/** Which photos of an album staff ask to read again: those never read or given up ('unread'), or every one. */
export type RereadScope = 'unread' | 'all';

/** Photos the one-time backfill queues per run at most (the rest follow on the next run). */
export const BACKFILL_BATCH = 500;

/**
 * Whether a photo in reading state `state` counts as unread for "번호 다시 읽기" ('unread'): never read
 * (stored before bib reading existed) or given up after its last try.
 */
export function isUnread(state: PhotoOcrState | null): boolean {
  return state === null || state === 'failed';
}

/**
 * Marks gallery photos `ids` as queued and queues one bib reading each (lib/photo-bibs/job.ts), in
 * transaction `tx`. What makes a second call queue nothing is the state: callers pick only photos
 * that are not 'queued', under a row lock, and this marks them 'queued' in the same transaction.
 */
async function queueReadings(tx: DbOrTx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  await tx.update(postPhotos).set({ ocrState: 'queued', ocrTime: null }).where(inArray(postPhotos.postPhotoId, ids));
  await enqueueReadings(tx, ids);
  return ids.length;
}

/**
 * Staff ("번호 다시 읽기" on the album page): queues the bib reading of album `postNo`'s photos, one
 * at a time as uploads are (the job's concurrency 1): with 'unread' the photos never read (stored
 * before bib reading existed) or whose reading failed; with 'all' every photo not already waiting
 * (after the album's edition changed, or a better reader). A new reading replaces the photo's
 * earlier OCR tags; staff tags and tags staff removed stay as they are (lib/photo-bibs/tags.ts).
 * Returns how many photos were queued. 404 S0001 for a missing or deleted album (nothing queued).
 * Audited by the route (adminRoute 'gallery.photo.bib.reread').
 */
export async function queueAlbumReading(db: DbOrTx, postNo: number, scope: RereadScope): Promise<{ queued: number }> {
  return db.transaction(async (tx) => {
    await lockAlbum(tx, postNo);
    const waiting =
      scope === 'all'
        ? sql`${postPhotos.ocrState} IS DISTINCT FROM 'queued'`
        : // isUnread, in SQL
          or(isNull(postPhotos.ocrState), eq(postPhotos.ocrState, 'failed'));
    const rows = await tx
      .select({ id: postPhotos.postPhotoId })
      .from(postPhotos)
      .where(and(eq(postPhotos.postNo, postNo), waiting))
      .orderBy(postPhotos.sortOrder, postPhotos.postPhotoId)
      .for('update');
    return {
      queued: await queueReadings(
        tx,
        rows.map((r) => r.id),
      ),
    };
  });
}

/**
 * The one-time backfill (lib/photo-bibs/backfill-job.ts): queues the bib reading of up to `limit`
 * gallery photos of live albums that have no reading state at all (stored before bib reading
 * existed). Each is queued once: it becomes 'queued' in the same transaction, and photos another
 * run is queueing at the same moment are skipped (SKIP LOCKED). Returns how many were queued.
 */
export async function queueNeverReadPhotos(db: DbOrTx, limit = BACKFILL_BATCH): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: postPhotos.postPhotoId })
      .from(postPhotos)
      .innerJoin(posts, eq(posts.postNo, postPhotos.postNo))
      .where(and(isNull(postPhotos.ocrState), eq(posts.boardType, 'gallery'), eq(posts.deleted, false)))
      .orderBy(postPhotos.postPhotoId)
      .limit(limit)
      .for('update', { of: postPhotos, skipLocked: true });
    return queueReadings(
      tx,
      rows.map((r) => r.id),
    );
  });
}
