import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { getPost } from '@/lib/boards/posts';
import { ApiError } from '@/lib/http/errors';
import { apiHandler } from '@/lib/http/handler';
import { postNoSchema } from '@/lib/validation/board';

export const dynamic = 'force-dynamic';

/** GET /api/notice/{postNo} (spec §7): the notice with its content. */
export const GET = apiHandler<{ params: Promise<{ postNo: string }> }>(async (_req, { params }) => {
  const postNo = postNoSchema.parse((await params).postNo);
  const post = await getPost(getDb(), 'notice', postNo);
  if (!post) throw new ApiError(404, 'S0001', JSON.stringify({ message: 'not found' }), 'errors.postNotFound');
  return NextResponse.json(post);
});
