import type { Metadata } from 'next';
import { getLocale, getTranslations } from 'next-intl/server';
import { PrintRecord } from '@/components/untact/print-record';
import styles from '@/components/untact/untact.module.css';
import { getDb } from '@/db/client';
import { localized } from '@/lib/content/localized';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('untact');
  return { title: t('print.title') };
}

/** /record/print-record (spec §2): the untact certificate, printable and as PDF. */
export default async function PrintRecordPage() {
  const t = await getTranslations('untact');
  const ev = await getCurrentEventOrNull(getDb());
  return (
    <div className="container" style={{ paddingTop: 24, paddingBottom: 40 }}>
      <h1 className={styles.noPrint}>{t('print.title')}</h1>
      <p className={styles.noPrint}>{t('print.intro')}</p>
      <PrintRecord eventName={ev ? localized(ev, 'eventName', await getLocale()) : ''} />
    </div>
  );
}
