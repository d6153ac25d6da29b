'use client';
import { PAYMENT_STATUSES } from '@/lib/codes';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { DataTable, type Column } from '@/components/ui/data-table/data-table';
import type { PaymentRow } from '@/lib/reception/search';
import { MoneyLine } from '@/components/ledger/money-line';
import { DeadlineCell } from './deadline-cell';
import { KstDateTime } from './kst-date-time';
import { adminFetch } from './admin-fetch';
import { useRevealed } from './use-revealed';
import styles from './staff-console.module.css';

/**
 * Payment check list (spec §2 payment, §5 payment confirmation): check rows, pick the target status
 * (required), enter the deposit (only for one checked row: disabled and cleared for 2 or more) and
 * confirm through POST /api/admin/reception/confirm/{status}. Each row shows its payment deadline
 * (changed one entry at a time, DeadlineCell) or why the system cancelled it.
 */
export function PaymentsTable({ rows, eventCode, readOnly }: { rows: PaymentRow[]; eventCode?: string; readOnly?: boolean }) {
  const t = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { revealed, reveal } = useRevealed(eventCode);
  const [checked, setChecked] = useState<number[]>([]);
  const [status, setStatus] = useState('');
  const [deposit, setDeposit] = useState('');
  const [busy, setBusy] = useState(false);
  const { alert, confirm: ask, toast } = useFeedback();
  const tu = useTranslations('ui');
  const depositDisabled = checked.length >= 2;

  function toggle(joinSeq: number, on: boolean) {
    const next = on ? [...checked, joinSeq] : checked.filter((s) => s !== joinSeq);
    setChecked(next);
    if (next.length >= 2) setDeposit('');
  }
  function toggleAll(on: boolean) {
    const next = on ? rows.map((r) => r.joinSeq) : [];
    setChecked(next);
    if (next.length >= 2) setDeposit('');
  }

  async function confirm() {
    if (!status) return alert(t('reception.statusRequired'));
    if (checked.length === 0) return alert(t('reception.checkOne'));
    // A bulk change is named by its count and target before anything moves (cancelling refunds cards).
    const count = checked.length;
    const statusName = t(`reception.status.${status}` as never);
    const go = await ask(
      status === 'CNCL' ? tu('staff.confirmStatusCncl', { count }) : tu('staff.confirmStatus', { count, status: statusName }),
      {
        title: tu('staff.confirmStatusTitle'),
        confirmLabel: tu('staff.applyStatus', { count, status: statusName }),
        cancelLabel: tu('staff.keep'),
        danger: status === 'CNCL',
      },
    );
    if (!go) return;
    setBusy(true);
    const a = await adminFetch(
      'POST',
      `/api/admin/reception/confirm/${status}`,
      { joinSeqs: checked.join(','), deposit: depositDisabled || deposit === '' ? null : Number(deposit) },
      t('errors.noPermission'),
    );
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return alert(errorText(a));
    toast(tu('staff.processed', { count }), 'ok');
    setChecked([]);
    setDeposit('');
    router.refresh();
  }

  const columns: Array<Column<PaymentRow>> = [
    {
      id: 'check',
      meta: { action: true },
      header: () => (
        <input
          type="checkbox"
          aria-label={t('reception.payment.checkAll')}
          checked={rows.length > 0 && checked.length === rows.length}
          onChange={(e) => toggleAll(e.target.checked)}
        />
      ),
      cell: ({ row: { original: r } }) => (
        <input
          type="checkbox"
          aria-label={t('reception.payment.check', { joinSeq: r.joinSeq })}
          checked={checked.includes(r.joinSeq)}
          onChange={(e) => toggle(r.joinSeq, e.target.checked)}
        />
      ),
    },
    {
      id: 'reveal',
      meta: { action: true },
      header: () => <span className="sr-only">{t('reception.reveal')}</span>,
      cell: ({ row: { original: r } }) =>
        revealed[r.joinSeq] ? null : (
          <button type="button" className="btn btn-outline btn-sm" onClick={() => void reveal(r.joinSeq)}>
            {t('reception.reveal')}
          </button>
        ),
    },
    { accessorKey: 'joinSeq', header: t('reception.columns.joinSeq') },
    {
      id: 'joinerName',
      header: t('reception.columns.joinerName'),
      cell: ({ row: { original: r } }) => revealed[r.joinSeq]?.joinerName ?? r.joinerName,
    },
    {
      id: 'exponent',
      header: t('reception.columns.exponent'),
      cell: ({ row: { original: r } }) => r.exponent ?? '',
      meta: { wrap: true, priority: 2 },
    },
    {
      id: 'cellphone',
      header: t('reception.columns.cellphone'),
      cell: ({ row: { original: r } }) => revealed[r.joinSeq]?.cellphone ?? r.cellphone,
      // Deposits are matched by the depositor name, which already ends in the phone's last four
      // digits: on a console narrower than 1100 px the phone gives way to the ledger line.
      meta: { priority: 3 },
    },
    {
      id: 'paymentType',
      header: t('reception.columns.paymentType'),
      cell: ({ row: { original: r } }) => t(`reception.paymentType.${r.paymentType}`),
      meta: { priority: 3 },
    },
    {
      id: 'paymentStatus',
      header: t('reception.columns.paymentStatus'),
      cell: ({ row: { original: r } }) => t(`reception.status.${r.paymentStatus}`),
    },
    {
      id: 'amount',
      header: t('reception.columns.amount'),
      cell: ({ row: { original: r } }) => r.amount.toLocaleString('ko-KR'),
      meta: { numeric: true },
    },
    {
      id: 'deposit',
      header: t('reception.columns.deposit'),
      cell: ({ row: { original: r } }) => r.deposit?.toLocaleString('ko-KR') ?? '',
      // The ledger line beside it says the same in words, so the bare figure gives way first.
      meta: { numeric: true, priority: 3 },
    },
    {
      id: 'ledger',
      header: t('reception.columns.ledger'),
      cell: ({ row: { original: r } }) => <MoneyLine money={r.money} />,
      // '입금 90,000원 · 추가 납부 15,000원' may break between its parts rather than widen the table.
      meta: { wrap: true },
    },
    {
      id: 'brief',
      header: t('reception.columns.brief'),
      cell: ({ row: { original: r } }) => (revealed[r.joinSeq] ? (revealed[r.joinSeq].brief ?? '') : (r.brief ?? '')),
    },
    {
      id: 'joinTime',
      header: t('reception.columns.joinTime'),
      cell: ({ row: { original: r } }) => <KstDateTime at={r.joinTime} />,
      meta: { priority: 3 },
    },
    {
      id: 'paidAt',
      header: t('reception.columns.paidAt'),
      cell: ({ row: { original: r } }) => <KstDateTime at={r.paidAt} />,
      meta: { priority: 3 },
    },
    {
      id: 'payDeadline',
      header: t('places.staff.deadline'),
      cell: ({ row: { original: r } }) => <DeadlineCell row={r} />,
      meta: { priority: 3 },
    },
  ];

  return (
    <>
      {/* A past edition's payments are read only: status changes act on the current edition. */}
      {readOnly ? (
        <p className="muted">{t('editions.pastReadOnly')}</p>
      ) : (
        <div className={styles.toolbar}>
          <div className={`${styles.filters} ${styles.flush}`}>
            <SelectField
              id="target-status"
              label={t('reception.payment.targetStatus')}
              value={status}
              onChange={(e) => setStatus(e.target.value)}
              placeholder={t('reception.payment.chooseStatus')}
              options={PAYMENT_STATUSES.map((s) => ({ value: s, label: t(`reception.status.${s}`) }))}
            />
            <TextField
              id="deposit"
              label={t('reception.columns.deposit')}
              digits
              value={deposit}
              disabled={depositDisabled}
              onChange={(e) => setDeposit(e.target.value)}
            />
            <button type="button" className="btn" onClick={() => void confirm()} disabled={busy}>
              {t('reception.payment.confirm')}
            </button>
          </div>
        </div>
      )}
      <DataTable
        data={rows}
        columns={columns}
        rowId={(r) => String(r.joinSeq)}
        empty={t('reception.noResults')}
        label={t('reception.menu.payment')}
        detailsTitle={(r) => t('reception.detailsTitle', { joinSeq: r.joinSeq, name: revealed[r.joinSeq]?.joinerName ?? r.joinerName })}
        rowProps={() => ({ 'data-testid': 'payment-row' })}
      />
    </>
  );
}
