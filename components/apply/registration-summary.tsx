import { useTranslations } from 'next-intl';
import type { SummaryJoiner, SummaryRunner } from './types';
import styles from './apply.module.css';

const won = (n: number) => n.toLocaleString('ko-KR');

/** Applicant, runners and payment of one registration (steps 3/4, /apply/search, /apply/success). */
export function RegistrationSummary({ joiner, runners }: { joiner: SummaryJoiner; runners: SummaryRunner[] }) {
  const t = useTranslations('apply');
  return (
    <div className={styles.summary} data-testid="registration-summary">
      <dl className={styles.dl}>
        {joiner.joinSeq != null && (
          <div>
            <dt>{t('summary.joinSeq')}</dt>
            <dd>
              <strong>{String(joiner.joinSeq).padStart(4, '0')}</strong>
            </dd>
          </div>
        )}
        {joiner.exponent && (
          <div>
            <dt>{t('summary.exponent')}</dt>
            <dd>{joiner.exponent}</dd>
          </div>
        )}
        <div>
          <dt>{t('summary.applicant')}</dt>
          <dd>{joiner.joinerName}</dd>
        </div>
        <div>
          <dt>{t('summary.cellphone')}</dt>
          <dd>{joiner.cellphone}</dd>
        </div>
        <div>
          <dt>{t('summary.address')}</dt>
          <dd>
            ({joiner.zipcode}) {joiner.zipAddress} {joiner.address}
          </dd>
        </div>
        {joiner.paymentStatus && (
          <div>
            <dt>{t('summary.paymentStatus')}</dt>
            <dd>
              <span className={`badge ${joiner.paymentStatus === 'CMPL' ? 'badge-open' : joiner.paymentStatus === 'CNCL' ? 'badge-closed' : styles.badgeWait}`} data-testid="payment-status">
                {t(`status.${joiner.paymentStatus}`)}
              </span>
              {joiner.paymentType && <span className="muted"> · {t(`paymentType.${joiner.paymentType}`)}</span>}
            </dd>
          </div>
        )}
        {joiner.amount != null && (
          <div>
            <dt>{t('summary.amount')}</dt>
            <dd>{joiner.amount === 0 ? t('check.free') : t('price', { amount: won(joiner.amount) })}</dd>
          </div>
        )}
      </dl>
      <h3 className={styles.subTitle}>{t('summary.runners')}</h3>
      <div className={styles.tableWrap}>
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
                <td>{r.ticketName}</td>
                <td>{r.choiceOption ?? '-'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
