'use client';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/ui/feedback';
import type { TransferListRow } from '@/lib/transfers/staff-list';
import { KstDateTime } from '../kst-date-time';
import styles from '../staff-console.module.css';
import { useStaffAction } from '../use-staff-action';

/**
 * The transfers of /user/reception/transfers, kept as each bib's history: registration, course and
 * bib, who held the place and who takes it (masked), fee, when asked, confirmed and decided, by whom
 * ('auto' when no approval was needed). A transfer the new runner confirmed waits for 'approve' (the
 * place changes hands, both phones get an SMS) or 'refuse' with a reason.
 */
export function TransfersTable({ rows }: { rows: TransferListRow[] }) {
  const t = useTranslations('transfers');
  const { confirm } = useFeedback();
  const { act, askReason, busy } = useStaffAction();

  async function approve(r: TransferListRow) {
    const text = t('confirmApprove', { joinSeq: String(r.joinSeq).padStart(4, '0'), from: r.from.runnerName, to: r.to.runnerName });
    if (await confirm(text, { title: t('approve'), confirmLabel: t('approve'), cancelLabel: t('keep') }))
      await act(`/api/admin/transfers/${r.transferSeq}/approve`, undefined, t('approved'));
  }

  async function refuse(r: TransferListRow) {
    const reason = await askReason(t('refusePrompt'), { title: t('refuse'), input: t('reason'), go: t('refuse'), back: t('keep') });
    if (reason !== null) await act(`/api/admin/transfers/${r.transferSeq}/refuse`, { reason }, t('refused'));
  }

  if (rows.length === 0) return <p className="muted">{t('empty')}</p>;
  return (
    <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('title')}>
      <table className="table" data-testid="transfers-table">
        <thead>
          <tr>
            {(['transferSeq', 'joinSeq', 'course', 'from', 'to', 'fee', 'state', 'requestedAt', 'decided', 'actions'] as const).map((k) => (
              <th key={k} scope="col">
                {t(`columns.${k}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.transferSeq} data-testid="transfer-row">
              <td>{r.transferSeq}</td>
              <td>{String(r.joinSeq).padStart(4, '0')}</td>
              <td className={styles.nowrap}>
                {r.ticketName ?? ''}
                {r.backNo ? ` #${r.backNo}` : ''}
              </td>
              <td className={styles.nowrap}>
                {r.from.runnerName} {r.from.cellphone}
              </td>
              <td className={styles.nowrap}>
                {r.to.runnerName} {r.to.cellphone}
              </td>
              <td>{r.fee.toLocaleString('ko-KR')}</td>
              <td className="wrap">
                {t(`state.${r.state}`)}
                {r.reason ? ` (${r.reason})` : ''}
              </td>
              <td>
                <KstDateTime at={r.requestedAt} />
              </td>
              <td className={styles.nowrap}>
                {r.decidedBy === 'auto' ? t('auto') : (r.decidedBy ?? '')}
                {r.decidedAt && <KstDateTime at={r.decidedAt} />}
              </td>
              <td className={styles.nowrap}>
                {r.state === 'awaiting-staff' && (
                  <button type="button" className="btn btn-sm" onClick={() => void approve(r)} disabled={busy}>
                    {t('approve')}
                  </button>
                )}{' '}
                {(r.state === 'awaiting-staff' || r.state === 'code-sent') && (
                  <button type="button" className="btn btn-sm btn-outline" onClick={() => void refuse(r)} disabled={busy}>
                    {t('refuse')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
