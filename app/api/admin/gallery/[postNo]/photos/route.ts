import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { addAlbumPhotos, getAlbum } from '@/lib/boards/gallery';
import { MAX_GALLERY_UPLOAD_BYTES, prepareGalleryPhotos } from '@/lib/boards/gallery-upload';
import { adminRoute } from '@/lib/http/admin-route';
import { readMultipart } from '@/lib/http/multipart';
import { postNoSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

/**
 * POST /api/admin/gallery/{postNo}/photos (multipart, field `file`, repeated): adds photos to an
 * album. Every file is checked and processed before any is stored, so one bad file stores none.
 */
export const POST = adminRoute<{ params: Promise<{ postNo: string }> }>(
  { roles: ACCESS.content, body: 'multipart', audit: 'gallery.photos' },
  async (req, _staff, { params }) => {
    const postNo = postNoSchema.parse((await params).postNo);
    const db = getDb();
    await getAlbum(db, postNo);
    const form = await readMultipart(req, MAX_GALLERY_UPLOAD_BYTES, 'board.errors.photoSize');
    const processed = await prepareGalleryPhotos(form.getAll('file'));
    const photos = await addAlbumPhotos(db, postNo, processed);
    refreshPublicPages('gallery');
    return NextResponse.json({ postNo, photos });
  },
);
