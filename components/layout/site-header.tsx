import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/ui/language-switch';
import styles from './site-header.module.css';

/** Public header: event name, main navigation and the language switch. */
export async function SiteHeader({ eventName }: { eventName: string }) {
  const t = await getTranslations('common');
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
