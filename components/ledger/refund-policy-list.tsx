import { useTranslations } from 'next-intl';
import type { RefundWindow } from '@/lib/ledger/refund-policy';
import { formatKst } from '@/lib/time/kst';

/**
 * The edition's refund policy as a list (the guide's 'note' section and the cancel dialog): each
 * window's end (KST) with the percentage given back, then 'no refund after'. Server or client.
 */
export function RefundPolicyList({ windows }: { windows: RefundWindow[] }) {
  const t = useTranslations('ledger.refund');
  return (
    <ul data-testid="refund-policy">
      {windows.map((w) => (
        <li key={w.until}>{t('policyLine', { until: formatKst(w.until), percent: w.percent })}</li>
      ))}
      <li>{t('policyAfter')}</li>
    </ul>
  );
}
