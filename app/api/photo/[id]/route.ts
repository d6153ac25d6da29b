import { getDb } from '@/db/client';
import { getPhoto } from '@/lib/events/photo-store';
import { apiHandler } from '@/lib/http/handler';
import { idParam } from '@/lib/validation/id-param';

export const dynamic = 'force-dynamic';

/** GET /api/photo/{id} (spec §7): a stored image (event photo, untact photos). */
export const GET = apiHandler<{ params: Promise<{ id: string }> }>(async (_req, { params }) => {
  const id = idParam().parse((await params).id);
  const p = await getPhoto(getDb(), id);
  return new Response(new Uint8Array(p.data), {
    headers: { 'content-type': p.mimeType, 'cache-control': 'public, max-age=300', 'x-content-type-options': 'nosniff' },
  });
});
