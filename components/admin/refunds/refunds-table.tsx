'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { RefundListRow } from '@/lib/refunds/staff-list';
import { adminFetch } from '../admin-fetch';
import { decisionColumns } from '../decision-columns';
import styles from '../staff-console.module.css';
import { useStaffAction } from '../use-staff-action';
import type { RevealedRefundAccount } from '@/lib/refunds/staff-list';

const won = (n: number) => n.toLocaleString('ko-KR');

/**
 * The refund requests of /user/reception/refunds: per row the registration, amount (card and bank
 * parts, the policy's percentage), the account masked (reveal: audited), state and who decided;
 * actions approve (the card part goes back through Toss at once), refuse (with a reason, told to the
 * runner) and, for approved bank refunds that the bank has transferred, 'mark sent' on the checked rows.
 */
export function RefundsTable({ rows }: { rows: RefundListRow[] }) {
  const t = useTranslations('refunds');
  const tt = useTranslations();
  const errorText = useErrorText();
  const { alert, confirm } = useFeedback();
  const { act, askReason, busy } = useStaffAction();
  const [checked, setChecked] = useState<number[]>([]);
  const [shown, setShown] = useState<Record<number, string>>({});
  const noPermission = tt('errors.noPermission');

  async function approve(r: RefundListRow) {
    const text = t('confirmApprove', {
      joinSeq: String(r.joinSeq).padStart(4, '0'),
      amount: won(r.amount),
      card: won(r.cardAmount),
      bank: won(r.bankAmount),
    });
    if (!(await confirm(text, { title: t('approve'), confirmLabel: t('approve'), cancelLabel: t('keep') }))) return;
    await act(`/api/admin/refunds/${r.refundSeq}/approve`, undefined, t('approved'));
  }

  async function refuse(r: RefundListRow) {
    const reason = await askReason(t('refusePrompt'), { title: t('refuse'), input: t('reason'), go: t('refuse'), back: t('keep') });
    if (reason !== null) await act(`/api/admin/refunds/${r.refundSeq}/refuse`, { reason }, t('refused'));
  }

  async function reveal(r: RefundListRow) {
    const a = await adminFetch<RevealedRefundAccount>('POST', `/api/admin/refunds/${r.refundSeq}/reveal`, undefined, noPermission);
    if (!a.ok) return void (a.status !== 401 && a.status !== 403 && (await alert(errorText(a))));
    const acc = a.body.account;
    setShown((s) => ({ ...s, [r.refundSeq]: acc ? `${acc.bankName} ${acc.accountNo} ${acc.holder ?? ''}` : t('erased') }));
  }

  async function markSent() {
    if (checked.length === 0) return alert(tt('refunds.errors.checkOne'));
    if (
      !(await confirm(t('confirmSent', { count: checked.length }), {
        title: t('markSent'),
        confirmLabel: t('markSent'),
        cancelLabel: t('keep'),
      }))
    )
      return;
    if (await act('/api/admin/refunds/sent', { refundSeqs: checked }, t('sent', { count: checked.length }))) setChecked([]);
  }

  const sendable = (r: RefundListRow) => r.state === 'approved' && r.bankAmount > 0;
  const seq4 = (n: number) => String(n).padStart(4, '0');
  const columns: Array<Column<RefundListRow>> = [
    {
      id: 'check',
      meta: { action: true },
      header: () => <span className="sr-only">{t('check')}</span>,
      cell: ({ row: { original: r } }) =>
        sendable(r) ? (
          <input
            type="checkbox"
            aria-label={t('checkRow', { refundSeq: r.refundSeq })}
            checked={checked.includes(r.refundSeq)}
            onChange={(e) => setChecked((c) => (e.target.checked ? [...c, r.refundSeq] : c.filter((x) => x !== r.refundSeq)))}
          />
        ) : null,
    },
    {
      id: 'actions',
      meta: { action: true },
      header: () => <span className="sr-only">{t('columns.actions')}</span>,
      cell: ({ row: { original: r } }) =>
        r.state === 'requested' || r.state === 'failed' ? (
          <span className={styles.nowrap}>
            <button type="button" className="btn btn-sm" onClick={() => void approve(r)} disabled={busy}>
              {t('approve')}
            </button>{' '}
            <button type="button" className="btn btn-sm btn-outline" onClick={() => void refuse(r)} disabled={busy}>
              {t('refuse')}
            </button>
          </span>
        ) : null,
    },
    { accessorKey: 'refundSeq', header: t('columns.refundSeq') },
    {
      id: 'joinSeq',
      header: t('columns.joinSeq'),
      // An earlier edition's refund still owed is listed until it is settled: say whose edition it is.
      cell: ({ row: { original: r } }) => (
        <>
          {seq4(r.joinSeq)}
          {r.pastEdition && <div className="muted">{t('pastEdition', { round: r.holdRound })}</div>}
        </>
      ),
    },
    { accessorKey: 'joinerName', header: t('columns.joinerName'), meta: { priority: 2 } },
    {
      id: 'amount',
      header: t('columns.amount'),
      cell: ({ row: { original: r } }) => `${won(r.amount)} (${r.policyPercent}%)`,
      meta: { numeric: true },
    },
    {
      id: 'parts',
      header: t('columns.parts'),
      cell: ({ row: { original: r } }) =>
        `${t('cardPart', { amount: won(r.cardAmount) })} · ${t('bankPart', { amount: won(r.bankAmount) })}`,
      // Its two parts may sit one above the other rather than widen the list.
      meta: { priority: 2, wrap: true },
    },
    {
      id: 'account',
      header: t('columns.account'),
      meta: { wrap: true },
      cell: ({ row: { original: r } }) =>
        shown[r.refundSeq] ??
        (r.account ? (
          <>
            {r.account.bankName} {r.account.accountNo} {r.account.holder ?? ''}{' '}
            {!r.account.erased && (
              <button type="button" className="btn btn-sm btn-outline" onClick={() => void reveal(r)}>
                {t('reveal')}
              </button>
            )}
          </>
        ) : (
          '-'
        )),
    },
    {
      id: 'state',
      header: t('columns.state'),
      meta: { wrap: true },
      cell: ({ row: { original: r } }) =>
        `${t(`state.${r.state}`)}${r.reason ? ` (${r.reason})` : ''}${r.failMessage ? ` (${r.failMessage})` : ''}`,
    },
    ...decisionColumns<RefundListRow>({ requestedAt: t('columns.requestedAt'), decided: t('columns.decided') }),
  ];
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="btn btn-outline" onClick={() => void markSent()} disabled={busy || checked.length === 0}>
          {t('markSent')}
        </button>
      </div>
      <DataTable
        data={rows}
        columns={columns}
        rowId={(r) => String(r.refundSeq)}
        empty={t('empty')}
        label={t('title')}
        testId="refunds-table"
        detailsTitle={(r) => t('detailsTitle', { refundSeq: r.refundSeq, joinSeq: seq4(r.joinSeq) })}
        rowProps={() => ({ 'data-testid': 'refund-row' })}
      />
    </>
  );
}
