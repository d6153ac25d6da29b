import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { cookies } from 'next/headers';
import { CardPayment } from '@/components/apply/card-payment';
import styles from '@/components/apply/apply.module.css';
import { getDb } from '@/db/client';
import { payAgainTarget } from '@/lib/payments/orders';
import { failMessageKey, USER_CANCEL_CODE } from '@/lib/payments/rules';
import { ORDER_COOKIE } from '@/lib/registration/order-cookie';
import { ORDER_ID_RE } from '@/lib/validation/payment';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

const param = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

export const generateMetadata = titleFrom('payment', 'fail.title');

/**
 * /apply/fail?code&message&orderId (spec §2, §4): the card checkout's failure return. A cancel in
 * the checkout (PAY_PROCESS_CANCELED) shows 'payment was cancelled midway, please pay again'; our own
 * refusals and the common Toss codes their catalogue text; any other code a generic text. The browser that
 * made the order (order-id cookie) can pay again while the registration awaits payment.
 */
export default async function ApplyFailPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const t = await getTranslations('payment.fail');
  const q = await searchParams;
  const code = /^[A-Za-z0-9_]{1,64}$/.test(param(q.code)) ? param(q.code) : '';
  const orderId = ORDER_ID_RE.test(param(q.orderId)) ? param(q.orderId) : '';
  // The URL's own `message` is never printed (a crafted link could show false bank details here).
  const message = t(failMessageKey(code) as Parameters<typeof t>[0]);
  const target = orderId ? await payAgainTarget(getDb(), orderId, (await cookies()).get(ORDER_COOKIE)?.value) : null;
  return (
    <div className={styles.flow}>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
      </header>
      <p className="alert alert-error" role="alert" data-testid="fail-message">
        {message}
      </p>
      {code && code !== USER_CANCEL_CODE && <p className={`muted ${styles.small}`}>{t('code', { code })}</p>}
      {target && (
        <section aria-label={t('payAgain')}>
          <p>{t('joinSeq', { joinSeq: String(target.joinSeq).padStart(4, '0') })}</p>
          <CardPayment joinSeq={target.joinSeq} proof={orderId} amount={target.amount} />
        </section>
      )}
      <div className={styles.actions}>
        <Link className="btn btn-outline" href="/apply/search">
          {t('search')}
        </Link>
        <Link className="btn btn-outline" href="/apply/individual">
          {t('apply')}
        </Link>
      </div>
    </div>
  );
}
