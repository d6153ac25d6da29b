import { useTranslations } from 'next-intl';
import { formatKst } from '@/lib/time/kst';
import type { LedgerRowView } from '@/lib/ledger/view';
import styles from './ledger.module.css';

const signed = (n: number) => `${n > 0 ? '' : n < 0 ? '−' : ''}${Math.abs(n).toLocaleString('ko-KR')}`;

/**
 * The rows of a payment ledger (POST /api/application/ledger, GET /api/admin/ledger), oldest first:
 * when, what kind, what for (memo in the visitor's language) and the amount in won; `staff` adds who
 * recorded a row. Server or client.
 */
export function LedgerTable({ rows, staff = false }: { rows: Array<LedgerRowView & { staffUserName?: string | null }>; staff?: boolean }) {
  const t = useTranslations('ledger');
  if (rows.length === 0) return <p className="muted">{t('summary.empty')}</p>;
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-label={t('summary.title')}>
      <table className="table" data-testid="ledger-table">
        <thead>
          <tr>
            <th scope="col">{t('summary.columns.at')}</th>
            <th scope="col">{t('summary.columns.kind')}</th>
            <th scope="col">{t('summary.columns.memo')}</th>
            <th scope="col" className={styles.num}>
              {t('summary.columns.amount')}
            </th>
            {staff && <th scope="col">{t('summary.columns.staff')}</th>}
          </tr>
        </thead>
        <tbody>
          {rows.map((r, i) => (
            <tr key={i}>
              <td className={styles.nowrap}>{formatKst(r.at)}</td>
              <td>{t(`kinds.${r.kind}`)}</td>
              <td className={styles.wrap}>{r.memo}</td>
              <td className={`${styles.num} ${styles.nowrap}`}>{signed(r.amount)}</td>
              {staff && <td>{r.staffUserName ?? ''}</td>}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
