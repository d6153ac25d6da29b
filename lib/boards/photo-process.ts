import 'server-only';
import sharp from 'sharp';
import { badRequest } from '@/lib/http/errors';
import type { GalleryImageType } from '@/lib/codes';

/** Largest gallery photo accepted, bytes (issue "gallery": 10 MB each). */
export const MAX_GALLERY_PHOTO_BYTES = 10 * 1024 * 1024;
/** Longest side of the stored full image and of the thumbnail, pixels. */
const FULL_EDGE = 2560;
const THUMB_EDGE = 480;

/** The image type of `b` by its first bytes (JPEG, PNG, WebP), never by the file name; null otherwise. */
export function sniffImageType(b: Buffer): GalleryImageType | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'image/png';
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}

export interface ProcessedPhoto {
  full: { mimeType: GalleryImageType; data: Buffer; width: number; height: number };
  thumb: { mimeType: 'image/webp'; data: Buffer };
}

/**
 * Prepares an uploaded gallery photo (issue "gallery"): checks 1 byte to 10 MB and a JPEG, PNG or
 * WebP by content ('board.errors.photoSize' / 'board.errors.photoType', 400), turns it upright from
 * its EXIF orientation, re-encodes it at most 2560 px wide or high with every metadata block (EXIF
 * GPS location, camera serials) dropped, and makes a 480 px WebP thumbnail. A file that only looks
 * like an image and cannot be decoded is refused as 'board.errors.photoType'.
 */
export async function processGalleryPhoto(data: Buffer): Promise<ProcessedPhoto> {
  if (data.length === 0 || data.length > MAX_GALLERY_PHOTO_BYTES)
    throw badRequest('board.errors.photoSize', { mb: MAX_GALLERY_PHOTO_BYTES / 1024 / 1024 });
  const type = sniffImageType(data);
  if (!type) throw badRequest('board.errors.photoType');
  try {
    // sharp writes no metadata unless asked (withMetadata), so the output carries no EXIF at all.
    const upright = sharp(data, { limitInputPixels: 80_000_000 }).rotate();
    const resized = upright.clone().resize(FULL_EDGE, FULL_EDGE, { fit: 'inside', withoutEnlargement: true });
    const encoded =
      type === 'image/png'
        ? resized.png()
        : type === 'image/webp'
          ? resized.webp({ quality: 85 })
          : resized.jpeg({ quality: 85, mozjpeg: true });
    const full = await encoded.toBuffer({ resolveWithObject: true });
    const thumb = await upright.clone().resize(THUMB_EDGE, THUMB_EDGE, { fit: 'cover' }).webp({ quality: 75 }).toBuffer();
    return {
      full: { mimeType: type, data: full.data, width: full.info.width, height: full.info.height },
      thumb: { mimeType: 'image/webp', data: thumb },
    };
  } catch {
    throw badRequest('board.errors.photoType');
  }
}
