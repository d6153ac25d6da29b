import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { addPhotoBib } from '@/lib/photo-bibs/tags';
import { postNoSchema } from '@/lib/validation/board';
import { idParam } from '@/lib/validation/id-param';
import { photoBibSchema } from '@/lib/validation/photo-bibs';

/** POST /api/admin/gallery/{postNo}/photos/{photoId}/bibs {backNo}: staff tag a photo with a bib OCR missed. */
export const POST = adminRoute<{ params: Promise<{ postNo: string; photoId: string }> }>(
  { roles: ACCESS.content, body: 'json', audit: 'gallery.photo.bib.add' },
  async (req, _staff, { params }) => {
    const p = await params;
    const { backNo } = await parseJson(req, photoBibSchema);
    return NextResponse.json(await addPhotoBib(getDb(), postNoSchema.parse(p.postNo), idParam().parse(p.photoId), backNo));
  },
);
