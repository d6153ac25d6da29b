'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText, type ApiAnswer } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import type { ProxyDetail } from '@/lib/reception/proxy-types';

/** Where a new proxy registration lands (spec §4). */
export const RECEPTIONIST_LIST = '/user/reception/receptionist?pageNo=1&rowCount=10';

/**
 * The registration a proxy page edits: `initial` as the server page read it (null for a new
 * registration), read again through GET /api/admin/applicant/findby after each saved edit, when
 * `onLoaded` puts it back into the form. Returns the detail and the after-save handler.
 */
export function useProxyDetail(initial: ProxyDetail | null, onLoaded: (d: ProxyDetail) => void) {
  const t = useTranslations('proxy');
  const errorText = useErrorText();
  const router = useRouter();
  const { alert, toast } = useFeedback();
  const [detail, setDetail] = useState<ProxyDetail | null>(initial);
  const joinSeq = initial?.applicant.joinSeq ?? null;

  const reload = useCallback(async () => {
    if (joinSeq === null) return;
    const padded = String(joinSeq).padStart(4, '0');
    const a = await adminFetch<ProxyDetail>('GET', `/api/admin/applicant/findby?joinSeq=${padded}`, undefined, t('noPermission'));
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return void alert(errorText(a));
    setDetail(a.body);
    onLoaded(a.body);
  }, [joinSeq, t, alert, errorText, onLoaded]);

  // After a save: errors in the dialog (401/403 already handled by adminFetch); an edit says (toast)
  // that the payment status was decided again and reloads; a new registration goes to the application list (spec §4).
  const afterSave = useCallback(
    async (answer: ApiAnswer) => {
      if (answer.status === 401 || answer.status === 403) return;
      if (!answer.ok) return alert(errorText(answer));
      if (joinSeq !== null) {
        toast(t('modified'), 'ok');
        await reload();
      } else {
        toast(t('registered'), 'ok');
        router.push(RECEPTIONIST_LIST);
      }
    },
    [joinSeq, errorText, t, reload, router, alert, toast],
  );
  return { detail, afterSave };
}
