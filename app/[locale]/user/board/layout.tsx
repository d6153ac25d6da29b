import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';
import { consoleSectionItems } from '@/lib/auth/section-menu';

/** /user/board/* (spec §2 staff screens): notices, Q&A, gallery, pages and messages. Pages check the session and role themselves. */
export default async function BoardAdminLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('boardAdmin');
  const items = await consoleSectionItems('board');
  return (
    <div className={styles.wrap}>
      <div className={styles.side}>
        <SideMenu title={t('heading')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
