'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextAreaField } from '@/components/ui/text-area-field';
import { TextField } from '@/components/ui/text-field';
import { PAYMENT_STATUSES } from '@/lib/codes';
import type { BulkPreview, BulkProgress } from '@/lib/sms/bulk-answers';

/** What the list shows of a bulk (a bulk just sent is listed before its first progress is read). */
type ShownBulk = Omit<BulkProgress, 'segment' | 'staffUserName'>;

/**
 * The bulk message form (/user/board/messages/bulk): who (course, payment state, group or individual,
 * a group's name, untact or race-day courses), the text, the rate; a preview with how many phones it
 * reaches, five of them masked and the message as sent (POST /api/admin/messages/bulk/preview), then
 * the send after a confirmation naming the count (POST /api/admin/messages/bulk). Bulks under way show
 * their progress, read every 2 s (GET /api/admin/messages/bulk/{id}).
 */
export function BulkForm({
  courses,
  maxRate,
  recent,
}: {
  courses: Array<{ ticketSeq: number; ticketName: string }>;
  maxRate: number;
  recent: BulkProgress[];
}) {
  const t = useTranslations('outbox');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const { confirm, alert, toast } = useFeedback();
  const [seg, setSeg] = useState({ ticketSeq: '', paymentStatus: '', group: '', exponent: '', untact: '' });
  const [text, setText] = useState('');
  const [rate, setRate] = useState(String(maxRate));
  const [preview, setPreview] = useState<BulkPreview | null>(null);
  const [bulks, setBulks] = useState<ShownBulk[]>(recent);
  const [busy, setBusy] = useState(false);
  const noPermission = tAll('errors.noPermission');

  const segment = () => ({
    ...(seg.ticketSeq && { ticketSeq: Number(seg.ticketSeq) }),
    ...(seg.paymentStatus && { paymentStatus: seg.paymentStatus }),
    ...(seg.group && { group: seg.group }),
    ...(seg.exponent.trim() && { exponent: seg.exponent.trim() }),
    ...(seg.untact && { untact: seg.untact === 'untact' }),
  });

  const running = bulks.filter((b) => b.queued > 0).map((b) => b.bulkId);
  const runningKey = running.join(',');
  useEffect(() => {
    if (!runningKey) return;
    const timer = setInterval(async () => {
      const next = await Promise.all(
        runningKey.split(',').map((id) => adminFetch<BulkProgress>('GET', `/api/admin/messages/bulk/${id}`, undefined, noPermission)),
      );
      setBulks((list) => list.map((b) => next.find((n) => n.ok && n.body.bulkId === b.bulkId)?.body ?? b));
    }, 2_000);
    return () => clearInterval(timer);
  }, [runningKey, noPermission]);

  async function showPreview() {
    setBusy(true);
    const r = await adminFetch<BulkPreview>('POST', '/api/admin/messages/bulk/preview', { segment: segment(), text }, noPermission);
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    setPreview(r.body);
  }

  async function send(e: React.FormEvent) {
    e.preventDefault();
    if (!preview) return void (await showPreview());
    if (!(await confirm(t('bulk.confirm', { count: preview.count }), { confirmLabel: t('bulk.send'), cancelLabel: t('keep') }))) return;
    setBusy(true);
    const r = await adminFetch<{ bulkId: number; queued: number }>(
      'POST',
      '/api/admin/messages/bulk',
      { segment: segment(), template: 'notice', text, ratePerMinute: Number(rate) || undefined },
      noPermission,
    );
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    toast(t('bulk.queued', { count: r.body.queued }));
    setBulks((list) => [
      {
        bulkId: r.body.bulkId,
        total: r.body.queued,
        queued: r.body.queued,
        sent: 0,
        failed: 0,
        notSent: 0,
        ratePerMinute: Number(rate),
        text,
        createdAt: new Date().toISOString(),
        releasedAt: null,
      },
      ...list,
    ]);
    setPreview(null);
    setText('');
  }

  const change = (k: keyof typeof seg) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
    setSeg({ ...seg, [k]: e.target.value });
    setPreview(null);
  };

  return (
    <>
      <form method="post" className={`card ${styles.formGrid}`} onSubmit={send} noValidate aria-labelledby="bulk-title">
        <h2 id="bulk-title">{t('bulk.who')}</h2>
        <SelectField
          id="seg-course"
          label={t('bulk.course')}
          value={seg.ticketSeq}
          onChange={change('ticketSeq')}
          placeholder={t('bulk.all')}
          options={courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }))}
        />
        <SelectField
          id="seg-status"
          label={t('bulk.paymentStatus')}
          value={seg.paymentStatus}
          onChange={change('paymentStatus')}
          placeholder={t('bulk.allLive')}
          options={PAYMENT_STATUSES.map((s) => ({ value: s, label: tAll(`reception.status.${s}` as never) }))}
        />
        <SelectField
          id="seg-group"
          label={t('bulk.group')}
          value={seg.group}
          onChange={change('group')}
          placeholder={t('bulk.all')}
          options={[
            { value: 'group', label: t('bulk.groups') },
            { value: 'individual', label: t('bulk.individuals') },
          ]}
        />
        <TextField id="seg-exponent" label={t('bulk.exponent')} value={seg.exponent} onChange={change('exponent')} maxLength={50} />
        <SelectField
          id="seg-untact"
          label={t('bulk.untact')}
          value={seg.untact}
          onChange={change('untact')}
          placeholder={t('bulk.all')}
          options={[
            { value: 'race', label: t('bulk.raceDay') },
            { value: 'untact', label: t('bulk.untactOnly') },
          ]}
        />
        <TextField
          id="rate"
          label={t('bulk.rate')}
          hint={t('bulk.rateHint', { max: maxRate })}
          value={rate}
          digits
          maxLength={6}
          onChange={(e) => setRate(e.target.value)}
        />
        <TextAreaField
          id="bulk-text"
          className={styles.wide}
          label={t('bulk.text')}
          hint={t('bulk.textHint')}
          value={text}
          maxLength={900}
          rows={4}
          onChange={(e) => {
            setText(e.target.value);
            setPreview(null);
          }}
        />
        {preview ? (
          <div className={`alert alert-info ${styles.wide}`} role="status" data-testid="bulk-preview">
            <p>
              <strong>{t('bulk.count', { count: preview.count })}</strong> ·{' '}
              {t('bulk.format', { bytes: preview.bytes, format: preview.bytes > 90 ? 'LMS' : 'SMS' })}
            </p>
            <p className={styles.preformatted}>{preview.body}</p>
            {preview.sample.length ? (
              <ul>
                {preview.sample.map((s) => (
                  <li key={s.cellphone}>
                    {s.runnerName} · {s.cellphone} · {s.ticketName}
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        <div className={`${styles.actions} ${styles.wide}`}>
          <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void showPreview()}>
            {t('bulk.preview')}
          </button>
          <button type="submit" className="btn" disabled={busy || !preview || preview.count === 0}>
            {t('bulk.send')}
          </button>
        </div>
      </form>
      <h2>{t('bulk.recent')}</h2>
      {bulks.length === 0 ? (
        <p className="muted">{t('bulk.none')}</p>
      ) : (
        <ul className={styles.bulkList} data-testid="bulk-list">
          {bulks.map((b) => (
            <li key={b.bulkId} className="card">
              <strong>{t('bulkRef', { id: b.bulkId })}</strong> <span className="muted">{b.text}</span>
              <progress max={b.total} value={b.sent + b.failed + b.notSent} aria-label={t('bulk.progressOf', { id: b.bulkId })} />
              <span>
                {t('bulk.progress', {
                  sent: b.sent,
                  failed: b.failed,
                  notSent: b.notSent,
                  queued: b.queued,
                  total: b.total,
                  rate: b.ratePerMinute,
                })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
