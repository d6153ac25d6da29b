import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { getNotice } from '@/lib/boards/posts';
import { apiHandler } from '@/lib/http/handler';
import { postNoSchema } from '@/lib/validation/board';

/** GET /api/notice/{postNo} (spec §7): the notice with its sanitised content and previous/next notices. */
export const GET = apiHandler<{ params: Promise<{ postNo: string }> }>(async (_req, { params }) => {
  const postNo = postNoSchema.parse((await params).postNo);
  return NextResponse.json(await getNotice(getDb(), postNo));
});
