import { getTranslations } from 'next-intl/server';
import { SectionLayout } from '@/components/layout/section-layout';
import { consoleSection } from '@/lib/auth/section-menu';

/** /user/staff and /user/account: staff accounts (the director's) and the signed-in account's own settings. */
export default async function AccountsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('admin');
  return (
    <SectionLayout staff sections={[await consoleSection('staff', t('nav.staff'))]}>
      {children}
    </SectionLayout>
  );
}
