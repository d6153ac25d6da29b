import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';
import { consoleSectionItems } from '@/lib/auth/section-menu';

/** /user/reception/* (spec §2): heading 'reception management' and the side menu of the pages the role may open. */
export default async function ReceptionLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('reception');
  const items = await consoleSectionItems('reception');
  return (
    <div className={styles.wrap}>
      <div className={styles.side}>
        <SideMenu title={t('heading')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
