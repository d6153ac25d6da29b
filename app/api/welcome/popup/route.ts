import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { popupNotices } from '@/lib/boards/posts';
import { apiHandler } from '@/lib/http/handler';

/** GET /api/welcome/popup (spec §7): notices whose popup window holds now, with their size. Cached briefly by browsers and CDNs. */
export const GET = apiHandler(async () => {
  return NextResponse.json(await popupNotices(getDb(), new Date()), {
    headers: { 'cache-control': 'public, max-age=0, s-maxage=30, stale-while-revalidate=30' },
  });
});
