import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';

/** /dashboard/* (spec §2): side menu notice, Q&A and gallery beside the main column. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('board');
  const items = [
    { href: '/dashboard/notice', label: t('nav.notice') },
    { href: '/dashboard/qna', label: t('nav.qna') },
    { href: '/dashboard/gallery', label: t('nav.gallery') },
  ];
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={styles.side}>
        <SideMenu title={t('menuTitle')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
