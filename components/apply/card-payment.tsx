'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { callApi, useErrorText } from '@/components/http/api-client';
import { useDialog } from '@/components/ui/dialog';
import { useHydrated } from '@/components/ui/use-hydrated';
import type { CardOrder } from '@/lib/payments/orders';
import type { Applied } from './types';
import styles from './apply.module.css';

/**
 * The card payment of step 3 (spec §4), shared by the individual and group flows through PaymentStep:
 * the server creates the order (its amount, orderId in the cookie), then the browser opens Toss
 * Payments SDK v2 `requestPayment` (method CARD, redirect to the success/fail URLs), or the simulated
 * checkout page when no keys are configured. `proof` is the registration's joinHash, or the orderId
 * of an earlier order of it (the fail page's 'pay again').
 */
export function CardPayment({ joinSeq, proof, amount }: { joinSeq: number; proof: string; amount: Applied['amount'] }) {
  const t = useTranslations('payment.card');
  const errorText = useErrorText();
  const { alert, dialog } = useDialog();
  const [busy, setBusy] = useState(false);
  // Server-rendered on the fail page and the lookup: no click counts before the handler exists.
  const hydrated = useHydrated();

  async function pay() {
    setBusy(true);
    try {
      const res = await callApi<CardOrder>('POST', '/api/payments/orders', { joinSeq: String(joinSeq).padStart(4, '0'), joinHash: proof });
      if (!res.ok) return void (await alert(errorText(res)));
      const order = res.body;
      if (order.provider === 'simulated' && order.checkoutPath) {
        window.location.assign(order.checkoutPath);
        return;
      }
      try {
        const { loadTossPayments, ANONYMOUS } = await import('@tosspayments/tosspayments-sdk');
        const toss = await loadTossPayments(order.clientKey ?? '');
        await toss.payment({ customerKey: ANONYMOUS }).requestPayment({
          method: 'CARD',
          amount: { currency: 'KRW', value: order.amount },
          orderId: order.orderId,
          orderName: order.orderName,
          customerName: order.customerName,
          ...(order.customerMobilePhone ? { customerMobilePhone: order.customerMobilePhone } : {}),
          ...(order.customerEmail ? { customerEmail: order.customerEmail } : {}),
          successUrl: new URL(order.successPath, window.location.origin).href,
          failUrl: new URL(order.failPath, window.location.origin).href,
        });
      } catch (err) {
        // The SDK throws for a window closed before redirecting or a script that did not load.
        const message = err instanceof Error && err.message ? err.message : t('sdkFailed');
        await alert(message);
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.bank} data-testid="card-payment">
      <p className={styles.small}>{t('intro')}</p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={pay} disabled={busy || !hydrated}>
          {busy ? t('opening') : t('pay', { amount: amount.toLocaleString('ko-KR') })}
        </button>
      </div>
      {dialog}
    </div>
  );
}
