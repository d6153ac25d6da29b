import { getTranslations } from 'next-intl/server';
import { SearchFlow } from '@/components/apply/search-flow';
import styles from '@/components/apply/apply.module.css';

/** /apply/search (spec §2): look up, edit and cancel a registration. */
export default async function ApplySearchPage() {
  const t = await getTranslations('search');
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <SearchFlow />
    </>
  );
}
