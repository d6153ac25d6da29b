'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { KstDateTime } from '@/components/admin/kst-date-time';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import type { OutboxRow } from '@/lib/sms/outbox-list';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';

/**
 * The staff outbox (/user/board/messages): each message with its kind, channel (SMS or KakaoTalk, and
 * why it fell back to SMS), masked recipient, state with the provider's reason, attempts and times;
 * failed ones can be ticked and sent again, or all failed at once (POST /api/admin/messages/resend:
 * each is resent once, however often the button is pressed). On a phone each message is a card with
 * its whole text (a table there scrolled inside its box and cut the text off).
 */
export function OutboxTable({ rows, failedCount }: { rows: OutboxRow[]; failedCount: number }) {
  const t = useTranslations('outbox');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { confirm, alert, toast } = useFeedback();
  const [checked, setChecked] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);
  const failed = rows.filter((r) => r.status === 'FAILED');

  async function resend(body: { ids: number[] } | { state: 'failed' }, count: number) {
    if (!(await confirm(t('confirmResend', { count }), { confirmLabel: t('resend'), cancelLabel: t('keep') }))) return;
    setBusy(true);
    const r = await adminFetch<{ resent: number }>('POST', '/api/admin/messages/resend', body, tAll('errors.noPermission'));
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    toast(t('resent', { count: r.body.resent }));
    setChecked([]);
    router.refresh();
  }

  /** The tick box of a failed message (others cannot be resent). */
  const tick = (r: OutboxRow) =>
    r.status === 'FAILED' ? (
      <input
        type="checkbox"
        aria-label={t('check', { id: r.smsId })}
        checked={checked.includes(r.smsId)}
        onChange={(e) => setChecked((c) => (e.target.checked ? [...c, r.smsId] : c.filter((x) => x !== r.smsId)))}
      />
    ) : null;
  /** Kind, then channel and references (each reference kept on one line: '접수번호 5165' broke in two at 1280 px). */
  const kind = (r: OutboxRow) => (
    <>
      {tAll(`outbox.kinds.${r.kind}.name` as never)}
      <div className="muted">
        <span className={styles.nowrap}>{t(`channels.${r.channel}`)}</span>
        {r.joinSeq ? (
          <>
            {' · '}
            <span className={styles.nowrap}>{t('joinSeq', { joinSeq: String(r.joinSeq).padStart(4, '0') })}</span>
          </>
        ) : null}
        {r.bulkId ? (
          <>
            {' · '}
            <span className={styles.nowrap}>{t('bulkRef', { id: r.bulkId })}</span>
          </>
        ) : null}
      </div>
    </>
  );
  /** The state, with the provider's reason, why it fell back to SMS and how often staff resent it. */
  // The moment a message shows: when it went, else its last try, else when it was written.
  const when = (r: OutboxRow) => <KstDateTime at={r.sentAt ?? r.lastAttemptAt ?? r.createdAt} />;
  const state = (r: OutboxRow) => (
    <>
      <strong>{t(`states.${r.status}`)}</strong>
      {r.reason ? <div className="muted">{r.reason}</div> : null}
      {r.fallbackReason ? <div className="muted">{t('fellBack', { why: r.fallbackReason })}</div> : null}
      {r.resendCount ? <div className="muted">{t('resentTimes', { count: r.resendCount })}</div> : null}
    </>
  );
  // Kind, text and state wrap between words (a failure reason is a sentence); the text may break
  // anywhere: a message may carry a link (a waitlist invitation) or an e-mail address, one unbroken
  // token that would otherwise widen the list past the console's width.
  const columns: Array<Column<OutboxRow>> = [
    {
      id: 'tick',
      header: () => (
        <input
          type="checkbox"
          aria-label={t('checkAllFailed')}
          checked={failed.length > 0 && checked.length === failed.length}
          disabled={failed.length === 0}
          onChange={(e) => setChecked(e.target.checked ? failed.map((r) => r.smsId) : [])}
        />
      ),
      cell: ({ row }) => tick(row.original),
      meta: { action: true },
    },
    { id: 'kind', header: t('columns.kind'), cell: ({ row }) => kind(row.original), meta: { wrap: true } },
    { id: 'recipient', header: t('columns.recipient'), cell: ({ row }) => row.original.recipient || t('erased') },
    {
      id: 'text',
      header: t('columns.text'),
      cell: ({ row }) => <div className={styles.messageText}>{row.original.body}</div>,
      meta: { wrap: true },
    },
    { id: 'state', header: t('columns.state'), cell: ({ row }) => state(row.original), meta: { wrap: true } },
    { id: 'attempts', header: t('columns.attempts'), cell: ({ row }) => row.original.attempts, meta: { numeric: true } },
    {
      id: 'time',
      header: t('columns.time'),
      cell: ({ row }) => when(row.original),
    },
  ];

  return (
    <>
      <div className={styles.toolbar}>
        <div className={styles.actions}>
          <button
            type="button"
            className="btn btn-outline btn-sm"
            disabled={busy || checked.length === 0}
            onClick={() => void resend({ ids: checked }, checked.length)}
          >
            {t('resendChecked', { count: checked.length })}
          </button>
          <button
            type="button"
            className="btn btn-sm"
            disabled={busy || failedCount === 0}
            onClick={() => void resend({ state: 'failed' }, failedCount)}
          >
            {t('resendAll', { count: failedCount })}
          </button>
        </div>
      </div>
      <DataTable
        data={rows}
        columns={columns}
        rowId={(r) => String(r.smsId)}
        empty={t('empty')}
        label={t('list')}
        testId="outbox"
        rowProps={(r) => ({ 'data-testid': 'outbox-row', 'data-sms-id': String(r.smsId) })}
        card={(r) => (
          <article className={styles.messageCard} data-testid="outbox-row" data-sms-id={r.smsId}>
            <div className={styles.messageCardHead}>
              {tick(r)}
              <div>{kind(r)}</div>
            </div>
            <dl>
              <div>
                <dt>{t('columns.recipient')}</dt>
                <dd>{r.recipient || t('erased')}</dd>
              </div>
              <div>
                <dt>{t('columns.state')}</dt>
                <dd>{state(r)}</dd>
              </div>
              <div>
                <dt>{t('columns.time')}</dt>
                <dd>
                  {when(r)} · {t('attemptsOf', { count: r.attempts })}
                </dd>
              </div>
            </dl>
            <p className={`${styles.messageText} ${styles.flush}`}>{r.body}</p>
          </article>
        )}
      />
    </>
  );
}
