'use client';
import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFeedback } from '@/components/ui/feedback';
import { editEffect } from '@/lib/reception/edit-effect';
import type { ProxyDetail } from '@/lib/reception/proxy-types';

/**
 * Before a staff edit of a paid registration is saved: says what the save will do (spec §4 'editing
 * resets payment status': paid becomes awaiting payment, with the new amount, and the runner is asked
 * to pay again; a card payment is not refunded by it) and resolves true only when staff agree. An
 * unpaid or free entry resolves true at once.
 */
export function usePaidEditConsent() {
  const t = useTranslations('proxy.paidEdit');
  const tp = useTranslations('proxy');
  const { confirm } = useFeedback();
  return useCallback(
    async (stored: ProxyDetail['applicant'] | null | undefined, newAmount: number): Promise<boolean> => {
      if (!stored) return true;
      const effect = editEffect(stored, newAmount);
      if (!effect.needsConsent) return true;
      const won = (n: number) => n.toLocaleString('ko-KR');
      const text = [
        t('body', {
          joinSeq: String(stored.joinSeq).padStart(4, '0'),
          paidBy: tp(`type.${effect.paidBy}`),
          amount: won(effect.amountBefore),
        }),
        t('effect', { amount: won(effect.amountAfter) }),
        effect.paidBy === 'CARD' ? t('card') : t('bank'),
      ].join('\n');
      return confirm(text, { title: t('title'), confirmLabel: t('go'), cancelLabel: t('keep'), danger: true });
    },
    [t, tp, confirm],
  );
}
