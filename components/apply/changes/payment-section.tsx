'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LedgerFigures } from '@/components/ledger/ledger-figures';
import { LedgerTable } from '@/components/ledger/ledger-table';
import { MoneyLine } from '@/components/ledger/money-line';
import type { LedgerView } from '@/lib/ledger/view';
import type { SearchAnswer } from '@/lib/registration/self-service';
import { callApi } from '@/components/http/api-client';
import { BankTransferDetails } from '../bank-transfer-details';
import { CardPayment } from '../card-payment';
import { isInternational } from '@/lib/validation/international-phone';
import type { BankInfo } from '../types';
import styles from '../apply.module.css';
import type { LookupProof } from './types';

/**
 * The money of a looked-up registration: the ledger's figures ('입금 90,000원 · 추가 납부 15,000원'),
 * its rows (POST /api/application/ledger, reloaded with every change) and, while money is due, the
 * bank details for that balance with 'pay by card now' (a new order for the balance); a runner from
 * abroad (bank transfer needs a Korean account) is offered the card only.
 */
export function PaymentSection({
  reg,
  proof,
  bank,
  version,
}: {
  reg: SearchAnswer;
  proof: LookupProof;
  bank: BankInfo | null;
  version: number;
}) {
  const t = useTranslations('ledger');
  const ta = useTranslations('apply');
  const j = reg.joiner;
  const [ledger, setLedger] = useState<LedgerView | null>(null);
  useEffect(() => {
    let live = true;
    void callApi<LedgerView>('POST', '/api/application/ledger', proof).then((a) => {
      if (live && a.ok) setLedger(a.body);
    });
    return () => {
      live = false;
    };
  }, [proof, version]);

  const due = j.money.due;
  return (
    <section aria-labelledby="money-title" className={styles.fieldset} data-testid="payment-section">
      <h2 id="money-title" className={styles.subTitle}>
        {t('summary.title')}
      </h2>
      <p>
        <strong>
          <MoneyLine money={j.money} />
        </strong>
      </p>
      <LedgerFigures money={j.money} />
      {ledger && (
        <details>
          <summary>{t('summary.details')}</summary>
          <LedgerTable rows={ledger.rows} />
        </details>
      )}
      {due > 0 && j.paymentStatus === 'RSVT' && (
        <div data-testid="balance-due">
          <h3 className={styles.subTitle}>{t('pay.title')}</h3>
          <p>
            {j.money.paid > 0 ? t('pay.intro', { due: due.toLocaleString('ko-KR') }) : t('pay.first', { due: due.toLocaleString('ko-KR') })}
          </p>
          {isInternational(j.cellphone) ? (
            // Bank transfer needs a Korean account: a runner from abroad pays the balance by card.
            <div data-testid="pay-by-card-now">
              <p className="alert alert-info">{ta('check.cardOnlyForeign')}</p>
              <CardPayment joinSeq={j.joinSeq} proof={j.joinHash} amount={due} />
            </div>
          ) : (
            bank && (
              <BankTransferDetails
                bank={bank}
                joinSeq={j.joinSeq}
                amount={due}
                brief={j.brief}
                paymentStatus={j.paymentStatus}
                proof={j.joinHash}
                payDeadline={j.payDeadline}
              />
            )
          )}
        </div>
      )}
    </section>
  );
}
