import { getTranslations } from 'next-intl/server';
import { ApplyPage } from '@/components/apply/apply-page';
import { IndividualFlow } from '@/components/apply/individual-flow';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('apply', 'title');

/**
 * /apply/individual (spec §2): offline courses with their state now, the race date for the age
 * rules and the bank account come from the server, so the form needs no extra request.
 */
export default async function IndividualApplyPage() {
  const t = await getTranslations('apply');
  return <ApplyPage title={t('title')} intro={t('intro')} Flow={IndividualFlow} />;
}
