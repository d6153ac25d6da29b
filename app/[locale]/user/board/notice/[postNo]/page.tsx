import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoticeEditor } from '@/components/admin/board/notice-editor';
import { getDb } from '@/db/client';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { formatKstDateTime } from '@/lib/boards/popup';
import { loadOr404 } from '@/lib/boards/load-or-404';
import { getNotice } from '@/lib/boards/posts';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('boardAdmin');
  return { title: t('notice.editTitle'), robots: { index: false } };
}

/** /user/board/notice/{postNo} (spec §2): edit a notice (title, body, popup window and size). */
export default async function EditNoticePage({ params }: { params: Promise<{ postNo: string }> }) {
  await requireAdminPage(ACCESS.content);
  const post = await loadOr404((await params).postNo, (postNo) => getNotice(getDb(), postNo, false));
  const t = await getTranslations('boardAdmin');
  return (
    <div>
      <h1>{t('notice.editTitle')}</h1>
      <NoticeEditor
        initial={{
          postNo: post.postNo,
          title: post.title,
          content: post.content,
          titleEn: post.titleEn ?? '',
          contentEn: post.contentEn ?? '',
          mimeType: post.mimeType,
          size: post.size,
          openTime: formatKstDateTime(post.openTime),
          closeTime: formatKstDateTime(post.closeTime),
        }}
      />
    </div>
  );
}
