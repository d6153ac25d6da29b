import { type PaymentStatus } from '@/lib/codes';
import { useTranslations } from 'next-intl';
import { MoneyLine } from '@/components/ledger/money-line';
import type { SummaryJoiner, SummaryRunner } from './types';
import styles from './apply.module.css';
import { DlRow } from './dl-row';
import { SummaryRunners } from './summary-runners';

const won = (n: number) => n.toLocaleString('ko-KR');

/** Badge colour of a payment status (spec §4): paid green, cancelled red, awaiting orange. */
export function statusClass(status: PaymentStatus): string {
  return status === 'CMPL' ? 'badge-open' : status === 'CNCL' ? 'badge-closed' : styles.badgeWait;
}

export { DlRow };

/** Applicant, runners and payment of one registration (steps 3/4, /apply/search, /apply/success). */
export function RegistrationSummary({ joiner, runners }: { joiner: SummaryJoiner; runners: SummaryRunner[] }) {
  const t = useTranslations('apply');
  return (
    <div className={styles.summary} data-testid="registration-summary">
      <dl className={styles.dl}>
        {joiner.joinSeq != null && (
          <DlRow label={t('summary.joinSeq')}>
            <strong>{String(joiner.joinSeq).padStart(4, '0')}</strong>
          </DlRow>
        )}
        {joiner.exponent && <DlRow label={t('summary.exponent')}>{joiner.exponent}</DlRow>}
        <DlRow label={t('summary.applicant')}>{joiner.joinerName}</DlRow>
        <DlRow label={t('summary.cellphone')}>{joiner.cellphone}</DlRow>
        {joiner.email && <DlRow label={t('summary.email')}>{joiner.email}</DlRow>}
        <DlRow label={t('summary.address')}>
          {/* A runner from abroad may have no postcode: no empty brackets then. */}
          {joiner.zipcode ? `(${joiner.zipcode}) ` : ''}
          {joiner.zipAddress} {joiner.address}
        </DlRow>
        {joiner.paymentStatus && (
          <DlRow label={t('summary.paymentStatus')}>
            <span className={`badge ${statusClass(joiner.paymentStatus)}`} data-testid="payment-status">
              {t(`status.${joiner.paymentStatus}`)}
            </span>
            {joiner.paymentType && <span className="muted"> · {t(`paymentType.${joiner.paymentType}`)}</span>}
          </DlRow>
        )}
        {joiner.amount != null && (
          <DlRow label={t('summary.amount')}>
            {joiner.amount === 0 && !joiner.money?.paid ? t('check.free') : t('price', { amount: won(joiner.amount) })}
            {joiner.money && (joiner.amount > 0 || joiner.money.paid > 0) && (
              <span className="muted">
                {' '}
                (<MoneyLine money={joiner.money} />)
              </span>
            )}
          </DlRow>
        )}
      </dl>
      <h3 className={styles.subTitle}>{t('summary.runners')}</h3>
      <SummaryRunners runners={runners} />
    </div>
  );
}
