import { getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import type { Locale } from '@/i18n/config';
import { ACCESS } from '@/lib/auth/access';
import { proxyCourses } from '@/lib/reception/proxy';
import { proxyEditStart } from '@/lib/reception/proxy-edit-start';
import { proxyPageMove, type ProxyPage } from '@/lib/reception/proxy-page';
import { staffPageContext } from '@/lib/reception/staff-context';
import { LedgerPanel } from './ledger-panel';
import { ProxyGroup } from './proxy-group';
import { ProxyIndividual } from './proxy-individual';
import { ProxyPageMove } from './proxy-page-move';

/**
 * The body of a proxy page (spec §2 /user/reception/application/{individual|group}?joinSeq), read on
 * the server: the empty form of a new registration, or the stored registration in the form with its
 * payment ledger below, so the page arrives filled (the client form only takes edits). A number the
 * edition does not have says so; a registration of the other kind moves to its own page.
 */
export async function ProxyPageContent({ page, joinSeq }: { page: ProxyPage; joinSeq: number | null }) {
  const staff = await staffPageContext(ACCESS.registrations);
  const db = getDb();
  const courses = await proxyCourses(db);
  const Form = page === 'group' ? ProxyGroup : ProxyIndividual;
  if (joinSeq === null) return <Form key="new" courses={courses} initial={null} />;
  const start = await proxyEditStart(db, joinSeq, page, staff, (await getLocale()) as Locale);
  if (start.kind === 'elsewhere') return <ProxyPageMove {...proxyPageMove(start.page, joinSeq)} />;
  if (start.kind === 'missing') {
    const t = await getTranslations('proxy');
    return (
      <div className="container">
        <h1>{t(page === 'group' ? 'title.groupEdit' : 'title.individualEdit')}</h1>
        <p className="alert alert-error" role="alert" data-testid="proxy-missing">
          {t('errors.notFound')}
        </p>
      </div>
    );
  }
  return (
    <>
      <Form key={joinSeq} courses={courses} initial={start.detail} />
      <LedgerPanel initial={start.ledger} />
    </>
  );
}
