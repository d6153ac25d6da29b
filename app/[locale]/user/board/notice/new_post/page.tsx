import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { NoticeEditor } from '@/components/admin/board/notice-editor';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { ACCESS } from '@/lib/auth/access';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('boardAdmin');
  return { title: t('notice.newTitle'), robots: { index: false } };
}

/** /user/board/notice/new_post (spec §2): a new notice. */
export default async function NewNoticePage() {
  await requireAdminPage(ACCESS.content);
  const t = await getTranslations('boardAdmin');
  return (
    <div>
      <h1>{t('notice.newTitle')}</h1>
      <NoticeEditor />
    </div>
  );
}
