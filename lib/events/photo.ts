import 'server-only';
import { badRequest } from '@/lib/errors';
import { sniffImageType } from '@/lib/files/image-type';
import { reencodeImage } from '@/lib/files/reencode-image';

/** Largest event photo accepted, bytes. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** Longest side of the stored event photo, pixels (as a gallery photo). */
const PHOTO_EDGE = 2560;

export interface PhotoUpload {
  fileName: string;
  data: Buffer;
}

/**
 * Prepares an uploaded event photo as gallery photos are prepared (lib/files/reencode-image.ts):
 * 1 byte to 5 MB, a JPEG, PNG, GIF or WebP by its content (the browser's claimed type is not
 * trusted; SVG is refused since it can carry script), decoded and encoded again without any
 * metadata (the EXIF GPS position and camera serial of a phone photo were served byte for byte),
 * upright, at most 2560 px; a GIF becomes a PNG. Returns the type to serve it with; throws 400
 * 'events.errors.photoSize', or 'events.errors.photoType' also for a file that only looks like an image.
 */
export async function processEventPhoto(p: PhotoUpload): Promise<{ mimeType: string; fileName: string; data: Buffer }> {
  if (p.data.length === 0 || p.data.length > MAX_PHOTO_BYTES)
    throw badRequest('events.errors.photoSize', { mb: MAX_PHOTO_BYTES / 1024 / 1024 });
  const type = sniffImageType(p.data);
  if (!type) throw badRequest('events.errors.photoType');
  try {
    const clean = await reencodeImage(p.data, type, PHOTO_EDGE);
    return { mimeType: clean.mimeType, fileName: p.fileName.slice(0, 200), data: clean.data };
  } catch {
    throw badRequest('events.errors.photoType');
  }
}
