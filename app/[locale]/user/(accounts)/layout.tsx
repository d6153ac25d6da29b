import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';
import { consoleSectionItems } from '@/lib/auth/section-menu';

/** /user/staff and /user/account: staff accounts (the director's) and the signed-in account's own settings. */
export default async function AccountsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('admin');
  const items = await consoleSectionItems('staff');
  return (
    <div className={styles.wrap}>
      <div className={styles.side}>
        <SideMenu title={t('nav.staff')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
