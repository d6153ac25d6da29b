'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { sessionLost } from './admin-fetch';

/** File name of a download from its Content-Disposition (UTF-8 filename* first), else download.xlsx (spec §7). */
export function fileNameOf(disposition: string | null): string {
  const star = disposition?.match(/filename\*=UTF-8''([^;]+)/i);
  if (star) return decodeURIComponent(star[1]);
  const plain = disposition?.match(/filename="?([^";]+)"?/i);
  return plain?.[1] ?? 'download.xlsx';
}

/**
 * An Excel export of the console: the filtered application list (spec §7 search/excel) by default, or
 * `endpoint` (the bank refunds' bulk-transfer file) with its `label`. Asks for the purpose of the
 * export in a labelled box of the console's dialog (at least 2 characters; recorded in the audit log),
 * downloads the file under the server's name.
 */
export function ExportButton({
  query,
  endpoint = '/api/admin/reception/search/excel',
  label,
}: {
  query: string;
  endpoint?: string;
  label?: string;
}) {
  const t = useTranslations();
  const errorText = useErrorText();
  const { alert, prompt } = useFeedback();
  const [busy, setBusy] = useState(false);

  async function onClick() {
    const purpose = await prompt(t('reception.export.purposePrompt'), {
      title: t('staffUi.export.title'),
      inputLabel: t('staffUi.export.purposeLabel'),
      confirmLabel: t('staffUi.export.download'),
      cancelLabel: t('staffUi.export.keep'),
      maxLength: 200,
      validate: (v) => (v.length < 2 ? t('reception.purposeRequired') : null),
    });
    if (purpose === null) return;
    setBusy(true);
    try {
      const q = new URLSearchParams(query);
      q.delete('pageNo');
      q.delete('rowCount');
      q.set('purpose', purpose);
      const res = await fetch(`${endpoint}?${q}`, { cache: 'no-store' });
      if (res.status === 401 || res.status === 403) {
        sessionLost(t('errors.noPermission'));
        return;
      }
      if (!res.ok) {
        void alert(errorText({ status: res.status, body: await res.json().catch(() => undefined) }));
        return;
      }
      const url = URL.createObjectURL(await res.blob());
      const a = document.createElement('a');
      a.href = url;
      a.download = fileNameOf(res.headers.get('content-disposition'));
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    } catch {
      void alert(t('errors.A0001'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <button type="button" className="btn btn-outline" onClick={() => void onClick()} disabled={busy}>
      {label ?? t('reception.export.button')}
    </button>
  );
}
