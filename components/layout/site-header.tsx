import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { LanguageSwitch } from '@/components/ui/language-switch';
import { localizedText } from '@/lib/content/localized';
import type { EventRow } from '@/lib/registration/current-event';
import { DropdownMenu } from './dropdown-menu';
import { PhoneMenu } from './phone-menu';
import { translatedSections } from './translate-sections';
import styles from './site-header.module.css';

/**
 * Public header: the edition's name (in the visitor's language when staff gave one), the main menu
 * and the language switch. From 1000 px every section is a menu entry whose pages open beneath it on
 * hover or keyboard focus; below, one menu button opens every section and page (PhoneMenu), so each
 * public page is two taps from anywhere (spec §2 drops the side menu on small screens).
 */
export async function SiteHeader({ event }: { event: Pick<EventRow, 'eventName' | 'eventNameEn'> | null }) {
  const t = await getTranslations('common');
  const name = event ? localizedText(event, 'eventName', await getLocale()) : null;
  const sections = await translatedSections();
  return (
    <header className={styles.header}>
      <div className={`container ${styles.inner}`}>
        <Link href="/" className={styles.brand} lang={name?.lang}>
          {name?.text ?? t('siteTitle')}
        </Link>
        <nav aria-label={t('mainNav')} className={styles.nav}>
          <DropdownMenu sections={sections} styles={{ menu: styles.menu, menuItem: styles.menuItem, sub: styles.sub }} />
        </nav>
        <LanguageSwitch />
        <PhoneMenu sections={sections} homeLabel={t('home')} />
      </div>
    </header>
  );
}
