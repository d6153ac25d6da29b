'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { adminFetch } from './admin-fetch';

/**
 * One staff action on a list of the console (approve, refuse, mark sent): `act` posts to an admin
 * API, shows the error in the dialog or `done` as a toast and reloads the list; `askReason` asks for a
 * reason of 2 to 200 characters (a refusal, told to the runner), null when staff back out. `busy`
 * while a call is under way.
 */
export function useStaffAction() {
  const tt = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { alert, prompt, toast } = useFeedback();
  const [busy, setBusy] = useState(false);

  async function act(url: string, body: unknown, done: string): Promise<boolean> {
    setBusy(true);
    const a = await adminFetch('POST', url, body, tt('errors.noPermission'));
    setBusy(false);
    if (a.status === 401 || a.status === 403) return false;
    if (!a.ok) {
      await alert(errorText(a));
      return false;
    }
    toast(done, 'ok');
    router.refresh();
    return true;
  }

  const askReason = (text: string, labels: { title: string; input: string; go: string; back: string }) =>
    prompt(text, {
      title: labels.title,
      inputLabel: labels.input,
      confirmLabel: labels.go,
      cancelLabel: labels.back,
      maxLength: 200,
      validate: (v) => (v.length < 2 ? tt('refunds.errors.reason') : null),
    });

  return { act, askReason, busy };
}
