import { getTranslations } from 'next-intl/server';
import { SideMenu } from '@/components/layout/side-menu';
import styles from '@/components/layout/section-layout.module.css';

// Personal pages: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

/** /apply/* (spec §2): side menu individual, group, search, searchId (and the waitlist) beside the main column. */
export default async function ApplyLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('common');
  const ta = await getTranslations('apply');
  const tp = await getTranslations('places');
  const items = [
    { href: '/apply/individual', label: t('nav.applyIndividual') },
    { href: '/apply/group', label: t('nav.applyGroup') },
    { href: '/apply/search', label: t('nav.search') },
    { href: '/apply/searchId', label: t('nav.searchId') },
    { href: '/apply/waitlist', label: tp('waitlist.join') },
  ];
  return (
    <div className={`container ${styles.wrap}`}>
      <div className={styles.side}>
        <SideMenu title={ta('menuTitle')} items={items} />
      </div>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
