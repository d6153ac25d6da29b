'use client';
import { useTranslations } from 'next-intl';
import { useFeedback } from '@/components/ui/feedback';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { TransferListRow } from '@/lib/transfers/staff-list';
import { decisionColumns } from '../decision-columns';
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

  const seq4 = (n: number) => String(n).padStart(4, '0');
  const columns: Array<Column<TransferListRow>> = [
    {
      id: 'actions',
      meta: { action: true },
      header: () => <span className="sr-only">{t('columns.actions')}</span>,
      cell: ({ row: { original: r } }) => (
        <span className={styles.nowrap}>
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
        </span>
      ),
    },
    { accessorKey: 'transferSeq', header: t('columns.transferSeq'), meta: { priority: 2 } },
    { id: 'joinSeq', header: t('columns.joinSeq'), cell: ({ row: { original: r } }) => seq4(r.joinSeq) },
    {
      id: 'course',
      header: t('columns.course'),
      meta: { priority: 2 },
      cell: ({ row: { original: r } }) => `${r.ticketName ?? ''}${r.backNo ? ` #${r.backNo}` : ''}`,
    },
    { id: 'from', header: t('columns.from'), cell: ({ row: { original: r } }) => `${r.from.runnerName} ${r.from.cellphone}` },
    { id: 'to', header: t('columns.to'), cell: ({ row: { original: r } }) => `${r.to.runnerName} ${r.to.cellphone}` },
    {
      id: 'fee',
      header: t('columns.fee'),
      cell: ({ row: { original: r } }) => r.fee.toLocaleString('ko-KR'),
      meta: { numeric: true, priority: 3 },
    },
    {
      id: 'state',
      header: t('columns.state'),
      meta: { wrap: true },
      cell: ({ row: { original: r } }) => `${t(`state.${r.state}`)}${r.reason ? ` (${r.reason})` : ''}`,
    },
    ...decisionColumns<TransferListRow>({ requestedAt: t('columns.requestedAt'), decided: t('columns.decided') }, (by) =>
      by === 'auto' ? t('auto') : (by ?? ''),
    ),
  ];
  return (
    <DataTable
      data={rows}
      columns={columns}
      rowId={(r) => String(r.transferSeq)}
      empty={t('empty')}
      label={t('title')}
      testId="transfers-table"
      detailsTitle={(r) => t('detailsTitle', { transferSeq: r.transferSeq, joinSeq: seq4(r.joinSeq) })}
      rowProps={() => ({ 'data-testid': 'transfer-row' })}
    />
  );
}
