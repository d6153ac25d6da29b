import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';

/**
 * The frame of the record pages (spec §2: /record, /record/total, /record/untact, /record/rank,
 * /record/print-record): the records side menu beside the main column. Its own component so that
 * every record page, official or untact, shares one menu.
 */
export async function RecordLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('records');
  const items = [
    { href: '/record', label: t('nav.person') },
    { href: '/record/total', label: t('nav.total') },
    { href: '/record/live', label: t('nav.live') },
    { href: '/record/untact', label: t('nav.untact') },
    { href: '/record/rank', label: t('nav.rank') },
    { href: '/record/print-record', label: t('nav.printRecord') },
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
