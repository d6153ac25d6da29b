import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { staffAuthor } from '@/lib/boards/posts';
import { saveAnswer } from '@/lib/boards/qna';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { parseJson } from '@/lib/http/handler';
import { answerSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/qna/answer (spec §7): answers the question `articleId` -> {postNo}; answering an answer is refused. */
export const POST = adminRoute({ roles: ACCESS.content, audit: 'qna.answer' }, async (req, staff) => {
  const input = await parseJson(req, answerSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  const db = getDb();
  return NextResponse.json(await saveAnswer(db, input, await staffAuthor(db, staff.staffId, staff.userName), false));
});

/** PUT /api/admin/qna/answer (spec §7): edits the answer `postNo` -> {postNo}. */
export const PUT = adminRoute({ roles: ACCESS.content, audit: 'qna.answer.update' }, async (req, staff) => {
  const input = await parseJson(req, answerSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  return NextResponse.json(await saveAnswer(getDb(), input, staff.userName, true));
});
