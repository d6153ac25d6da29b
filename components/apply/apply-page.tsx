import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { loadApplyPageData, type ApplyPageData } from '@/lib/registration/apply-page-data';
import styles from './apply.module.css';

/**
 * A registration page (/apply/individual, /apply/group): heading and intro, then `Flow` with the
 * data of loadApplyPageData, or 'no event' when nothing is seeded.
 */
export async function ApplyPage({ title, intro, Flow }: { title: string; intro: string; Flow: ComponentType<ApplyPageData> }) {
  const th = await getTranslations('home');
  const data = await loadApplyPageData();
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <Flow {...data} />
    </>
  );
}
