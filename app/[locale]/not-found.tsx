import Link from 'next/link';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('common');
  return { title: t('notFound.title') };
}

/** The not-found page (spec §2): title, text that the page does not exist, link home. */
export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <main id="main" tabIndex={-1} className="container" style={{ padding: '80px 16px', textAlign: 'center' }}>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="btn" href="/">
        {t('notFound.home')}
      </Link>
    </main>
  );
}
