import { getDb } from '@/db/client';
import { getPhoto } from '@/lib/events/photo-store';
import { apiHandler } from '@/lib/http/handler';
import { idParam } from '@/lib/validation/id-param';

/**
 * GET /api/photo/{id} (spec §7): a stored image (event photo, untact and gallery photos). A photo
 * row is never changed after it is written (a new upload is a new id), so it may be cached for a year.
 */
export const GET = apiHandler<{ params: Promise<{ id: string }> }>(async (_req, { params }) => {
  const id = idParam().parse((await params).id);
  const p = await getPhoto(getDb(), id);
  return new Response(new Uint8Array(p.data), {
    headers: {
      'content-type': p.mimeType,
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'",
    },
  });
});
