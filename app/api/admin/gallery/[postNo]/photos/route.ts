import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { addAlbumPhotos, getAlbum } from '@/lib/boards/gallery';
import { MAX_GALLERY_PHOTO_BYTES, processGalleryPhoto } from '@/lib/boards/photo-process';
import { adminRoute } from '@/lib/http/admin-route';
import { badRequest } from '@/lib/http/errors';
import { readMultipart } from '@/lib/http/multipart';
import { postNoSchema } from '@/lib/validation/board';

export const dynamic = 'force-dynamic';

/** Photos one upload may carry; the console sends them one at a time for its progress bar. */
const MAX_FILES = 10;

/**
 * POST /api/admin/gallery/{postNo}/photos (multipart, field `file`, repeated): adds photos to an
 * album. Every file is checked and processed before any is stored, so one bad file stores none.
 */
export const POST = adminRoute<{ params: Promise<{ postNo: string }> }>(
  { body: 'multipart', audit: 'gallery.photos' },
  async (req, _staff, { params }) => {
    const postNo = postNoSchema.parse((await params).postNo);
    const db = getDb();
    await getAlbum(db, postNo);
    const form = await readMultipart(req, MAX_FILES * MAX_GALLERY_PHOTO_BYTES + 256 * 1024, 'board.errors.photoSize');
    const files = form.getAll('file').filter((f): f is File => typeof f !== 'string' && f.size > 0);
    if (files.length === 0) throw badRequest('board.errors.noFile');
    if (files.length > MAX_FILES) throw badRequest('board.errors.tooManyFiles', { max: MAX_FILES });
    const processed = [];
    for (const f of files) {
      if (f.size > MAX_GALLERY_PHOTO_BYTES) throw badRequest('board.errors.photoSize', { mb: MAX_GALLERY_PHOTO_BYTES / 1024 / 1024 });
      processed.push({ ...(await processGalleryPhoto(Buffer.from(await f.arrayBuffer()))), fileName: f.name });
    }
    const photos = await addAlbumPhotos(db, postNo, processed);
    refreshPublicPages('gallery');
    return NextResponse.json({ postNo, photos });
  },
);
