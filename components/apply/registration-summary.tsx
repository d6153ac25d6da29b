import { type PaymentStatus } from '@/lib/codes';
import { useLocale, useTranslations } from 'next-intl';
import type { SummaryJoiner, SummaryRunner } from './types';
import styles from './apply.module.css';
import { Localized } from '@/components/ui/localized';

const won = (n: number) => n.toLocaleString('ko-KR');

/** Badge colour of a payment status (spec §4): paid green, cancelled red, awaiting orange. */
export function statusClass(status: PaymentStatus): string {
  return status === 'CMPL' ? 'badge-open' : status === 'CNCL' ? 'badge-closed' : styles.badgeWait;
}

/** One label/value line of the summary lists. */
export function DlRow({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Applicant, runners and payment of one registration (steps 3/4, /apply/search, /apply/success). */
export function RegistrationSummary({ joiner, runners }: { joiner: SummaryJoiner; runners: SummaryRunner[] }) {
  const t = useTranslations('apply');
  const locale = useLocale();
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
        <DlRow label={t('summary.address')}>
          ({joiner.zipcode}) {joiner.zipAddress} {joiner.address}
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
          <DlRow label={t('summary.amount')}>{joiner.amount === 0 ? t('check.free') : t('price', { amount: won(joiner.amount) })}</DlRow>
        )}
      </dl>
      <h3 className={styles.subTitle}>{t('summary.runners')}</h3>
      <div className={styles.tableWrap} tabIndex={0}>
        <table className="table">
          <thead>
            <tr>
              <th>{t('summary.runnerName')}</th>
              <th>{t('summary.birthday')}</th>
              <th>{t('summary.gender')}</th>
              <th>{t('summary.cellphone')}</th>
              <th>{t('summary.course')}</th>
              <th>{t('summary.option')}</th>
            </tr>
          </thead>
          <tbody>
            {runners.map((r, i) => (
              <tr key={i}>
                <td>{r.runnerName}</td>
                <td>{r.birthday}</td>
                <td>{r.gender === 'M' || r.gender === 'F' ? t(`gender.${r.gender}`) : r.gender}</td>
                <td>{r.cellphone}</td>
                <td>
                  <Localized row={r} field="ticketName" locale={locale} />
                </td>
                <td>{r.choiceOption ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
