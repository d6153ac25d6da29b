import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { removeAlbumPhoto } from '@/lib/boards/gallery';
import { adminRoute } from '@/lib/http/admin-route';
import { postNoSchema } from '@/lib/validation/board';
import { idParam } from '@/lib/validation/id-param';
import { ACCESS } from '@/lib/auth/access';

/** DELETE /api/admin/gallery/{postNo}/photos/{photoId}: takes one photo out of an album. */
export const DELETE = adminRoute<{ params: Promise<{ postNo: string; photoId: string }> }>(
  { roles: ACCESS.content, body: 'none', audit: 'gallery.photo.delete' },
  async (_req, _staff, { params }) => {
    const p = await params;
    await removeAlbumPhoto(getDb(), postNoSchema.parse(p.postNo), idParam().parse(p.photoId));
    refreshPublicPages('gallery');
    return NextResponse.json({ ok: true });
  },
);
