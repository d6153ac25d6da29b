'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import type { RefundListRow } from '@/lib/refunds/staff-list';
import { adminFetch } from '../admin-fetch';
import { KstDateTime } from '../kst-date-time';
import styles from '../staff-console.module.css';
import { useStaffAction } from '../use-staff-action';

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
    const a = await adminFetch<{ account: { bankName: string; accountNo: string; holder: string | null } | null }>(
      'POST',
      `/api/admin/refunds/${r.refundSeq}/reveal`,
      undefined,
      noPermission,
    );
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
  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="btn btn-outline" onClick={() => void markSent()} disabled={busy || checked.length === 0}>
          {t('markSent')}
        </button>
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t('empty')}</p>
      ) : (
        <div className={styles.tableWrap} tabIndex={0} role="region" aria-label={t('title')}>
          <table className="table" data-testid="refunds-table">
            <thead>
              <tr>
                <th scope="col">
                  <span className="sr-only">{t('check')}</span>
                </th>
                {(
                  [
                    'refundSeq',
                    'joinSeq',
                    'joinerName',
                    'amount',
                    'parts',
                    'account',
                    'state',
                    'requestedAt',
                    'decided',
                    'actions',
                  ] as const
                ).map((k) => (
                  <th key={k} scope="col">
                    {t(`columns.${k}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((r) => (
                <tr key={r.refundSeq} data-testid="refund-row">
                  <td>
                    {sendable(r) && (
                      <input
                        type="checkbox"
                        aria-label={t('checkRow', { refundSeq: r.refundSeq })}
                        checked={checked.includes(r.refundSeq)}
                        onChange={(e) => setChecked((c) => (e.target.checked ? [...c, r.refundSeq] : c.filter((x) => x !== r.refundSeq)))}
                      />
                    )}
                  </td>
                  <td>{r.refundSeq}</td>
                  <td>{String(r.joinSeq).padStart(4, '0')}</td>
                  <td className={styles.nowrap}>{r.joinerName}</td>
                  <td className={styles.nowrap}>
                    {won(r.amount)} ({r.policyPercent}%)
                  </td>
                  <td className={styles.nowrap}>
                    {t('cardPart', { amount: won(r.cardAmount) })}
                    <br />
                    {t('bankPart', { amount: won(r.bankAmount) })}
                  </td>
                  <td className="wrap">
                    {shown[r.refundSeq] ??
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
                      ))}
                  </td>
                  <td className="wrap">
                    {t(`state.${r.state}`)}
                    {r.reason ? ` (${r.reason})` : ''}
                    {r.failMessage ? ` (${r.failMessage})` : ''}
                  </td>
                  <td>
                    <KstDateTime at={r.requestedAt} />
                  </td>
                  <td className={styles.nowrap}>
                    {r.decidedBy ?? ''}
                    {r.decidedAt && <KstDateTime at={r.decidedAt} />}
                  </td>
                  <td className={styles.nowrap}>
                    {(r.state === 'requested' || r.state === 'failed') && (
                      <>
                        <button type="button" className="btn btn-sm" onClick={() => void approve(r)} disabled={busy}>
                          {t('approve')}
                        </button>{' '}
                        <button type="button" className="btn btn-sm btn-outline" onClick={() => void refuse(r)} disabled={busy}>
                          {t('refuse')}
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </>
  );
}
