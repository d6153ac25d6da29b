'use client';
import { PAYMENT_STATUSES } from '@/lib/codes';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorText } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { PaymentRow } from '@/lib/reception/search';
import { KstDateTime } from './kst-date-time';
import { adminFetch } from './admin-fetch';
import { useRevealed } from './use-revealed';
import styles from './staff-console.module.css';

/**
 * Payment check list (spec §2 payment, §5 payment confirmation): check rows, pick the target status
 * (required), enter the deposit (only for one checked row: disabled and cleared for 2 or more) and
 * confirm through POST /api/admin/reception/confirm/{status}.
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
      {rows.length === 0 ? (
        <p className="muted">{t('reception.noResults')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0}>
          <table className="table">
            <thead>
              <tr>
                <th scope="col">
                  <input
                    type="checkbox"
                    aria-label={t('reception.payment.checkAll')}
                    checked={checked.length === rows.length}
                    onChange={(e) => toggleAll(e.target.checked)}
                  />
                </th>
                {(
                  [
                    'joinSeq',
                    'joinerName',
                    'exponent',
                    'cellphone',
                    'paymentType',
                    'paymentStatus',
                    'amount',
                    'deposit',
                    'brief',
                    'joinTime',
                    'paidAt',
                  ] as const
                ).map((k) => (
                  <th key={k} scope="col">
                    {t(`reception.columns.${k}`)}
                  </th>
                ))}
                <th scope="col">
                  <span className="sr-only">{t('reception.reveal')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => {
                const v = revealed[r.joinSeq];
                return (
                  <tr key={r.joinSeq} data-testid="payment-row">
                    <td>
                      <input
                        type="checkbox"
                        aria-label={t('reception.payment.check', { joinSeq: r.joinSeq })}
                        checked={checked.includes(r.joinSeq)}
                        onChange={(e) => toggle(r.joinSeq, e.target.checked)}
                      />
                    </td>
                    <td>{r.joinSeq}</td>
                    <td className={styles.nowrap}>{v?.joinerName ?? r.joinerName}</td>
                    <td className="wrap">{r.exponent ?? ''}</td>
                    <td>{v?.cellphone ?? r.cellphone}</td>
                    <td>{t(`reception.paymentType.${r.paymentType}`)}</td>
                    <td>{t(`reception.status.${r.paymentStatus}`)}</td>
                    <td>{r.amount.toLocaleString('ko-KR')}</td>
                    <td>{r.deposit?.toLocaleString('ko-KR') ?? ''}</td>
                    <td className={styles.nowrap}>{v ? (v.brief ?? '') : (r.brief ?? '')}</td>
                    <td>
                      <KstDateTime at={r.joinTime} />
                    </td>
                    <td>
                      <KstDateTime at={r.paidAt} />
                    </td>
                    <td>
                      {v ? null : (
                        <button type="button" className="btn btn-outline btn-sm" onClick={() => void reveal(r.joinSeq)}>
                          {t('reception.reveal')}
                        </button>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
