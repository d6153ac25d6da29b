import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { searchPhotosByBib } from '@/lib/photo-bibs/search';
import { photosByBibQuery } from '@/lib/validation/photo-bibs';

/**
 * GET /api/gallery/photos?backNo=&holdRound=: gallery photos tagged with a bib (`{backNo, photos:
 * [{photoId, thumbId, width, height, url, thumbUrl, postNo, albumTitle, holdRound, createTime}]}`),
 * limited per client. Not cached: tags change as photos are read and staff correct them.
 */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, photosByBibQuery);
  return NextResponse.json(await searchPhotosByBib(getDb(), q, clientIp(req.headers)));
});
