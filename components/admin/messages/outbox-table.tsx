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
import { StaffTable } from '@/components/admin/staff-table';

/**
 * The staff outbox (/user/board/messages): each message with its kind, channel (SMS or KakaoTalk, and
 * why it fell back to SMS), masked recipient, state with the provider's reason, attempts and times;
 * failed ones can be ticked and sent again, or all failed at once (POST /api/admin/messages/resend:
 * each is resent once, however often the button is pressed).
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
      {rows.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <StaffTable
          label={t('list')}
          testId="outbox"
          headings={[
            <input
              key="all"
              type="checkbox"
              aria-label={t('checkAllFailed')}
              checked={failed.length > 0 && checked.length === failed.length}
              disabled={failed.length === 0}
              onChange={(e) => setChecked(e.target.checked ? failed.map((r) => r.smsId) : [])}
            />,
            t('columns.kind'),
            t('columns.recipient'),
            t('columns.text'),
            t('columns.state'),
            t('columns.attempts'),
            t('columns.time'),
          ]}
        >
          {rows.map((r) => (
            <tr key={r.smsId} data-testid="outbox-row" data-sms-id={r.smsId}>
              <td>
                {r.status === 'FAILED' ? (
                  <input
                    type="checkbox"
                    aria-label={t('check', { id: r.smsId })}
                    checked={checked.includes(r.smsId)}
                    onChange={(e) => setChecked((c) => (e.target.checked ? [...c, r.smsId] : c.filter((x) => x !== r.smsId)))}
                  />
                ) : null}
              </td>
              {/* Kind, channel and references, and the state with a provider's reason, wrap between words:
                  a failure reason is a sentence, and the list must stay within the console's width. */}
              <td className="wrap">
                {tAll(`outbox.kinds.${r.kind}.name` as never)}
                {/* Each reference stays on one line ('접수번호 5165' broke into two at 1280 px). */}
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
              </td>
              <td>{r.recipient || t('erased')}</td>
              {/* A message may carry a link (a waitlist invitation) or an e-mail address: one unbroken
                  token that would widen the list past the console's width unless it may break. */}
              <td className={`wrap ${styles.messageText}`}>{r.body}</td>
              <td className="wrap">
                <strong>{t(`states.${r.status}`)}</strong>
                {r.reason ? <div className="muted">{r.reason}</div> : null}
                {r.fallbackReason ? <div className="muted">{t('fellBack', { why: r.fallbackReason })}</div> : null}
                {r.resendCount ? <div className="muted">{t('resentTimes', { count: r.resendCount })}</div> : null}
              </td>
              <td>{r.attempts}</td>
              <td>
                <KstDateTime at={r.sentAt ?? r.lastAttemptAt ?? r.createdAt} />
              </td>
            </tr>
          ))}
        </StaffTable>
      )}
    </>
  );
}
