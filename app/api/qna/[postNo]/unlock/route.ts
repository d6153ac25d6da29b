import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { unlockQna } from '@/lib/boards/qna';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { postNoSchema, unlockSchema } from '@/lib/validation/board';

/** POST /api/qna/{postNo}/unlock {passwd}: the locked post and its answers; 403 wrong password, 429 after 10 wrong tries per post per hour. */
export const POST = apiHandler<{ params: Promise<{ postNo: string }> }>(async (req, { params }) => {
  const postNo = postNoSchema.parse((await params).postNo);
  const { passwd } = await parseJson(req, unlockSchema);
  return NextResponse.json(await unlockQna(getDb(), postNo, passwd), { headers: { 'cache-control': 'private, no-store' } });
});
