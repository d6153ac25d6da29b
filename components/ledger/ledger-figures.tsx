import { useTranslations } from 'next-intl';
import type { LedgerSummary } from '@/lib/ledger/summary';
import styles from './ledger.module.css';

const won = (n: number) => `${n.toLocaleString('ko-KR')}`;

/** The ledger's figures as labelled boxes (charged, paid, refunded, still due or to be refunded), in won. */
export function LedgerFigures({ money }: { money: LedgerSummary }) {
  const t = useTranslations('ledger');
  const box = (key: 'charged' | 'paid' | 'refunded' | 'due' | 'credit', extra = '') => (
    <div className={`${styles.figure} ${extra}`} data-testid={`figure-${key}`}>
      <dt>{t(`summary.${key}`)}</dt>
      <dd>{t('won', { amount: won(money[key]) })}</dd>
    </div>
  );
  return (
    <dl className={styles.figures}>
      {box('charged')}
      {box('paid')}
      {money.refunded > 0 && box('refunded')}
      {money.due > 0 && box('due', styles.due)}
      {money.credit > 0 && box('credit', styles.credit)}
    </dl>
  );
}
