import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ListFilters } from '@/components/admin/list-filters';
import { OutboxTable } from '@/components/admin/messages/outbox-table';
import styles from '@/components/admin/staff-console.module.css';
import { Pager } from '@/components/ui/pager';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { SMS_KINDS, SMS_STATUSES } from '@/lib/codes';
import { flatParams, pageHref } from '@/lib/reception/page-query';
import { staffPageContext } from '@/lib/reception/staff-context';
import { listMessages } from '@/lib/sms/outbox-list';
import { messageListSchema } from '@/lib/validation/outbox';

export const dynamic = 'force-dynamic';

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations('outbox');
  return { title: t('title') };
}

/**
 * /user/board/messages (reception, director): every SMS and KakaoTalk message the site sent or is
 * sending: search (phone digits or words), filter by state and kind, resend failed ones.
 */
export default async function MessagesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const staff = await staffPageContext(ACCESS.messages);
  const t = await getTranslations();
  const params = flatParams(await searchParams);
  const parsed = messageListSchema.safeParse({ ...params, page: params.pageNo ?? '1' });
  const q = parsed.success ? parsed.data : messageListSchema.parse({});
  const db = getDb();
  const [result, failed] = await Promise.all([
    listMessages(db, q, staff),
    listMessages(db, messageListSchema.parse({ state: 'failed', rowCount: 10 }), staff),
  ]);
  return (
    <section>
      <h1>{t('outbox.title')}</h1>
      <p className="muted">{t('outbox.intro')}</p>
      <ListFilters
        rowCount={q.rowCount}
        fields={[
          { name: 'q', label: t('outbox.search'), type: 'text', value: params.q },
          {
            name: 'state',
            label: t('outbox.columns.state'),
            type: 'select',
            value: params.state,
            options: SMS_STATUSES.map((s) => ({ value: s.toLowerCase(), label: t(`outbox.states.${s}`) })),
          },
          {
            name: 'kind',
            label: t('outbox.columns.kind'),
            type: 'select',
            value: params.kind,
            options: SMS_KINDS.map((k) => ({ value: k, label: t(`outbox.kinds.${k}.name`) })),
          },
        ]}
      />
      {parsed.success ? null : (
        <p role="alert" className="alert alert-error">
          {t('outbox.errors.search')}
        </p>
      )}
      <p className={styles.toolbar}>{t('reception.totalCount', { count: result.totalCount })}</p>
      <OutboxTable rows={result.rows} failedCount={failed.totalCount} />
      <Pager pageNo={q.page} pageMaxNo={result.pageMaxNo} href={(n) => pageHref('/user/board/messages', params, n)} />
    </section>
  );
}
