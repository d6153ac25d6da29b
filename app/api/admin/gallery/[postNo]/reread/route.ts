import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { queueAlbumReading } from '@/lib/photo-bibs/reread';
import { postNoSchema } from '@/lib/validation/board';
import { rereadSchema } from '@/lib/validation/photo-bibs';

/**
 * POST /api/admin/gallery/{postNo}/reread {scope: 'unread'|'all'} -> {queued}: staff queue the bib
 * reading of the album's photos not read yet (or all of them) in the job queue.
 */
export const POST = adminRoute<{ params: Promise<{ postNo: string }> }>(
  { roles: ACCESS.content, body: 'json', audit: 'gallery.photo.bib.reread' },
  async (req, _staff, { params }) => {
    const postNo = postNoSchema.parse((await params).postNo);
    const { scope } = await parseJson(req, rereadSchema);
    return NextResponse.json(await queueAlbumReading(getDb(), postNo, scope));
  },
);
