import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { currentPublicPolicy } from '@/lib/editions/policy';
import { loadApplyPageData } from '@/lib/registration/apply-page-data';
import { SearchFlow } from '@/components/apply/search-flow';
import styles from '@/components/apply/apply.module.css';
import { titleFrom } from '@/lib/i18n/page-title';

/**
 * /apply/search (spec §2): look up, edit and cancel a registration; how to pay what it owes; the
 * changes after registering the edition allows (course, souvenir, members, transfer, refund request).
 */
export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('search', 'title');

export default async function ApplySearchPage() {
  const t = await getTranslations('search');
  const data = await loadApplyPageData();
  const th = await getTranslations('home');
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  const policy = await currentPublicPolicy(getDb());
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <SearchFlow bank={data.bank} courses={data.courses} raceDate={data.raceDate} policy={policy} />
    </>
  );
}
