import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { localized } from '@/lib/content/localized';
import type { EventRow } from '@/lib/registration/current-event';
import styles from './site-header.module.css';

/** Public header: event name (in the visitor's language when staff gave one), main navigation and the language switch. */
export async function SiteHeader({ event }: { event: Pick<EventRow, 'eventName' | 'eventNameEn'> | null }) {
  const t = await getTranslations('common');
  const eventName = event ? localized(event, 'eventName', await getLocale()) : '';
  const tc = await getTranslations('content');
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand}>
          {eventName}
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <Link href="/apply/individual">{t('nav.applyIndividual')}</Link>
          <Link href="/apply/group">{t('nav.applyGroup')}</Link>
          <Link href="/apply/search">{t('nav.search')}</Link>
          <Link href="/guide">{tc('guide.title')}</Link>
          <Link href="/course">{tc('course.title')}</Link>
          <Link href="/record">{t('nav.record')}</Link>
          <Link href="/dashboard/notice">{t('nav.notice')}</Link>
        </nav>
        <LanguageSwitch />
      </div>
    </header>
  );
}
