import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { askQuestion } from '@/lib/boards/qna';
import { apiHandler, parseJson } from '@/lib/http/handler';
import { questionSchema } from '@/lib/validation/board';

/** POST /api/qna/question (spec §7): title, content, author, passwd, mimeType -> {postNo}. */
export const POST = apiHandler(async (req) => {
  const q = await parseJson(req, questionSchema);
  return NextResponse.json(await askQuestion(getDb(), q, clientIp(req.headers)));
});
