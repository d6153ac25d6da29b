import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import styles from '@/components/content/content.module.css';
import { RichSection } from '@/components/content/rich-section';
import { getDb } from '@/db/client';
import { toLocale } from '@/i18n/config';
import { loadPageContent } from '@/lib/content/page-content';
import { CONTENT_SECTIONS } from '@/lib/content/sections';

// Cached (lib/cache/cached-routes.ts); staff edits of these sections re-render it at once.
export const revalidate = 60;

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('content.trekking');
  return { title: t('title'), description: t('description'), openGraph: { title: t('title'), description: t('description') } };
}

/** /trekking (spec §2, §9): sections 1 to 5 (guide, recruitment, prizes, souvenirs, course guide), staff's text per edition. */
export default async function TrekkingPage() {
  const t = await getTranslations('content.trekking');
  const { sections } = await loadPageContent(getDb(), 'trekking', toLocale(await getLocale()));
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t('title')}</h1>
      <nav aria-label={t('title')}>
        <ul className={styles.anchors}>
          {CONTENT_SECTIONS.trekking.map((key) => (
            <li key={key}>
              <a href={`#${key}`}>{t(`sections.${key}`)}</a>
            </li>
          ))}
        </ul>
      </nav>
      {CONTENT_SECTIONS.trekking.map((key) => (
        <section key={key} id={key} className={styles.section}>
          <h2>{t(`sections.${key}`)}</h2>
          <RichSection html={sections[key]} />
        </section>
      ))}
    </div>
  );
}
