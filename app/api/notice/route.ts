import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { clientIp } from '@/lib/auth/client-ip';
import { listPostsForVisitor } from '@/lib/boards/posts';
import { apiHandler, parseQuery } from '@/lib/http/handler';
import { boardListQuerySchema, searchOf } from '@/lib/validation/board';

/** GET /api/notice?pageNo (optional searchKey, searchValue): posts and pageMaxNo (spec §7). */
export const GET = apiHandler(async (req) => {
  const q = parseQuery(req, boardListQuerySchema);
  return NextResponse.json(await listPostsForVisitor(getDb(), 'notice', q.pageNo, searchOf(q), clientIp(req.headers)));
});
