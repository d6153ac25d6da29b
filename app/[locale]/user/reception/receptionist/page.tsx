import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ApplicationsTable } from '@/components/admin/applications-table';
import { ExportButton } from '@/components/admin/export-button';
import { ListFilters } from '@/components/admin/list-filters';
import styles from '@/components/admin/staff-console.module.css';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { getCurrentEvent, listTickets } from '@/lib/registration/current-event';
import { flatParams, pageHref, parsePageQuery } from '@/lib/reception/page-query';
import { searchApplications } from '@/lib/reception/search';
import { staffPageContext } from '@/lib/reception/staff-context';
import { applicationSearchSchema } from '@/lib/validation/reception';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('reception');
  return { title: t('menu.receptionist') };
}

/** /user/reception/receptionist (spec §2 application management): filters, masked list, pager, export. */
export default async function ReceptionistPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext();
  const t = await getTranslations();
  const params = flatParams(await searchParams);
  const { q, problem } = parsePageQuery(applicationSearchSchema, params, { pageNo: '1', rowCount: '10' });
  const db = getDb();
  const result = await searchApplications(db, q, staff);
  // Every course runners can enter, untact ones included.
  const courses = (await listTickets(db, (await getCurrentEvent(db)).eventId)).filter((c) => PUBLIC_TICKET_TYPES.includes(c.ticketType));
  const query = new URLSearchParams(params).toString();
  return (
    <section>
      <h1>{t('reception.menu.receptionist')}</h1>
      <ListFilters
        rowCount={q.rowCount}
        fields={[
          { name: 'joinerName', label: t('reception.columns.joinerName'), type: 'text', value: params.joinerName },
          {
            name: 'gender',
            label: t('reception.columns.gender'),
            type: 'select',
            value: params.gender,
            options: [
              { value: 'M', label: t('reception.gender.M') },
              { value: 'F', label: t('reception.gender.F') },
            ],
          },
          { name: 'cellphone', label: t('reception.columns.cellphone'), type: 'text', value: params.cellphone, inputMode: 'numeric' },
          {
            name: 'ticketSeq',
            label: t('reception.columns.ticketName'),
            type: 'select',
            value: params.ticketSeq,
            options: courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName })),
          },
          { name: 'joinSeq', label: t('reception.columns.joinSeq'), type: 'text', value: params.joinSeq, inputMode: 'numeric' },
        ]}
      />
      {problem ? (
        <p role="alert" className="alert alert-error">
          {t(problem as never)}
        </p>
      ) : null}
      <div className={styles.toolbar}>
        <span>{t('reception.totalCount', { count: result.totalCount })}</span>
        <ExportButton query={query} />
      </div>
      <ApplicationsTable rows={result.applications} />
      <Pager pageNo={q.pageNo} pageMaxNo={result.pageMaxNo} href={(n) => pageHref('/user/reception/receptionist', params, n)} />
    </section>
  );
}
