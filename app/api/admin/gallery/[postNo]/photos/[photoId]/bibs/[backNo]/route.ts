import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { removePhotoBib } from '@/lib/photo-bibs/tags';
import { postNoSchema } from '@/lib/validation/board';
import { idParam } from '@/lib/validation/id-param';
import { photoBackNo } from '@/lib/validation/photo-bibs';

/** DELETE /api/admin/gallery/{postNo}/photos/{photoId}/bibs/{backNo}: staff take a wrong bib off a photo. */
export const DELETE = adminRoute<{ params: Promise<{ postNo: string; photoId: string; backNo: string }> }>(
  { roles: ACCESS.content, body: 'none', audit: 'gallery.photo.bib.remove' },
  async (_req, _staff, { params }) => {
    const p = await params;
    await removePhotoBib(getDb(), postNoSchema.parse(p.postNo), idParam().parse(p.photoId), photoBackNo.parse(p.backNo));
    return NextResponse.json({ ok: true });
  },
);
