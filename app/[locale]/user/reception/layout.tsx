import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';

/** /user/reception/* (spec §2): heading 'reception management' and the side menu. */
export default async function ReceptionLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('reception');
  const tp = await getTranslations('places');
  const items = [
    { href: '/user/reception', label: t('menu.summary') },
    { href: '/user/reception/receptionist', label: t('menu.receptionist') },
    { href: '/user/reception/payment', label: t('menu.payment') },
    { href: '/user/reception/waitlist', label: tp('admin.title') },
    { href: '/user/reception/application/individual', label: t('menu.individual') },
    { href: '/user/reception/application/group', label: t('menu.group') },
    { href: '/user/reception/audit', label: t('menu.audit') },
  ];
  return (
    <div className={styles.wrap}>
      <div className={styles.side}>
        <SideMenu title={t('heading')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
