import Link from 'next/link';
import { getTranslations } from 'next-intl/server';

/** The not-found page (spec §2): title, text that the page does not exist, link home. */
export default async function NotFound() {
  const t = await getTranslations('common');
  return (
    <div className="container" style={{ padding: '80px 16px', textAlign: 'center' }}>
      <h1>{t('notFound.title')}</h1>
      <p className="muted">{t('notFound.text')}</p>
      <Link className="btn" href="/">
        {t('notFound.home')}
      </Link>
    </div>
  );
}
