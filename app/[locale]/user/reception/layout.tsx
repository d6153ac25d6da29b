import { getTranslations } from 'next-intl/server';
import { SectionLayout } from '@/components/layout/section-layout';
import { consoleSection } from '@/lib/auth/section-menu';

/** /user/reception/* (spec §2): heading 'reception management' and the menu of the pages the role may open. Pages check the session and role themselves. */
export default async function ReceptionLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('reception');
  return (
    <SectionLayout staff sections={[await consoleSection('reception', t('heading'))]}>
      {children}
    </SectionLayout>
  );
}
