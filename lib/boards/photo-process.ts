import 'server-only';
import sharp from 'sharp';
import { badRequest } from '@/lib/errors';
import { GALLERY_IMAGE_TYPES, type GalleryImageType } from '@/lib/codes';
import { sniffImageType } from '@/lib/files/image-type';
import { reencodeImage } from '@/lib/files/reencode-image';

/** Largest gallery photo accepted, bytes (gallery: 10 MB each). */
export const MAX_GALLERY_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side of the stored full image and of the thumbnail, pixels. */
const FULL_EDGE = 2560;
const THUMB_EDGE = 480;

/** The gallery type of `b` by content (JPEG, PNG, WebP; a GIF is not kept), null otherwise. */
export function galleryImageType(b: Buffer): GalleryImageType | null {
  const type = sniffImageType(b);
  return type && (GALLERY_IMAGE_TYPES as readonly string[]).includes(type) ? (type as GalleryImageType) : null;
}

export interface ProcessedPhoto {
  full: { mimeType: GalleryImageType; data: Buffer; width: number; height: number };
  thumb: { mimeType: 'image/webp'; data: Buffer };
}

/**
 * Prepares an uploaded gallery photo (gallery): checks 1 byte to 10 MB and a JPEG, PNG or
 * WebP by content ('board.errors.photoSize' / 'board.errors.photoType', 400), turns it upright from
 * its EXIF orientation, re-encodes it at most 2560 px wide or high with every metadata block (EXIF
 * GPS location, camera serials) dropped, and makes a 480 px WebP thumbnail. A file that only looks
 * like an image and cannot be decoded is refused as 'board.errors.photoType'.
 */
export async function processGalleryPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (data.length === 0 || data.length > MAX_GALLERY_PHOTO_BYTES)
    throw badRequest('board.errors.photoSize', { mb: MAX_GALLERY_PHOTO_BYTES / 1024 / 1024 });
  const type = galleryImageType(data);
  if (!type) throw badRequest('board.errors.photoType');
  try {
    const full = await reencodeImage(data, type, FULL_EDGE);
    const thumb = await sharp(full.data).resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return { full, thumb: { mimeType: 'image/webp', data: thumb } };
  } catch {
    throw badRequest('board.errors.photoType');
  }
}
