import { getTranslations } from 'next-intl/server';
import { SectionLayout } from '@/components/layout/section-layout';

/** /user/board/* (spec §2 staff screens): notice, Q&A and gallery management. Pages check the session themselves. */
export default async function BoardAdminLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('boardAdmin');
  const pages = [
    { href: '/user/board/notice', label: t('menu.notice') },
    { href: '/user/board/qna', label: t('menu.qna') },
    { href: '/user/board/gallery', label: t('menu.gallery') },
  ];
  return (
    <SectionLayout staff sections={[{ id: 'board', title: t('heading'), href: '/user/board/notice', pages }]}>
      {children}
    </SectionLayout>
  );
}
