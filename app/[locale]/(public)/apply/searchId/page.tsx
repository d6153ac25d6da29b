import { getTranslations } from 'next-intl/server';
import { FindSeqForm } from '@/components/apply/find-seq-form';
import styles from '@/components/apply/apply.module.css';
import { titleFrom } from '@/lib/i18n/page-title';

export const generateMetadata = titleFrom('findSeq', 'title');

/** /apply/searchId (spec §2): find the registration number; it is sent by SMS. */
export default async function ApplySearchIdPage() {
  const t = await getTranslations('findSeq');
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <FindSeqForm />
    </>
  );
}
