import { getTranslations } from 'next-intl/server';
import { GroupFlow } from '@/components/apply/group-flow';
import { loadApplyPageData } from '@/components/apply/apply-page-data';
import styles from '@/components/apply/apply.module.css';

export const dynamic = 'force-dynamic';

/** /apply/group (spec §2): 'group registration (2 or more)', the same four steps as the individual one. */
export default async function GroupApplyPage() {
  const t = await getTranslations('group');
  const th = await getTranslations('home');
  const data = await loadApplyPageData();
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <GroupFlow {...data} />
    </>
  );
}
