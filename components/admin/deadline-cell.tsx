'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import type { PaymentRow } from '@/lib/reception/search';
import { adminFetch } from './admin-fetch';
import { fromKstInput, toKstInput } from './events/kst-input';
import { KstDateTime } from './kst-date-time';
import styles from './staff-console.module.css';

/**
 * The payment-deadline cell of a payment-list row (places after the opening): an entry awaiting
 * payment shows when the system cancels it, with 'change' opening a KST date-time box that sends
 * PUT /api/admin/reception/deadline (usually to give a runner more time); an entry the system
 * cancelled shows why.
 */
export function DeadlineCell({ row }: { row: PaymentRow }) {
  const t = useTranslations('places.staff');
  const errorText = useErrorText();
  const router = useRouter();
  const { alert, toast } = useFeedback();
  const id = useId();
  const [editing, setEditing] = useState(false);
  const [value, setValue] = useState(toKstInput(row.payDeadline));
  const [busy, setBusy] = useState(false);

  if (row.paymentStatus === 'CNCL')
    return row.cancelReason === 'unpaid' ? <span className="badge badge-closed">{t('cancelledUnpaid')}</span> : null;
  if (row.paymentStatus !== 'RSVT') return null;

  async function save() {
    if (!value) return alert(t('deadlineRequired'));
    setBusy(true);
    const a = await adminFetch(
      'PUT',
      '/api/admin/reception/deadline',
      { joinSeq: String(row.joinSeq).padStart(4, '0'), deadline: fromKstInput(value) },
      t('noPermission'),
    );
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return alert(errorText(a));
    toast(t('deadlineChanged', { joinSeq: row.joinSeq }), 'ok');
    setEditing(false);
    router.refresh();
  }

  if (!editing)
    return (
      <span className={styles.nowrap}>
        {row.payDeadline ? <KstDateTime at={row.payDeadline} /> : <span className="muted">{t('noDeadline')}</span>}{' '}
        <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(true)}>
          {t('change')}
        </button>
      </span>
    );
  return (
    <span className={styles.nowrap}>
      <label htmlFor={id} className="sr-only">
        {t('newDeadline', { joinSeq: row.joinSeq })}
      </label>
      <input id={id} type="datetime-local" value={value} onChange={(e) => setValue(e.target.value)} />{' '}
      <button type="button" className="btn btn-sm" onClick={() => void save()} disabled={busy}>
        {t('save')}
      </button>{' '}
      <button type="button" className="btn btn-outline btn-sm" onClick={() => setEditing(false)}>
        {t('cancel')}
      </button>
    </span>
  );
}
