import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/events/events.module.css';
import { consoleSectionItems } from '@/lib/auth/section-menu';

/** /user/events (spec §2 staff screens): the event management area with the pages the role may open. Pages check the session and role themselves. */
export default async function EventsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('events');
  const items = await consoleSectionItems('events');
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.side} aria-label={t('menu.title')}>
        <strong>{t('menu.title')}</strong>
        {items.map((i) => (
          <Link key={i.href} href={i.href}>
            {i.label}
          </Link>
        ))}
      </nav>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
