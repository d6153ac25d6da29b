import 'server-only';
import { getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { editionPolicy } from '@/lib/editions/policy';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';
import { RefundPolicyList } from './refund-policy-list';

/**
 * The current edition's refund policy on the guide (a cached page: the windows only, never today's
 * percentage, which the lookup page and its cancel dialog work out when they are shown). Staff saving
 * the policy re-renders it (lib/cache/public-pages.ts 'event').
 */
export async function GuideRefundPolicy() {
  const t = await getTranslations('content.guide');
  const db = getDb();
  const event = await getCurrentEventOrNull(db);
  if (!event) return null;
  const policy = await editionPolicy(db, event);
  return (
    <div data-testid="guide-refund-policy">
      <h3>{t('refundPolicy')}</h3>
      <RefundPolicyList windows={policy.refundWindows} />
    </div>
  );
}
