'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { RefundPolicyList } from '@/components/ledger/refund-policy-list';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { useFeedback } from '@/components/ui/feedback';
import { cancellationRefund } from '@/lib/ledger/refund-policy';
import { KOREAN_BANKS } from '@/lib/payments/banks';
import { MIN_GROUP_RUNNERS } from '@/lib/registration/group';
import { formatKst } from '@/lib/time/kst';
import { callApi, useErrorText } from '@/components/http/api-client';
import styles from '../apply.module.css';
import type { ChangeSectionProps } from './types';
import type { RefundRequestAnswer } from '@/lib/refunds/request';

const won = (n: number) => n.toLocaleString('ko-KR');

/**
 * 'Cancel and refund' of the lookup page: the edition's refund policy with what comes back today,
 * cancelling the whole entry or (a group keeping 2 runners) some runners, or asking for what a change
 * left owed back. Before anything is sent the visitor sees the amount back and its card and bank parts
 * (card first, up to what was paid by card) and gives the account for the bank part (bank from the
 * Korean bank list). An entry nothing was paid for is cancelled outright (DELETE /api/application/cancel).
 */
export function RefundSection({ reg, proof, policy, onChanged }: ChangeSectionProps) {
  const t = useTranslations('ledger.refund');
  const ts = useTranslations('search');
  const tu = useTranslations('ui.search');
  const locale = useLocale() as 'ko' | 'en';
  const router = useRouter();
  const errorText = useErrorText();
  const { alert, confirm } = useFeedback();
  const j = reg.joiner;
  const [scope, setScope] = useState<'whole' | 'some'>('whole');
  const [picked, setPicked] = useState<number[]>([]);
  const [account, setAccount] = useState({ bankCode: '', accountNo: '', holder: j.joinerName });
  const [busy, setBusy] = useState(false);
  const live = j.paymentStatus !== 'CNCL';
  const percent = policy.refundPercent;

  // What is cancelled, what comes back (won) and how: card first, the rest by bank transfer.
  const cancelling = live && (scope === 'whole' || picked.length > 0);
  const removed = !live
    ? 0
    : scope === 'whole'
      ? j.money.charged
      : reg.runners.filter((r) => picked.includes(r.runnerSeq)).reduce((n, r) => n + r.price, 0);
  const split = cancellationRefund(j.money, removed, percent);
  // What is owed back and not yet asked for (open requests already speak for their amounts).
  const asked = reg.refunds
    .filter((r) => r.state === 'requested' || r.state === 'approved' || r.state === 'failed')
    .reduce((n, r) => n + r.amount, 0);
  const claimable = Math.max(0, j.money.credit - asked);
  const back = claimable + split.refund;
  const card = Math.min(back, reg.cardRefundable);
  const bank = back - card;
  const canSplit = !!j.exponent && reg.runners.length > MIN_GROUP_RUNNERS;

  async function cancelUnpaid() {
    if (
      !(await confirm(ts('confirmCancel'), {
        title: ts('cancelTitle'),
        // Nothing was paid, so nothing is refunded: the plain 'cancel the entry' / 'keep it'.
        confirmLabel: tu('cancel'),
        cancelLabel: tu('keep'),
        danger: true,
      }))
    )
      return;
    const res = await callApi('DELETE', '/api/application/cancel', proof);
    if (!res.ok) return alert(errorText(res));
    await alert(ts('cancelled'));
    router.push('/apply/individual');
  }

  async function request() {
    const text = cancelling ? t('confirm', { amount: won(back) }) : t('credit', { amount: won(back) });
    if (
      !(await confirm(text, {
        title: t('confirmTitle'),
        confirmLabel: cancelling ? t('confirmButton') : t('submitCredit'),
        cancelLabel: t('keep'),
        danger: cancelling,
      }))
    )
      return;
    setBusy(true);
    const res = await callApi<RefundRequestAnswer>('POST', '/api/application/refund-request', {
      proof,
      ...(cancelling ? (scope === 'some' ? { runnerSeqs: picked } : {}) : { runnerSeqs: [] }),
      ...(bank > 0 ? { account } : {}),
    });
    setBusy(false);
    if (!res.ok) return alert(errorText(res));
    await alert(res.body.refundSeq ? t('requested', { amount: won(res.body.amount) }) : t('cancelledNoRefund'));
    await onChanged();
  }

  const showRequest = (live && j.refundable) || claimable > 0;
  return (
    <section aria-labelledby="refund-title" className={styles.fieldset} data-testid="refund-section">
      <h2 id="refund-title" className={styles.subTitle}>
        {live ? t('title') : t('requests')}
      </h2>
      {live && (
        <>
          <h3 className={styles.subTitle}>{t('policyTitle')}</h3>
          <RefundPolicyList windows={policy.refundWindows} />
          {j.money.paid > 0 && <p>{t('today', { percent })}</p>}
        </>
      )}
      {live && j.cancelable && (
        <button type="button" className="btn btn-danger" onClick={() => void cancelUnpaid()}>
          {ts('cancelButton')}
        </button>
      )}
      {showRequest && (
        <div data-testid="refund-form">
          {live && j.refundable && canSplit && (
            <div className={styles.inline} role="radiogroup" aria-label={t('title')}>
              {(['whole', 'some'] as const).map((s) => (
                <label key={s} className={styles.check}>
                  <input type="radio" name="refund-scope" checked={scope === s} onChange={() => setScope(s)} />
                  {t(s)}
                </label>
              ))}
            </div>
          )}
          {live && scope === 'some' && (
            <fieldset className={styles.fieldset}>
              <legend>{t('pick')}</legend>
              {reg.runners.map((r) => (
                <label key={r.runnerSeq} className={styles.check}>
                  <input
                    type="checkbox"
                    checked={picked.includes(r.runnerSeq)}
                    onChange={(e) => setPicked((p) => (e.target.checked ? [...p, r.runnerSeq] : p.filter((x) => x !== r.runnerSeq)))}
                  />
                  {r.runnerName} · {r.ticketName}
                </label>
              ))}
            </fieldset>
          )}
          {!live || !j.refundable ? <p>{t('credit', { amount: won(claimable) })}</p> : null}
          <p className="alert alert-info" data-testid="amount-back">
            {t('amountBack', { amount: won(back) })}
            {back > 0 && <> ({t('amountSplit', { card: won(card), bank: won(bank) })})</>}
            {cancelling && split.fee > 0 && (
              <>
                <br />
                {t('fee', { fee: won(split.fee) })}
              </>
            )}
          </p>
          {bank > 0 && (
            <fieldset className={styles.fieldset} data-testid="refund-account">
              <legend>{t('accountTitle')}</legend>
              <p className={styles.small}>{t('accountHint')}</p>
              <div className="row">
                <SelectField
                  id="refundBank"
                  label={t('bank')}
                  value={account.bankCode}
                  placeholder={t('chooseBank')}
                  onChange={(e) => setAccount({ ...account, bankCode: e.target.value })}
                  options={KOREAN_BANKS.map((b) => ({ value: b.code, label: b[locale] }))}
                />
                <TextField
                  id="refundAccountNo"
                  label={t('accountNo')}
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={25}
                  value={account.accountNo}
                  onChange={(e) => setAccount({ ...account, accountNo: e.target.value })}
                />
                <TextField
                  id="refundHolder"
                  label={t('holder')}
                  value={account.holder}
                  onChange={(e) => setAccount({ ...account, holder: e.target.value })}
                />
              </div>
            </fieldset>
          )}
          <div className={styles.actions}>
            <button
              type="button"
              className={cancelling ? 'btn btn-danger' : 'btn'}
              onClick={() => void request()}
              disabled={busy || (live && scope === 'some' && picked.length === 0)}
            >
              {cancelling ? t('submit') : t('submitCredit')}
            </button>
          </div>
        </div>
      )}
      {reg.refunds.length > 0 && (
        <>
          <h3 className={styles.subTitle}>{t('requests')}</h3>
          <ul data-testid="refund-requests">
            {reg.refunds.map((r) => (
              <li key={r.refundSeq}>
                {t('requestLine', { date: formatKst(r.requestedAt), amount: won(r.amount), state: t(`state.${r.state}`) })}
                {r.reason ? ` (${r.reason})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {!live && !showRequest && reg.refunds.length === 0 && <p className="muted">{ts('alreadyCancelled')}</p>}
    </section>
  );
}
