import 'server-only';
import { getLocale, getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { getDb } from '@/db/client';
import { toLocale } from '@/i18n/config';
import { loadApplyPageData, type ApplyPageData } from '@/lib/registration/apply-page-data';
import { consentFor, currentConsent } from '@/lib/registration/consent';
import { ConsentTexts } from './consent-texts';
import type { InvitationView } from '@/lib/waitlist/invitation';
import styles from './apply.module.css';

/**
 * A registration page (/apply/individual, /apply/group): heading and intro, then `Flow` with the
 * data of loadApplyPageData (and, on /apply/individual?invite=…, the waitlist `invitation`: null when
 * its link is no longer valid) and the consent texts in force (the version each registration
 * records), or 'no event' when nothing is seeded.
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
  const [data, consent, locale] = await Promise.all([loadApplyPageData(), currentConsent(getDb()), getLocale()]);
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <ConsentTexts value={consent ? consentFor(consent, toLocale(locale)) : null}>
        <Flow {...data} invitation={invitation} />
      </ConsentTexts>
    </>
  );
}
