import { getTranslations } from 'next-intl/server';
import { BOARD_SEARCH_KEYS, type BoardSearchKey } from '@/lib/codes';
import styles from './board.module.css';

/**
 * Search form of a public board (spec §2: search key title, content or author, and text). A plain
 * GET form, so it works before any script loads; blank text is refused by the browser and again by
 * the page ('board.errors.searchEmpty').
 */
export async function BoardSearch({
  action,
  searchKey,
  searchValue,
}: {
  action: string;
  searchKey?: BoardSearchKey;
  searchValue?: string;
}) {
  const t = await getTranslations('board.search');
  return (
    <form action={action} method="get" role="search" aria-label={t('label')} className={styles.search}>
      <label className="sr-only" htmlFor="searchKey">
        {t('key')}
      </label>
      <select id="searchKey" name="searchKey" defaultValue={searchKey ?? 'title'}>
        {BOARD_SEARCH_KEYS.map((k) => (
          <option key={k} value={k}>
            {t(`keys.${k}`)}
          </option>
        ))}
      </select>
      <label className="sr-only" htmlFor="searchValue">
        {t('value')}
      </label>
      <input id="searchValue" name="searchValue" defaultValue={searchValue ?? ''} required maxLength={100} pattern=".*\S.*" />
      <button type="submit" className="btn btn-sm">
        {t('submit')}
      </button>
    </form>
  );
}
