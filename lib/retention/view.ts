import 'server-only';
import type { DbOrTx } from '@/db/client';
import type { JsonAnswer } from '@/lib/json-answer';
import { consentVersions } from '@/lib/registration/consent';
import { retentionSchedule } from './schedule';

/**
 * The retention page's data (/user/events/retention and GET /api/admin/retention): per edition when
 * its personal data goes and what goes, the audit log's cut-off, the job's log, and the consent
 * texts' versions with how many registrations agreed to each.
 */
export async function retentionView(db: DbOrTx) {
  const [schedule, consent] = await Promise.all([retentionSchedule(db), consentVersions(db)]);
  return { ...schedule, consent };
}

/** The retention page's data as the page and GET /api/admin/retention hand it to the browser. */
export type RetentionView = JsonAnswer<Awaited<ReturnType<typeof retentionView>>>;
