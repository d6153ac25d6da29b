'use client';
import { useTranslations } from 'next-intl';
import { CopyButton } from '@/components/ui/copy-button';
import uiStyles from '@/components/ui/ui.module.css';
import { type PaymentStatus } from '@/lib/codes';
import { awaitsPayment } from '@/lib/registration/permissions';
import { formatKst } from '@/lib/time/kst';
import { CardPayment } from './card-payment';
import { DlRow, statusClass } from './registration-summary';
import type { BankInfo } from './types';
import styles from './apply.module.css';

/**
 * How to pay a bank-transfer registration (spec §4 'bank transfer to a named bank; depositor text name
 * plus last 4 phone digits'), the same block at step 3, step 4, /apply/success and the lookup result:
 * bank, account number with a copy button, holder, amount (won), depositor memo, the entry's own
 * payment deadline (`payDeadline`, KST, with what happens at it; the end of the registration period
 * for an entry without one) and the status. While the entry awaits payment and `proof`
 * (joinHash or an orderId of it) is known, 'pay by card now' opens the card checkout instead.
 */
export function BankTransferDetails({
  bank,
  joinSeq,
  amount,
  brief,
  paymentStatus,
  proof,
  payDeadline,
  showStatus = true,
}: {
  bank: BankInfo;
  joinSeq: number;
  amount: number;
  brief: string | null | undefined;
  paymentStatus: PaymentStatus;
  proof?: string;
  /** ISO instant the entry is cancelled unless paid (lib/places/deadline.ts); null/absent: none. */
  payDeadline?: string | null;
  showStatus?: boolean;
}) {
  const t = useTranslations('apply');
  const tu = useTranslations('ui');
  const tp = useTranslations('places');
  const awaiting = awaitsPayment({ paymentStatus, amount });
  return (
    <section className={styles.bank} data-testid="bank-info" aria-labelledby={`bank-title-${joinSeq}`}>
      <h3 className={styles.subTitle} id={`bank-title-${joinSeq}`}>
        {t('check.bankTitle')}
      </h3>
      {!bank.accountNo && <p className="alert alert-info">{tu('bank.notSet')}</p>}
      <dl className={styles.dl}>
        <DlRow label={t('check.bankName')}>{bank.bankName ?? '-'}</DlRow>
        <DlRow label={t('check.accountNo')}>
          {bank.accountNo ? (
            <span className={uiStyles.copyRow}>
              <strong className={uiStyles.nowrap} data-testid="account-no">
                {bank.accountNo}
              </strong>
              <CopyButton text={bank.accountNo.replace(/\D/g, '') || bank.accountNo} />
            </span>
          ) : (
            '-'
          )}
        </DlRow>
        <DlRow label={t('check.accountHolder')}>{bank.accountHolder ?? '-'}</DlRow>
        <DlRow label={t('check.amount')}>{t('price', { amount: amount.toLocaleString('ko-KR') })}</DlRow>
        <DlRow label={t('check.depositor')}>
          <strong data-testid="depositor">{brief ?? '-'}</strong>
        </DlRow>
        {payDeadline ? (
          <DlRow label={tu('bank.deadline')}>
            <strong data-testid="pay-deadline">{tp('deadline.entryValue', { date: formatKst(payDeadline) })}</strong>
          </DlRow>
        ) : (
          bank.deadline && <DlRow label={tu('bank.deadline')}>{tu('bank.deadlineValue', { date: formatKst(bank.deadline) })}</DlRow>
        )}
        {showStatus && (
          <DlRow label={tu('bank.status')}>
            <span className={`badge ${statusClass(paymentStatus)}`}>{t(`status.${paymentStatus}`)}</span>
          </DlRow>
        )}
      </dl>
      <p className={`muted ${styles.small}`}>{t('check.depositorNote')}</p>
      {payDeadline && awaiting && <p className={`alert alert-info ${styles.small}`}>{tp('deadline.entryNote')}</p>}
      {awaiting && proof && (
        <div data-testid="pay-by-card-now">
          <h4 className={styles.subTitle}>{tu('bank.payByCardTitle')}</h4>
          <p className={styles.small}>{tu('bank.payByCardNote')}</p>
          <CardPayment joinSeq={joinSeq} proof={proof} amount={amount} />
        </div>
      )}
    </section>
  );
}
