import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { loadApplyPageData, type ApplyPageData } from '@/lib/registration/apply-page-data';
import type { InvitationView } from '@/lib/waitlist/invitation';
import styles from './apply.module.css';

/**
 * A registration page (/apply/individual, /apply/group): heading and intro, then `Flow` with the
 * data of loadApplyPageData (and, on /apply/individual?invite=…, the waitlist `invitation`: null when
 * its link is no longer valid), or 'no event' when nothing is seeded.
 */
export async function ApplyPage({
  title,
  intro,
  Flow,
  invitation,
}: {
  title: string;
  intro: string;
  Flow: ComponentType<ApplyPageData & { invitation?: InvitationView | null }>;
  invitation?: InvitationView | null;
}) {
  const th = await getTranslations('home');
  const data = await loadApplyPageData();
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <Flow {...data} invitation={invitation} />
    </>
  );
}
