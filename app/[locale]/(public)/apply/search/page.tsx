import { getTranslations } from 'next-intl/server';
import { loadBankInfo } from '@/lib/registration/apply-page-data';
import { SearchFlow } from '@/components/apply/search-flow';
import styles from '@/components/apply/apply.module.css';
import { titleFrom } from '@/lib/i18n/page-title';

/** /apply/search (spec §2): look up, edit and cancel a registration; how to pay one still awaiting payment. */
export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('search', 'title');

export default async function ApplySearchPage() {
  const t = await getTranslations('search');
  const bank = await loadBankInfo();
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <SearchFlow bank={bank} />
    </>
  );
}
