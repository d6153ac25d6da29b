import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import styles from '@/components/admin/events/events.module.css';

/** /user/events (spec §2 staff screens): the event management area with its side menu. Pages check the session themselves. */
export default async function EventsLayout({ children }: { children: React.ReactNode }) {
  const t = await getTranslations('events');
  const tr = await getTranslations('records');
  const tu = await getTranslations('untact');
  return (
    <div className={`container ${styles.layout}`}>
      <nav className={styles.side} aria-label={t('menu.title')}>
        <strong>{t('menu.title')}</strong>
        <Link href="/user/events/event">{t('menu.event')}</Link>
        <Link href="/user/events/record-import">{tr('import.title')}</Link>
        <Link href="/user/events/control">{tu('staff.controlTitle')}</Link>
        <Link href="/user/events/record">{tu('staff.recordTitle')}</Link>
        <Link href="/user/events/bibs">{t('menu.bibs')}</Link>
        <Link href="/user/events/dispatch">{t('menu.dispatch')}</Link>
        <Link href="/user/events/checkin">{t('menu.checkin')}</Link>
        <Link href="/user/events/timing">{t('menu.timing')}</Link>
      </nav>
      <div className={styles.main}>{children}</div>
    </div>
  );
}
