import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { refreshPublicPages } from '@/lib/cache/public-pages';
import { deletePost } from '@/lib/boards/posts';
import { adminRoute } from '@/lib/http/admin-route';
import { postNoSchema } from '@/lib/validation/board';
import { ACCESS } from '@/lib/auth/access';

/** DELETE /api/admin/notice/{postNo} (spec §7): deletes a notice, a Q&A post (a question with its answers) or an album. */
export const DELETE = adminRoute<{ params: Promise<{ postNo: string }> }>(
  { roles: ACCESS.content, body: 'none', audit: 'post.delete' },
  async (_req, _staff, { params }) => {
    const postNo = postNoSchema.parse((await params).postNo);
    const deleted = await deletePost(getDb(), postNo);
    // a notice or an album (Q&A posts are on no cached page)
    refreshPublicPages('notices', 'gallery');
    return NextResponse.json(deleted);
  },
);
