import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { saveNotice, staffAuthor } from '@/lib/boards/posts';
import { adminRoute } from '@/lib/http/admin-route';
import { STAFF_JSON_MAX_BYTES } from '@/lib/http/body-limit';
import { badRequest } from '@/lib/errors';
import { parseJson } from '@/lib/http/handler';
import { noticeSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

/** POST /api/admin/notice (spec §7): a new notice (title, openTime, closeTime, mimeType, size, content) -> {postNo}. */
export const POST = adminRoute({ roles: ACCESS.content, audit: 'notice.create' }, async (req, staff) => {
  const input = await parseJson(req, noticeSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  const db = getDb();
  const saved = await saveNotice(db, { ...input, postNo: undefined }, await staffAuthor(db, staff.staffId, staff.userName));
  refreshPublicPages('notices');
  return NextResponse.json(saved);
});

/** PUT /api/admin/notice (spec §7): edits the notice `postNo` -> {postNo}. */
export const PUT = adminRoute({ roles: ACCESS.content, audit: 'notice.update' }, async (req, staff) => {
  const input = await parseJson(req, noticeSchema, { maxBytes: STAFF_JSON_MAX_BYTES });
  if (input.postNo === undefined) throw badRequest('board.errors.postNo');
  const saved = await saveNotice(getDb(), input, staff.userName);
  refreshPublicPages('notices');
  return NextResponse.json(saved);
});
