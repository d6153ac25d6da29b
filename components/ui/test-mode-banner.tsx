import 'server-only';
import { getTranslations } from 'next-intl/server';
import { isSimulatedPayments } from '@/lib/payments/config';

/**
 * The 'TEST' banner on every page while the simulated card provider is on (PAYMENTS_SIMULATED=1):
 * card payments there move no money, and nobody may take the site for the real registration.
 */
export async function TestModeBanner() {
  if (!isSimulatedPayments()) return null;
  const t = await getTranslations('testMode');
  return (
    <div
      role="note"
      data-testid="test-mode-banner"
      style={{ background: '#b00020', color: '#fff', textAlign: 'center', padding: '6px 12px', fontWeight: 700 }}
    >
      {t('prefix')} · {t('banner')}
    </div>
  );
}
