'use client';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText, type ApiAnswer } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import type { ProxyDetail } from '@/lib/reception/proxy-types';

/** Where a new proxy registration lands (spec §4). */
export const RECEPTIONIST_LIST = '/user/reception/receptionist?pageNo=1&rowCount=10';

/**
 * Loads registration `joinSeq` for a proxy edit page (GET /api/admin/applicant/findby) and applies
 * the redirects of spec §2: the individual page sends a group (exponent present) to the group page
 * after 'group registrations must be edited in group registration management'; the group page sends
 * an applicant without group name to the individual page after 'not a group applicant'.
 * Returns the detail (null while loading or for a new registration) and the after-save handler.
 */
export function useProxyLoad(joinSeq: number | null, page: 'individual' | 'group', onLoaded: (d: ProxyDetail) => void) {
  const t = useTranslations('proxy');
  const errorText = useErrorText();
  const router = useRouter();
  const { alert, toast } = useFeedback();
  const [detail, setDetail] = useState<ProxyDetail | null>(null);

  // Fetches and redirects; returns the detail to show, or null (new, failed, or redirected away).
  const fetchDetail = useCallback(async (): Promise<ProxyDetail | null> => {
    if (joinSeq === null) return null;
    const padded = String(joinSeq).padStart(4, '0');
    const a = await adminFetch<ProxyDetail>('GET', `/api/admin/applicant/findby?joinSeq=${padded}`, undefined, t('noPermission'));
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) void alert(errorText(a));
      return null;
    }
    const isGroup = !!a.body.applicant.exponent;
    if (page === 'individual' && isGroup) {
      void alert(t('groupEditOnly'));
      router.replace(`/user/reception/application/group?joinSeq=${padded}`);
      return null;
    }
    if (page === 'group' && !isGroup) {
      void alert(t('notGroup'));
      router.replace(`/user/reception/application/individual?joinSeq=${padded}`);
      return null;
    }
    return a.body;
  }, [joinSeq, page, t, errorText, router, alert]);

  const show = useCallback(
    (d: ProxyDetail | null) => {
      if (!d) return;
      setDetail(d);
      onLoaded(d);
    },
    [onLoaded],
  );

  useEffect(() => {
    let live = true;
    void fetchDetail().then((d) => live && show(d));
    return () => {
      live = false;
    };
  }, [fetchDetail, show]);
  const reload = useCallback(async () => show(await fetchDetail()), [fetchDetail, show]);

  // After a save: errors in the dialog (401/403 already handled by adminFetch); an edit says (toast)
  // that the payment status was reset and reloads; a new registration goes to the application list (spec §4).
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
