'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { adminFetch } from './admin-fetch';
import type { RevealedRegistration } from '@/lib/reception/search';

/**
 * Per-registration reveal of masked names and phones: asks the server, which writes
 * an audit entry, and keeps the answer for this page view only. `eventCode` names the edition the
 * list shows (default the current one).
 */
export function useRevealed(eventCode?: string) {
  const t = useTranslations();
  const errorText = useErrorText();
  const { alert } = useFeedback();
  const [revealed, setRevealed] = useState<Record<number, RevealedRegistration>>({});
  const reveal = useCallback(
    async (joinSeq: number) => {
      const a = await adminFetch<RevealedRegistration>(
        'POST',
        '/api/admin/reception/reveal',
        { joinSeq, eventCode },
        t('errors.noPermission'),
      );
      if (a.ok) setRevealed((m) => ({ ...m, [joinSeq]: a.body }));
      else if (a.status !== 401 && a.status !== 403) void alert(errorText(a));
    },
    [t, errorText, alert, eventCode],
  );
  return { revealed, reveal };
}
