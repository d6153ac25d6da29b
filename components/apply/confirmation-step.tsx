import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { awaitsPayment } from '@/lib/registration/permissions';
import { BankTransferDetails } from './bank-transfer-details';
import { statusClass } from './registration-summary';
import type { Applied, BankInfo } from './types';
import styles from './apply.module.css';

/**
 * Step 4 'payment confirmation and cautions' (spec §2): the registration number, the payment status,
 * the transfer details while it awaits payment (with 'pay by card now'), the cautions, and links to the
 * detail page (/apply/success, while the order cookie lives) and lookup.
 */
export function ConfirmationStep({
  applied,
  bank,
}: {
  applied: Pick<Applied, 'joinSeq' | 'joinHash' | 'paymentStatus' | 'amount' | 'brief' | 'payDeadline'>;
  bank: BankInfo | null;
}) {
  const t = useTranslations('apply');
  const seq = String(applied.joinSeq).padStart(4, '0');
  return (
    <section aria-labelledby="done-title">
      <h2 id="done-title" className={styles.stepTitle}>
        {t('done.title')}
      </h2>
      <div className={styles.joinSeqBox}>
        <span>{t('done.joinSeq')}</span>
        <strong data-testid="join-seq">{seq}</strong>
        <span className={`badge ${statusClass(applied.paymentStatus)}`} data-testid="payment-status">
          {t('done.status')}: {t(`status.${applied.paymentStatus}`)}
        </span>
      </div>
      <p className="alert alert-info">{t('done.keepNumber')}</p>
      {bank && awaitsPayment(applied) && (
        <BankTransferDetails
          bank={bank}
          joinSeq={applied.joinSeq}
          amount={applied.amount}
          brief={applied.brief}
          paymentStatus={applied.paymentStatus}
          proof={applied.joinHash}
          payDeadline={applied.payDeadline}
        />
      )}
      <h3 className={styles.subTitle}>{t('done.cautionsTitle')}</h3>
      <ul className={styles.cautions}>
        {(['c1', 'c2', 'c3', 'c4', 'c5'] as const).map((k) => (
          <li key={k}>{t(`done.${k}`)}</li>
        ))}
      </ul>
      <div className={styles.actions}>
        <Link className="btn btn-outline" href={`/apply/success?joinSeq=${seq}&joinHash=${encodeURIComponent(applied.joinHash)}`}>
          {t('done.viewDetail')}
        </Link>
        <Link className="btn" href="/apply/search">
          {t('done.goSearch')}
        </Link>
      </div>
    </section>
  );
}
