import { NextResponse } from 'next/server';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { listAlbums } from '@/lib/boards/gallery';
import { apiHandler, parseQuery } from '@/lib/http/handler';

/** GET /api/gallery?pageNo: albums with their photo ids (spec §2 /dashboard/gallery). */
export const GET = apiHandler(async (req) => {
  const { pageNo } = parseQuery(req, z.object({ pageNo: z.coerce.number().int().min(1).max(100_000).default(1) }));
  return NextResponse.json(await listAlbums(getDb(), pageNo));
});
