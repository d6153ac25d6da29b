import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { DlRow } from '@/components/apply/registration-summary';
import styles from '@/components/apply/apply.module.css';
import { getDb } from '@/db/client';
import { CONFIRM_PATH, FAIL_PATH, readySimulatedOrder } from '@/lib/payments/orders';
import { USER_CANCEL_CODE } from '@/lib/payments/rules';
import { simulatedPaymentKey } from '@/lib/payments/simulated';
import { ORDER_ID_RE } from '@/lib/validation/payment';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('payment', 'simulated.title');

/**
 * /apply/pay/simulated?orderId: the checkout of the built-in simulated provider (no Toss keys set).
 * Says plainly that it is a TEST payment; 'pay' returns to the success URL with
 * paymentKey&orderId&amount, 'cancel' to the fail URL with code PAY_PROCESS_CANCELED, as Toss does.
 */
export default async function SimulatedCheckoutPage({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const t = await getTranslations('payment.simulated');
  const q = await searchParams;
  const orderId = typeof q.orderId === 'string' && ORDER_ID_RE.test(q.orderId) ? q.orderId : '';
  const order = orderId ? await readySimulatedOrder(getDb(), orderId) : null;
  if (!order) {
    return (
      <section className={styles.fieldset} style={{ padding: 24 }}>
        <h1>{t('title')}</h1>
        <p className="alert alert-error" role="alert">
          {t('notFound')}
        </p>
        <Link className="btn" href="/apply/search">
          {t('cancel')}
        </Link>
      </section>
    );
  }
  const success = `${CONFIRM_PATH}?${new URLSearchParams({ paymentKey: simulatedPaymentKey(order.orderId), orderId: order.orderId, amount: String(order.amount) })}`;
  const fail = `${FAIL_PATH}?${new URLSearchParams({ code: USER_CANCEL_CODE, message: t('cancelMessage'), orderId: order.orderId })}`;
  return (
    <div className={styles.flow}>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
      </header>
      <p className="alert alert-info" role="note" data-testid="test-payment-notice">
        <strong>TEST</strong> · {t('notice')}
      </p>
      <dl className={styles.dl}>
        <DlRow label={t('orderName')}>{order.orderName}</DlRow>
        <DlRow label={t('orderId')}>{order.orderId}</DlRow>
        <DlRow label={t('amount')}>
          <strong data-testid="simulated-amount">{t('amountValue', { amount: order.amount.toLocaleString('ko-KR') })}</strong>
        </DlRow>
      </dl>
      <div className={styles.actions}>
        <a className="btn" href={success} data-testid="simulated-pay">
          {t('pay')}
        </a>
        <a className="btn btn-outline" href={fail} data-testid="simulated-cancel">
          {t('cancel')}
        </a>
      </div>
    </div>
  );
}
