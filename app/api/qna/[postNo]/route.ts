import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { staffOrNull } from '@/lib/auth/optional-staff';
import { getQna } from '@/lib/boards/qna';
import { apiHandler } from '@/lib/http/handler';
import { postNoSchema } from '@/lib/validation/board';

/** GET /api/qna/{postNo} (spec §7): the post and its answers; a locked one shows only title, author and date (`locked: true`) unless staff ask. */
export const GET = apiHandler<{ params: Promise<{ postNo: string }> }>(async (req, { params }) => {
  const postNo = postNoSchema.parse((await params).postNo);
  const staff = await staffOrNull(req);
  return NextResponse.json(await getQna(getDb(), postNo, !!staff), { headers: { 'cache-control': 'private, no-store' } });
});
