import { getTranslations } from 'next-intl/server';
import { SectionLayout } from '@/components/layout/section-layout';
import { consoleSection } from '@/lib/auth/section-menu';

/** /user/board/* (spec §2 staff screens): notices, Q&A, gallery, guide pages and messages. Pages check the session and role themselves. */
export default async function BoardAdminLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('boardAdmin');
  return (
    <SectionLayout staff sections={[await consoleSection('board', t('heading'))]}>
      {children}
    </SectionLayout>
  );
}
