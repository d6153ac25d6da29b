import { badRequest } from '@/lib/http/errors';

/** Largest event photo accepted (issue #4 item 6), bytes. */
export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;

export interface PhotoUpload {
  fileName: string;
  data: Buffer;
}

const SIGNATURES: Array<{ mimeType: string; test: (b: Buffer) => boolean }> = [
  { mimeType: 'image/jpeg', test: (b) => b.length > 3 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff },
  { mimeType: 'image/png', test: (b) => b.length > 8 && b.readUInt32BE(0) === 0x89504e47 && b.readUInt32BE(4) === 0x0d0a1a0a },
  { mimeType: 'image/gif', test: (b) => b.length > 6 && /^GIF8[79]a$/.test(b.subarray(0, 6).toString('latin1')) },
  {
    mimeType: 'image/webp',
    test: (b) => b.length > 12 && b.subarray(0, 4).toString('latin1') === 'RIFF' && b.subarray(8, 12).toString('latin1') === 'WEBP',
  },
];

/**
 * Checks an uploaded event photo: 1 byte to 5 MB, and a JPEG, PNG, GIF or WebP by its content (the
 * browser's claimed type is not trusted; SVG is refused since it can carry script). Returns the type
 * to serve it with; throws 400 ('events.errors.photoSize' / 'events.errors.photoType').
 */
export function checkPhoto(p: PhotoUpload): { mimeType: string; fileName: string; data: Buffer } {
  if (p.data.length === 0 || p.data.length > MAX_PHOTO_BYTES)
    throw badRequest('events.errors.photoSize', { mb: MAX_PHOTO_BYTES / 1024 / 1024 });
  const sig = SIGNATURES.find((s) => s.test(p.data));
  if (!sig) throw badRequest('events.errors.photoType');
  return { mimeType: sig.mimeType, fileName: p.fileName.slice(0, 200), data: p.data };
}
