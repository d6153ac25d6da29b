import { getTranslations } from 'next-intl/server';
import { ApplyPage } from '@/components/apply/apply-page';
import { GroupFlow } from '@/components/apply/group-flow';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('group', 'title');

/** /apply/group (spec §2): 'group registration (2 or more)', the same four steps as the individual one. */
export default async function GroupApplyPage() {
  const t = await getTranslations('group');
  return <ApplyPage title={t('title')} intro={t('intro')} Flow={GroupFlow} />;
}
