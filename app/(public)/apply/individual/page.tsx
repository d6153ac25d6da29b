import { getTranslations } from 'next-intl/server';
import { IndividualFlow } from '@/components/apply/individual-flow';
import { loadApplyPageData } from '@/components/apply/apply-page-data';
import styles from '@/components/apply/apply.module.css';

export const dynamic = 'force-dynamic';

/**
 * /apply/individual (spec §2): offline courses with their state now, the race date for the age
 * rules and the bank account come from the server, so the form needs no extra request.
 */
export default async function IndividualApplyPage() {
  const t = await getTranslations('apply');
  const th = await getTranslations('home');
  const data = await loadApplyPageData();
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <IndividualFlow {...data} />
    </>
  );
}
