import 'server-only';
import { and, desc, eq, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { photoBibs, postPhotos, posts } from '@/db/schema';
import type { PhotoBibSource, PhotoOcrState } from '@/lib/codes';
import { notFoundPost } from '@/lib/boards/posts';
import type { BibReading } from './vote';

/** A bib tag of a gallery photo as the staff console shows it. */
export interface PhotoTag {
  backNo: string;
  source: PhotoBibSource;
  confidence: number | null;
}

/** A photo of an album with its bib reading state and live tags (staff console). */
export interface TaggedPhoto {
  photoId: number;
  ocrState: PhotoOcrState | null;
  tags: PhotoTag[];
}

/**
 * Staff: the bib tags and reading state of every photo of album `postNo` (removed tags left out),
 * keyed by the photo's full-image id, in the album's order.
 */
export async function albumPhotoTags(db: DbOrTx, postNo: number): Promise<TaggedPhoto[]> {
  const rows = await db
    .select({
      photoId: postPhotos.photoId,
      ocrState: postPhotos.ocrState,
      backNo: photoBibs.backNo,
      source: photoBibs.source,
      confidence: photoBibs.confidence,
    })
    .from(postPhotos)
    .leftJoin(photoBibs, and(eq(photoBibs.postPhotoId, postPhotos.postPhotoId), eq(photoBibs.removed, false)))
    .where(eq(postPhotos.postNo, postNo))
    .orderBy(postPhotos.sortOrder, postPhotos.postPhotoId, photoBibs.backNo);
  const out = new Map<number, TaggedPhoto>();
  for (const r of rows) {
    const p = out.get(r.photoId) ?? { photoId: r.photoId, ocrState: r.ocrState, tags: [] };
    if (r.backNo && r.source) p.tags.push({ backNo: r.backNo, source: r.source, confidence: r.confidence });
    out.set(r.photoId, p);
  }
  return [...out.values()];
}

/** The album photo (full-image id `photoId` of album `postNo`, a live gallery album), locked; 404 S0001 when absent. */
async function lockAlbumPhoto(tx: DbOrTx, postNo: number, photoId: number): Promise<number> {
  const [row] = await tx
    .select({ postPhotoId: postPhotos.postPhotoId })
    .from(postPhotos)
    .innerJoin(posts, eq(posts.postNo, postPhotos.postNo))
    .where(and(eq(postPhotos.postNo, postNo), eq(postPhotos.photoId, photoId), eq(posts.boardType, 'gallery'), eq(posts.deleted, false)))
    .for('update', { of: postPhotos });
  if (!row) throw notFoundPost();
  return row.postPhotoId;
}

/**
 * Staff: tags photo `photoId` of album `postNo` with bib `backNo` (a correction of OCR: the bib it
 * missed, or one it read and staff removed), as a staff tag without a confidence. Adding a bib the
 * photo has already keeps one tag, now the staff's. 404 S0001 for an unknown photo. Audited by the
 * route (adminRoute 'gallery.photo.bib.add').
 */
export async function addPhotoBib(db: DbOrTx, postNo: number, photoId: number, backNo: string): Promise<PhotoTag> {
  return db.transaction(async (tx) => {
    const postPhotoId = await lockAlbumPhoto(tx, postNo, photoId);
    await tx
      .insert(photoBibs)
      .values({ postPhotoId, backNo, source: 'staff', confidence: null })
      .onConflictDoUpdate({
        target: [photoBibs.postPhotoId, photoBibs.backNo],
        set: { source: 'staff', confidence: null, removed: false, updateTime: new Date() },
      });
    return { backNo, source: 'staff', confidence: null };
  });
}

/**
 * Staff: takes bib `backNo` off photo `photoId` of album `postNo` (a false reading, or a runner who
 * is only in the background). The tag is kept as removed so a later reading of the photo does not
 * bring it back. 404 S0001 when the photo or that live tag is absent (then nothing changes).
 */
export async function removePhotoBib(db: DbOrTx, postNo: number, photoId: number, backNo: string): Promise<void> {
  await db.transaction(async (tx) => {
    const postPhotoId = await lockAlbumPhoto(tx, postNo, photoId);
    const gone = await tx
      .update(photoBibs)
      .set({ removed: true, updateTime: new Date() })
      .where(and(eq(photoBibs.postPhotoId, postPhotoId), eq(photoBibs.backNo, backNo), eq(photoBibs.removed, false)))
      .returning({ backNo: photoBibs.backNo });
    if (gone.length === 0) throw notFoundPost();
  });
}

/**
 * The job's side (lib/photo-bibs/job.ts): stores the OCR readings of gallery photo `postPhotoId`
 * and marks it read, in one transaction under the photo's row lock. A bib already tagged (by staff,
 * by an earlier reading) or removed by staff is left as it is; an earlier reading's tag that this
 * reading no longer finds (read again after the album's edition changed) is dropped. Returns false,
 * changing nothing, when the photo is gone or was read already (a job run twice stores once).
 */
export async function storeOcrTags(db: DbOrTx, postPhotoId: number, readings: readonly BibReading[]): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [photo] = await tx
      .select({ ocrState: postPhotos.ocrState })
      .from(postPhotos)
      .where(eq(postPhotos.postPhotoId, postPhotoId))
      .for('update');
    if (!photo || photo.ocrState === 'done') return false;
    const kept = readings.map((r) => r.backNo);
    await tx
      .delete(photoBibs)
      .where(
        and(
          eq(photoBibs.postPhotoId, postPhotoId),
          eq(photoBibs.source, 'ocr'),
          eq(photoBibs.removed, false),
          kept.length ? notInArray(photoBibs.backNo, kept) : sql`true`,
        ),
      );
    if (readings.length > 0)
      await tx
        .insert(photoBibs)
        .values(readings.map((r) => ({ postPhotoId, backNo: r.backNo, source: 'ocr' as const, confidence: r.confidence })))
        .onConflictDoNothing();
    await tx.update(postPhotos).set({ ocrState: 'done', ocrTime: new Date() }).where(eq(postPhotos.postPhotoId, postPhotoId));
    return true;
  });
}

/** Marks gallery photo `postPhotoId`'s reading as given up (every retry failed); staff tag it by hand. */
export async function markOcrFailed(db: DbOrTx, postPhotoId: number): Promise<void> {
  await db
    .update(postPhotos)
    .set({ ocrState: 'failed', ocrTime: new Date() })
    .where(and(eq(postPhotos.postPhotoId, postPhotoId), or(isNull(postPhotos.ocrState), eq(postPhotos.ocrState, 'queued'))));
}

/** Photos one search answers at most (newest albums first). */
export const PHOTOS_BY_BIB_LIMIT = 100;

/** A photo found by its bib (GET /api/gallery/photos?backNo=): ids and URLs of the image and thumbnail, and its album. */
export interface PhotoByBib {
  photoId: number;
  thumbId: number;
  width: number;
  height: number;
  url: string;
  thumbUrl: string;
  postNo: number;
  albumTitle: string;
  holdRound: number | null;
  createTime: string;
}

/**
 * GET /api/gallery/photos?backNo=&holdRound= (public): the gallery photos tagged with bib `backNo`
 * (by OCR or staff; removed tags left out) in live albums, newest album first, at most
 * PHOTOS_BY_BIB_LIMIT. With `holdRound`, only albums of that edition: a bib is a different runner
 * every year. The caller limits how often a client asks (lib/photo-bibs/search.ts).
 */
export async function photosByBib(db: DbOrTx, backNo: string, holdRound?: number): Promise<PhotoByBib[]> {
  const rows = await db
    .select({
      photoId: postPhotos.photoId,
      thumbId: postPhotos.thumbId,
      width: postPhotos.width,
      height: postPhotos.height,
      postNo: posts.postNo,
      albumTitle: posts.title,
      holdRound: posts.holdRound,
      createTime: posts.createTime,
    })
    .from(photoBibs)
    .innerJoin(postPhotos, eq(postPhotos.postPhotoId, photoBibs.postPhotoId))
    .innerJoin(posts, eq(posts.postNo, postPhotos.postNo))
    .where(
      and(
        eq(photoBibs.backNo, backNo),
        eq(photoBibs.removed, false),
        eq(posts.boardType, 'gallery'),
        eq(posts.deleted, false),
        holdRound === undefined ? sql`true` : eq(posts.holdRound, holdRound),
      ),
    )
    .orderBy(desc(posts.postNo), postPhotos.sortOrder, postPhotos.postPhotoId)
    .limit(PHOTOS_BY_BIB_LIMIT);
  return rows.map((r) => ({
    ...r,
    url: `/api/photo/${r.photoId}`,
    thumbUrl: `/api/photo/${r.thumbId}`,
    createTime: r.createTime.toISOString(),
  }));
}
