import 'server-only';
import { and, asc, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { z } from 'zod';
import type { DbOrTx } from '@/db/client';
import { events, photos, postPhotos, posts } from '@/db/schema';
import { nameSaysRound } from '@/lib/editions/rules';
import { invalidField } from '@/lib/errors';
import { storeProcessedPhoto } from '@/lib/events/photo-store';
import { enqueueReadings } from '@/lib/photo-bibs/job';
import type { albumSchema } from '@/lib/validation/board';
import { notFoundPost } from './posts';
import type { ProcessedPhoto } from './photo-process';

/** Albums per gallery page. */
export const ALBUMS_PER_PAGE = 12;

export interface AlbumPhoto {
  photoId: number;
  thumbId: number;
  width: number;
  height: number;
}

async function photosOf(db: DbOrTx, postNos: number[]): Promise<Map<number, AlbumPhoto[]>> {
  const byPost = new Map<number, AlbumPhoto[]>();
  if (postNos.length === 0) return byPost;
  const rows = await db
    .select({
      postNo: postPhotos.postNo,
      photoId: postPhotos.photoId,
      thumbId: postPhotos.thumbId,
      width: postPhotos.width,
      height: postPhotos.height,
    })
    .from(postPhotos)
    .where(inArray(postPhotos.postNo, postNos))
    .orderBy(asc(postPhotos.sortOrder), asc(postPhotos.postPhotoId));
  for (const { postNo, ...p } of rows) byPost.set(postNo, [...(byPost.get(postNo) ?? []), p]);
  return byPost;
}

/**
 * The gallery (spec §2 /dashboard/gallery): albums newest first, each with its title, description,
 * date and photos (ids of the full image and thumbnail, served by GET /api/photo/{id}). pageNo from 1.
 */
export async function listAlbums(db: DbOrTx, pageNo = 1) {
  const where = and(eq(posts.boardType, 'gallery'), eq(posts.deleted, false));
  const [{ n }] = await db.select({ n: count() }).from(posts).where(where);
  const rows = await db
    .select()
    .from(posts)
    .where(where)
    .orderBy(desc(posts.postNo))
    .limit(ALBUMS_PER_PAGE)
    .offset((Math.max(1, pageNo) - 1) * ALBUMS_PER_PAGE);
  const pics = await photosOf(
    db,
    rows.map((r) => r.postNo),
  );
  return {
    albums: rows.map((r) => ({
      postNo: r.postNo,
      title: r.title,
      content: r.content,
      createTime: r.createTime.toISOString(),
      photos: pics.get(r.postNo) ?? [],
    })),
    pageMaxNo: Math.max(1, Math.ceil(n / ALBUMS_PER_PAGE)),
  };
}

/** An album of a gallery page (listAlbums), as the staff and public lists show it. */
export type AlbumListRow = Awaited<ReturnType<typeof listAlbums>>['albums'][number];

/** One album with its photos; 404 S0001 when missing or deleted. */
export async function getAlbum(db: DbOrTx, postNo: number) {
  const [r] = await db
    .select()
    .from(posts)
    .where(and(eq(posts.postNo, postNo), eq(posts.boardType, 'gallery'), eq(posts.deleted, false)))
    .limit(1);
  if (!r) throw notFoundPost();
  const pics = await photosOf(db, [postNo]);
  return {
    postNo: r.postNo,
    title: r.title,
    content: r.content,
    holdRound: r.holdRound,
    createTime: r.createTime.toISOString(),
    photos: pics.get(postNo) ?? [],
  };
}

/** An edition an album can belong to (the album editor's choices): its holdRound and name. */
export interface AlbumEdition {
  holdRound: number;
  eventName: string;
  isCurrent: boolean;
  /** The name says its number already ('제24회 대청호 마라톤대회'): the choice shows the name alone. */
  nameSaysRound: boolean;
}

/** Staff: every edition, newest first, as the choices of an album's edition. */
export async function albumEditions(db: DbOrTx): Promise<AlbumEdition[]> {
  const rows = await db
    .select({ holdRound: events.holdRound, eventName: events.eventName, isCurrent: events.isCurrent })
    .from(events)
    .orderBy(desc(events.holdRound));
  return rows.map((e) => ({ ...e, nameSaysRound: nameSaysRound(e.eventName, e.holdRound) }));
}

/**
 * `holdRound` when an edition with that number exists, or null for none; 400 V0001
 * 'board.errors.unknownRound' (field holdRound) for a number no edition has.
 */
async function existingRound(db: DbOrTx, holdRound: number | null): Promise<number | null> {
  if (holdRound === null) return null;
  const [ev] = await db.select({ holdRound: events.holdRound }).from(events).where(eq(events.holdRound, holdRound)).limit(1);
  if (!ev) throw invalidField('board.errors.unknownRound', 'holdRound');
  return ev.holdRound;
}

/**
 * Staff: creates an album (title, description, edition) and returns `{postNo}`; photos are added
 * after. The album belongs to the edition given, or else to the current edition, whose race
 * photographers shoot: a bib read in its photos is that edition's runner. 400 V0001 for an edition
 * that does not exist (nothing stored).
 */
export async function createAlbum(db: DbOrTx, a: z.infer<typeof albumSchema>, author: string): Promise<{ postNo: number }> {
  const [current] = await db.select({ holdRound: events.holdRound }).from(events).where(eq(events.isCurrent, true)).limit(1);
  const holdRound = a.holdRound !== undefined ? await existingRound(db, a.holdRound) : (current?.holdRound ?? null);
  const [row] = await db
    .insert(posts)
    .values({
      boardType: 'gallery',
      title: a.title,
      content: a.content,
      author,
      mimeType: 'text/plain',
      holdRound,
    })
    .returning({ postNo: posts.postNo });
  return row;
}

/**
 * Staff: renames / re-describes an album and, when `holdRound` is given, sets its edition (an album
 * made before albums had one, or put under the wrong one): the bib search by edition and the next
 * bib reading of its photos follow it (photos already read keep their tags; staff may read them again,
 * lib/photo-bibs/reread.ts). 404 when there is no album, 400 V0001 for an edition that does not exist;
 * either way nothing changes.
 */
export async function updateAlbum(db: DbOrTx, postNo: number, a: z.infer<typeof albumSchema>): Promise<{ postNo: number }> {
  const holdRound = a.holdRound !== undefined ? await existingRound(db, a.holdRound) : undefined;
  const [row] = await db
    .update(posts)
    .set({ title: a.title, content: a.content, ...(holdRound !== undefined && { holdRound }), updateTime: new Date() })
    .where(and(eq(posts.postNo, postNo), eq(posts.boardType, 'gallery'), eq(posts.deleted, false)))
    .returning({ postNo: posts.postNo });
  if (!row) throw notFoundPost();
  return row;
}

/**
 * Locks the live album `postNo` for the rest of the transaction, so that it cannot be deleted while
 * its photos change; 404 S0001 when it is missing or deleted.
 */
export async function lockAlbum(tx: DbOrTx, postNo: number): Promise<void> {
  const [r] = await tx
    .select({ postNo: posts.postNo })
    .from(posts)
    .where(and(eq(posts.postNo, postNo), eq(posts.boardType, 'gallery'), eq(posts.deleted, false)))
    .for('update');
  if (!r) throw notFoundPost();
}

/**
 * Staff: stores processed photos (lib/boards/photo-process.ts) at the end of an album, in one
 * transaction with the album locked, so that an album never shows half an upload and a deleted album
 * gets none. Each photo's bib reading (lib/photo-bibs/job.ts) is queued in the same transaction: the
 * upload answers without waiting for OCR, and no stored photo is left unread. Returns the new photos;
 * 404 S0001 when the album is missing or deleted.
 */
export async function addAlbumPhotos(
  db: DbOrTx,
  postNo: number,
  items: Array<ProcessedPhoto & { fileName: string }>,
): Promise<AlbumPhoto[]> {
  return db.transaction(async (tx) => {
    await lockAlbum(tx, postNo);
    const [{ last }] = await tx
      .select({ last: max(postPhotos.sortOrder) })
      .from(postPhotos)
      .where(eq(postPhotos.postNo, postNo));
    const added: AlbumPhoto[] = [];
    const toRead: number[] = [];
    for (const [i, p] of items.entries()) {
      const { photoId, thumbId } = await storeProcessedPhoto(tx, p, p.fileName);
      const [row] = await tx
        .insert(postPhotos)
        .values({
          postNo,
          photoId,
          thumbId,
          width: p.full.width,
          height: p.full.height,
          sortOrder: (last ?? 0) + i + 1,
          ocrState: 'queued',
        })
        .returning({ postPhotoId: postPhotos.postPhotoId });
      toRead.push(row.postPhotoId);
      added.push({ photoId, thumbId, width: p.full.width, height: p.full.height });
    }
    await enqueueReadings(tx, toRead);
    return added;
  });
}

/**
 * Staff: removes photo `photoId` (the full image's id) from album `postNo`, with its stored image and
 * thumbnail (both live in `photos` and belong to this album alone), in one transaction with the album
 * locked. 404 S0001 when the album or the photo in it is absent; then nothing changes.
 */
export async function removeAlbumPhoto(db: DbOrTx, postNo: number, photoId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAlbum(tx, postNo);
    const gone = await tx
      .delete(postPhotos)
      .where(and(eq(postPhotos.postNo, postNo), eq(postPhotos.photoId, photoId)))
      .returning({ photoId: postPhotos.photoId, thumbId: postPhotos.thumbId });
    if (gone.length === 0) throw notFoundPost();
    await tx.delete(photos).where(inArray(photos.photoId, [gone[0].photoId, gone[0].thumbId]));
  });
}
