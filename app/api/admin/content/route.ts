import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { contentForEditor, saveContentSections } from '@/lib/content/editor';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson, parseQuery } from '@/lib/http/handler';
import { contentQuerySchema, contentSectionsSchema } from '@/lib/validation/content';

/** GET /api/admin/content?page=guide|course|trekking&eventCode=: the sections staff edit, and the facts they may insert. */
export const GET = adminRoute({ roles: ACCESS.content }, async (req) => {
  const { page, eventCode } = parseQuery(req, contentQuerySchema);
  return NextResponse.json(await contentForEditor(getDb(), page, eventCode));
});

/** PUT /api/admin/content {page, eventCode?, sections:[{sectionKey, bodyKo, bodyEn}]}: stores them; the public page shows them at once. */
export const PUT = adminRoute({ roles: ACCESS.content, audit: 'content.edit' }, async (req, staff) => {
  const saved = await saveContentSections(getDb(), await parseJson(req, contentSectionsSchema, { maxBytes: 512 * 1024 }), staff);
  refreshPublicPages('content');
  return NextResponse.json(saved);
});
