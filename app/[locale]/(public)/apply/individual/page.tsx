import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { ApplyPage } from '@/components/apply/apply-page';
import { IndividualFlow } from '@/components/apply/individual-flow';
import { openInvitation } from '@/lib/waitlist/invitation';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('apply', 'title');

/**
 * /apply/individual (spec §2): offline courses with their state now, the race date for the age
 * rules and the bank account come from the server, so the form needs no extra request. Opened with
 * `?invite=<token>` from a waitlist invitation, the form is filled with the invited runner and the
 * course whose place is held for them (an invalid or expired link says so).
 */
export default async function IndividualApplyPage({ searchParams }: { searchParams: Promise<{ invite?: string | string[] }> }) {
  const t = await getTranslations('apply');
  const invite = (await searchParams).invite;
  const token = typeof invite === 'string' && invite.length <= 100 ? invite : undefined;
  const invitation = token ? await openInvitation(getDb(), token) : undefined;
  return <ApplyPage title={t('title')} intro={t('intro')} Flow={IndividualFlow} invitation={invitation} />;
}
