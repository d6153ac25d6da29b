import 'server-only';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { photos, untactPhotos, untactRunners } from '@/db/schema';
import { MAX_UNTACT_PHOTOS } from '@/lib/codes';
import { badRequest, notFound } from '@/lib/errors';
import { MAX_GALLERY_PHOTO_BYTES, processGalleryPhoto, type ProcessedPhoto } from '@/lib/boards/photo-process';
import { consume, type LimitSpec } from '@/lib/security/rate-limit';
import { untactUploadSchema } from '@/lib/validation/untact';
import { storeProcessedPhoto } from '@/lib/events/photo-store';
import { untactEntryByProof } from './runners';

/** Largest multipart body of a photo upload: the photos a runner may still add, each at its limit, plus the proof fields. */
export const MAX_UNTACT_PHOTO_UPLOAD_BYTES = MAX_UNTACT_PHOTOS * MAX_GALLERY_PHOTO_BYTES + 64 * 1024;

/** Photo changes (adds and removes) per proven runner an hour: five photos chosen and changed a few times. */
export const UNTACT_PHOTO_RUNNER_LIMIT: LimitSpec = { name: 'untact-photo-runner', points: 20, durationSec: 3600 };

/** A photo of a runner's footprint: the full image (GET /api/photo/{photoId}), its thumbnail and size. */
export interface UntactPhotoItem {
  photoId: number;
  thumbId: number | null;
  width: number | null;
  height: number | null;
}

/** The photos of untact runner `runnerSeq`, oldest first. */
export async function untactPhotoItems(db: DbOrTx, runnerSeq: number): Promise<UntactPhotoItem[]> {
  return db
    .select({ photoId: untactPhotos.photoId, thumbId: untactPhotos.thumbId, width: untactPhotos.width, height: untactPhotos.height })
    .from(untactPhotos)
    .where(eq(untactPhotos.runnerSeq, runnerSeq))
    .orderBy(untactPhotos.id);
}

/**
 * POST /api/untact/photos (multipart: joinSeq, joinerName, cellphone, runnerSeq, file repeated): adds
 * photos of the run to the runner's footprint. Authorised as the activity upload is: the
 * registration's number, name and phone prove the runner (a wrong proof counts in the lookup limit
 * and answers 'Untact record does not exist.'); changes count in UNTACT_PHOTO_RUNNER_LIMIT. Each
 * file gets the gallery's checks (JPEG/PNG/WebP by content, 10 MB each, re-encoded with EXIF and GPS
 * location removed, a thumbnail made) before any is stored. A runner without an uploaded run has no
 * footprint yet (404 'no traces'); more than MAX_UNTACT_PHOTOS photos in all is 400
 * 'untact.photoLimit', checked under the runner's row lock, and nothing is stored. Returns the
 * runner's photos.
 */
export async function addUntactPhotos(
  db: Db,
  fields: Record<string, unknown>,
  files: Array<{ name: string; data: Buffer }>,
  clientKey: string,
): Promise<{ photos: UntactPhotoItem[] }> {
  const input = untactUploadSchema.parse(fields);
  if (files.length === 0) throw badRequest('untact.fileRequired');
  if (files.length > MAX_UNTACT_PHOTOS) throw badRequest('untact.photoLimit', { max: MAX_UNTACT_PHOTOS });
  const entry = await untactEntryByProof(db, input, input.runnerSeq, clientKey);
  const runnerSeq = entry.runner.runnerSeq;
  await consume(UNTACT_PHOTO_RUNNER_LIMIT, String(runnerSeq));
  const processed: Array<ProcessedPhoto & { fileName: string }> = [];
  for (const f of files) processed.push({ ...(await processGalleryPhoto(f.data)), fileName: f.name.slice(0, 190) });
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ runnerSeq: untactRunners.runnerSeq })
      .from(untactRunners)
      .where(eq(untactRunners.runnerSeq, runnerSeq))
      .for('update');
    if (!row) throw notFound('untact.noTrace');
    const [{ n }] = await tx.select({ n: count() }).from(untactPhotos).where(eq(untactPhotos.runnerSeq, runnerSeq));
    if (n + processed.length > MAX_UNTACT_PHOTOS) throw badRequest('untact.photoLimit', { max: MAX_UNTACT_PHOTOS });
    for (const p of processed) {
      const { photoId, thumbId } = await storeProcessedPhoto(tx, p, p.fileName);
      await tx.insert(untactPhotos).values({ runnerSeq, photoId, thumbId, width: p.full.width, height: p.full.height });
    }
  });
  return { photos: await untactPhotoItems(db, runnerSeq) };
}

/**
 * DELETE /api/untact/photos/{photoId} (JSON proof: joinSeq, joinerName, cellphone, runnerSeq): takes
 * one photo off the proven runner's footprint, with its stored image and thumbnail. 404 when the
 * photo is not this runner's (nothing changes). Returns the runner's photos.
 */
export async function removeUntactPhoto(
  db: Db,
  fields: unknown,
  photoId: number,
  clientKey: string,
): Promise<{ photos: UntactPhotoItem[] }> {
  const input = untactUploadSchema.parse(fields);
  const entry = await untactEntryByProof(db, input, input.runnerSeq, clientKey);
  const runnerSeq = entry.runner.runnerSeq;
  await consume(UNTACT_PHOTO_RUNNER_LIMIT, String(runnerSeq));
  await db.transaction(async (tx) => {
    const gone = await tx
      .delete(untactPhotos)
      .where(and(eq(untactPhotos.runnerSeq, runnerSeq), eq(untactPhotos.photoId, photoId)))
      .returning({ photoId: untactPhotos.photoId, thumbId: untactPhotos.thumbId });
    if (gone.length === 0) throw notFound('untact.noPhoto');
    const ids = [gone[0].photoId, gone[0].thumbId].filter((x): x is number => x !== null);
    await tx.delete(photos).where(inArray(photos.photoId, ids));
  });
  return { photos: await untactPhotoItems(db, runnerSeq) };
}
