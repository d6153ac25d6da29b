'use client';
import { type PaymentType } from '@/lib/codes';
import { useTranslations } from 'next-intl';
import { useState, type ReactNode } from 'react';
import { CardPayment } from './card-payment';
import { BankTransferDetails } from './bank-transfer-details';
import type { Applied, BankInfo } from './types';
import styles from './apply.module.css';

/**
 * Step 3 'registration check and payment' (spec §2, §4): the summary, the server's amount and the
 * payment method, bank transfer by default (account, amount, depositor memo = name + last 4 phone
 * digits, or 'free'), or card (CardPayment: server order, then Toss or the simulated checkout).
 * Individual and group flows pass the same props; `renderCard` may replace the built-in card panel.
 * An entry made with CARD (an applicant with a phone from abroad: bank transfer needs a Korean
 * account, and the server refuses it) offers card only, and says why.
 */
export function PaymentStep(props: {
  applied: Applied;
  bank: BankInfo;
  summary: ReactNode;
  onDone: () => void;
  renderCard?: (applied: Applied) => ReactNode;
}) {
  const t = useTranslations('apply.check');
  const ta = useTranslations('apply');
  const { applied, bank, renderCard } = props;
  const cardOnly = applied.paymentType === 'CARD';
  const [method, setMethod] = useState<PaymentType>(cardOnly ? 'CARD' : 'BANK');
  const free = applied.amount === 0;
  return (
    <section aria-labelledby="check-title">
      <h2 id="check-title" className={styles.stepTitle}>
        {t('title')}
      </h2>
      <p className="alert alert-ok">{t('received')}</p>
      {props.summary}
      <div className={styles.amountBox}>
        <span>{t('amount')}</span>
        <strong data-testid="amount">{free ? t('free') : ta('price', { amount: applied.amount.toLocaleString('ko-KR') })}</strong>
      </div>
      {free ? (
        <p className="alert alert-info">{t('freeNote')}</p>
      ) : (
        <fieldset className={styles.fieldset}>
          <legend>{t('method')}</legend>
          {cardOnly && <p className="alert alert-info">{t('cardOnlyForeign')}</p>}
          <div className={styles.methods}>
            {!cardOnly && (
              <label className={`${styles.method} ${method === 'BANK' ? styles.courseChecked : ''}`}>
                <input type="radio" name="paymentMethod" value="BANK" checked={method === 'BANK'} onChange={() => setMethod('BANK')} />
                {t('bank')}
              </label>
            )}
            <label className={`${styles.method} ${method === 'CARD' ? styles.courseChecked : ''}`}>
              <input type="radio" name="paymentMethod" value="CARD" checked={method === 'CARD'} onChange={() => setMethod('CARD')} />
              {t('card')}
            </label>
          </div>
          {method === 'BANK' && (
            <BankTransferDetails
              bank={bank}
              joinSeq={applied.joinSeq}
              amount={applied.amount}
              brief={applied.brief}
              paymentStatus={applied.paymentStatus}
              payDeadline={applied.payDeadline}
            />
          )}
          {method === 'CARD' &&
            (renderCard ? renderCard(applied) : <CardPayment joinSeq={applied.joinSeq} proof={applied.joinHash} amount={applied.amount} />)}
        </fieldset>
      )}
      {(method === 'BANK' || free) && (
        <div className={styles.actions}>
          <button type="button" className="btn" onClick={props.onDone}>
            {t('finish')}
          </button>
        </div>
      )}
    </section>
  );
}
