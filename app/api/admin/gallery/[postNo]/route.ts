import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { updateAlbum } from '@/lib/boards/gallery';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { albumSchema, postNoSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

type Ctx = { params: Promise<{ postNo: string }> };

/** PUT /api/admin/gallery/{postNo} {title, content, holdRound}: edits an album (its edition: an existing round or null) (deleting it goes through DELETE /api/admin/notice/{postNo}). */
export const PUT = adminRoute<Ctx>({ roles: ACCESS.content, audit: 'gallery.update' }, async (req, _staff, { params }) => {
  const postNo = postNoSchema.parse((await params).postNo);
  const input = await parseJson(req, albumSchema);
  const updated = await updateAlbum(getDb(), postNo, input);
  refreshPublicPages('gallery');
  return NextResponse.json(updated);
});
