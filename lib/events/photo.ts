import { sniffImageType } from '@/lib/files/image-type';
import { badRequest } from '@/lib/errors';

/** Largest event photo accepted, bytes. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface PhotoUpload {
  fileName: string;
  data: Buffer;
}

/**
 * Checks an uploaded event photo: 1 byte to 5 MB, and a JPEG, PNG, GIF or WebP by its content (the
 * browser's claimed type is not trusted; SVG is refused since it can carry script). Returns the type
 * to serve it with; throws 400 ('events.errors.photoSize' / 'events.errors.photoType').
 */
export function checkPhoto(p: PhotoUpload): { mimeType: string; fileName: string; data: Buffer } {
  if (p.data.length === 0 || p.data.length > MAX_PHOTO_BYTES)
    throw badRequest('events.errors.photoSize', { mb: MAX_PHOTO_BYTES / 1024 / 1024 });
  const mimeType = sniffImageType(p.data);
  if (!mimeType) throw badRequest('events.errors.photoType');
  return { mimeType, fileName: p.fileName.slice(0, 200), data: p.data };
}
