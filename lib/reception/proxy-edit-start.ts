import 'server-only';
import type { Db } from '@/db/client';
import type { Locale } from '@/i18n/config';
import type { AdminContext } from '@/lib/auth/require-admin';
import { ApiError } from '@/lib/errors';
import { staffLedger, type StaffLedger } from '@/lib/ledger/staff';
import type { ApplicationDetail } from '@/lib/registration/complete';
import { findApplicant } from './proxy';
import { proxyPageOf, type ProxyPage } from './proxy-page';

/**
 * What a proxy edit page shows first, read while the page renders (spec §2
 * /user/reception/application/{individual|group}?joinSeq): the registration with its payment ledger;
 * or the other proxy page it belongs on (a group opened on the individual page, or the reverse);
 * or 'missing' when the current edition has no such number.
 */
export type ProxyEditStart =
  { kind: 'found'; detail: ApplicationDetail; ledger: StaffLedger } | { kind: 'elsewhere'; page: ProxyPage } | { kind: 'missing' };

/**
 * Reads registration `joinSeq` of the current edition for the proxy page `page`, as GET
 * /api/admin/applicant/findby and GET /api/admin/ledger answer it (the staff view is audited as
 * proxy-view, like the API's). Ledger memos are in `locale`. Throws what the database throws; an
 * unknown number is `{ kind: 'missing' }`, not an error.
 */
export async function proxyEditStart(
  db: Db,
  joinSeq: number,
  page: ProxyPage,
  staff: AdminContext,
  locale: Locale,
): Promise<ProxyEditStart> {
  let detail: ApplicationDetail;
  try {
    detail = await findApplicant(db, joinSeq, staff);
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return { kind: 'missing' };
    throw e;
  }
  const belongs = proxyPageOf(detail.applicant);
  if (belongs !== page) return { kind: 'elsewhere', page: belongs };
  return { kind: 'found', detail, ledger: await staffLedger(db, joinSeq, locale) };
}
