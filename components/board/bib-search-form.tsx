import { getTranslations } from 'next-intl/server';
import styles from './gallery.module.css';

/**
 * 'Find my photos by bib' on the gallery: a plain GET form to /dashboard/gallery?backNo= (works
 * without JavaScript; the cached gallery page stays the same for everyone).
 */
export async function BibSearchForm({ backNo = '' }: { backNo?: string }) {
  const t = await getTranslations('board.gallery');
  return (
    <form action="/dashboard/gallery" method="get" className={styles.bibSearch} role="search" aria-label={t('bibSearch')}>
      <div className="field" style={{ margin: 0 }}>
        <label htmlFor="gallery-back-no">{t('bibLabel')}</label>
        <input id="gallery-back-no" name="backNo" inputMode="numeric" pattern="[0-9]{1,5}" maxLength={5} required defaultValue={backNo} />
      </div>
      <button type="submit" className="btn">
        {t('bibSubmit')}
      </button>
      <p className="muted" style={{ flexBasis: '100%', margin: 0, fontSize: '.85rem' }}>
        {t('bibHint')}
      </p>
    </form>
  );
}
