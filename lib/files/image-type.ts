/** Image types an upload may turn out to be, by content (SVG is never one: it can carry script). */
export type SniffedImageType = 'image/jpeg' | 'image/png' | 'image/gif' | 'image/webp';

/**
 * The image type of `b` by its first bytes (JPEG, PNG, GIF, WebP), never by the file name or the
 * browser's claimed type; null for anything else. Each upload route then takes the types it serves.
 */
export function sniffImageType(b: Buffer): SniffedImageType | null {
  if (b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) return 'image/jpeg';
  if (b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a) return 'image/png';
  if (b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1'))) return 'image/gif';
  if (b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'image/webp';
  return null;
}
