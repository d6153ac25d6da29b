import { getTranslations } from 'next-intl/server';
import { SectionLayout } from '@/components/layout/section-layout';

/** /user/reception/* (spec §2): heading 'reception management' and its menu. Pages check the session themselves. */
export default async function ReceptionLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('reception');
  const tp = await getTranslations('places');
  const pages = [
    { href: '/user/reception', label: t('menu.summary') },
    { href: '/user/reception/receptionist', label: t('menu.receptionist') },
    { href: '/user/reception/payment', label: t('menu.payment') },
    { href: '/user/reception/refunds', label: t('menu.refunds') },
    { href: '/user/reception/transfers', label: t('menu.transfers') },
    { href: '/user/reception/waitlist', label: tp('admin.title') },
    { href: '/user/reception/application/individual', label: t('menu.individual') },
    { href: '/user/reception/application/group', label: t('menu.group') },
    { href: '/user/reception/audit', label: t('menu.audit') },
  ];
  return (
    <SectionLayout staff sections={[{ id: 'reception', title: t('heading'), href: '/user/reception', pages }]}>
      {children}
    </SectionLayout>
  );
}
