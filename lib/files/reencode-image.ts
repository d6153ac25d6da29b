import 'server-only';
import sharp from 'sharp';
import type { GalleryImageType } from '@/lib/codes';
import type { SniffedImageType } from './image-type';

/** An image as stored: re-encoded pixels, no metadata. */
export interface CleanImage {
  mimeType: GalleryImageType;
  data: Buffer;
  width: number;
  height: number;
}

/** Pixels a stored photo may decode to at most (a 80-megapixel camera), so a tiny file cannot expand into gigabytes. */
const MAX_INPUT_PIXELS = 80_000_000;

/**
 * Every photo the site keeps and serves (gallery photos, the event photo) goes through here: the
 * upload of sniffed type `type` is decoded, turned upright from its EXIF orientation, scaled to at
 * most `maxEdge` px wide or high, and encoded again (JPEG, PNG and WebP as they came, a GIF's first
 * frame as PNG). The new file has no metadata at all (sharp writes none unless asked): no GPS
 * position, camera serial or software. Throws sharp's error when the file only looks like an image.
 */
export async function reencodeImage(data: Buffer, type: SniffedImageType, maxEdge: number): Promise<CleanImage> {
  const resized = sharp(data, { limitInputPixels: MAX_INPUT_PIXELS })
    .rotate()
    .resize(maxEdge, maxEdge, { fit: 'inside', withoutEnlargement: true });
  const mimeType: GalleryImageType = type === 'image/gif' ? 'image/png' : type;
  const encoded =
    mimeType === 'image/png'
      ? resized.png()
      : mimeType === 'image/webp'
        ? resized.webp({ quality: 85 })
        : resized.jpeg({ quality: 85, mozjpeg: true });
  const out = await encoded.toBuffer({ resolveWithObject: true });
  return { mimeType, data: out.data, width: out.info.width, height: out.info.height };
}
