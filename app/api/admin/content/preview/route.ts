import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { previewContent } from '@/lib/content/editor';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { contentPreviewSchema } from '@/lib/validation/content';

/** POST /api/admin/content/preview {page, eventCode?, locale, sections}: each section as the public page would show it (nothing stored). */
export const POST = adminRoute({ roles: ACCESS.content, audit: 'content.preview' }, async (req) => {
  const input = await parseJson(req, contentPreviewSchema, { maxBytes: 512 * 1024 });
  return NextResponse.json({ sections: await previewContent(getDb(), input, input.locale) });
});
