import 'server-only';
import { badRequest } from '@/lib/errors';
import { MAX_GALLERY_PHOTO_BYTES, processGalleryPhoto } from './photo-process';

/** Photos one upload may carry; the console sends them one at a time for its progress bar. */
export const MAX_GALLERY_FILES = 10;

/** Largest multipart body of a gallery upload, bytes: every file at its limit plus the form's own fields. */
export const MAX_GALLERY_UPLOAD_BYTES = MAX_GALLERY_FILES * MAX_GALLERY_PHOTO_BYTES + 256 * 1024;

/**
 * The photos of one gallery upload (POST /api/admin/gallery/{postNo}/photos, the form's repeated
 * `file` field), each checked and processed (lib/boards/photo-process.ts) before any is stored, so
 * that one bad file stores none. Throws 400 with the board's message when there is no file, more
 * than MAX_GALLERY_FILES, or one larger than MAX_GALLERY_PHOTO_BYTES (or not an image).
 */
export async function prepareGalleryPhotos(entries: Array<FormDataEntryValue>) {
  const files = entries.filter((f): f is File => typeof f !== 'string' && f.size > 0);
  if (files.length === 0) throw badRequest('board.errors.noFile');
  if (files.length > MAX_GALLERY_FILES) throw badRequest('board.errors.tooManyFiles', { max: MAX_GALLERY_FILES });
  const processed = [];
  for (const f of files) {
    if (f.size > MAX_GALLERY_PHOTO_BYTES) throw badRequest('board.errors.photoSize', { mb: MAX_GALLERY_PHOTO_BYTES / 1024 / 1024 });
    processed.push({ ...(await processGalleryPhoto(Buffer.from(await f.arrayBuffer()))), fileName: f.name });
  }
  return processed;
}
