import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { createAlbum } from '@/lib/boards/gallery';
import { staffAuthor } from '@/lib/boards/posts';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { albumSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/gallery {title, content}: a new album -> {postNo}; photos follow through .../photos. */
export const POST = adminRoute({ roles: ACCESS.content, audit: 'gallery.create' }, async (req, staff) => {
  const input = await parseJson(req, albumSchema);
  const db = getDb();
  const created = await createAlbum(db, input, await staffAuthor(db, staff.staffId, staff.userName));
  refreshPublicPages('gallery');
  return NextResponse.json(created);
});
