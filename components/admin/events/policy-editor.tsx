'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import type { StaffPolicyView } from '@/lib/editions/policy';
import { formatKst } from '@/lib/time/kst';
import { adminFetch } from '../admin-fetch';
import { fromKstInput, toKstInput } from './kst-input';
import styles from './events.module.css';

type Stored = StaffPolicyView['stored'];
const DATES = ['changeOpen', 'changeClose', 'kitCutoff', 'transferOpen', 'transferClose'] as const;

/**
 * What runners may change after registering, for edition `code` (/user/events/event): the change
 * window (course, members), the kit cut-off (souvenir sizes; transfers end there too), transfers
 * (window: no close = off; fee in won, staff approval, limit per runner) and the refund policy's
 * windows (until a KST time, a percentage back; none = 100 % until registration closes). Empty dates
 * take the defaults shown beside them. PUT /api/admin/event/{code}/policy.
 */
export function PolicyEditor({ code, initial }: { code: string; initial: StaffPolicyView }) {
  const t = useTranslations('events.policy');
  const tt = useTranslations();
  const errorText = useErrorText();
  const { alert, toast } = useFeedback();
  const [view, setView] = useState(initial);
  const [form, setForm] = useState(() => toForm(initial.stored));
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<ReturnType<typeof toForm>>) => setForm((f) => ({ ...f, ...patch }));

  async function save() {
    setBusy(true);
    const body = {
      ...Object.fromEntries(DATES.map((k) => [k, fromKstInput(form[k]) || null])),
      transferFee: form.transferFee === '' ? 0 : Number(form.transferFee),
      transferApproval: form.transferApproval,
      transferLimit: Number(form.transferLimit || 1),
      refundWindows: form.windows.filter((w) => w.until).map((w) => ({ until: fromKstInput(w.until), percent: Number(w.percent) })),
    };
    const a = await adminFetch<StaffPolicyView>('PUT', `/api/admin/event/${code}/policy`, body, tt('errors.noPermission'));
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return void (await alert(errorText(a)));
    setView(a.body);
    setForm(toForm(a.body.stored));
    toast(tt('events.saved'), 'ok');
  }

  const eff = view.effective;
  return (
    <section className={styles.section} aria-labelledby="policy-title" data-testid="policy-editor">
      <h2 id="policy-title">{t('title')}</h2>
      <p className="muted">{t('intro')}</p>
      <div className="row">
        {DATES.map((k) => (
          <TextField
            key={k}
            id={`policy-${k}`}
            type="datetime-local"
            label={t(`fields.${k}`)}
            hint={
              k === 'transferOpen' || k === 'transferClose' ? t('transferHint') : t('defaultHint', { value: formatKst(defaultOf(eff, k)) })
            }
            value={form[k]}
            onChange={(e) => set({ [k]: e.target.value })}
          />
        ))}
      </div>
      <div className="row">
        <TextField
          id="policy-fee"
          label={t('fields.transferFee')}
          digits
          maxLength={7}
          value={form.transferFee}
          onChange={(e) => set({ transferFee: e.target.value })}
        />
        <TextField
          id="policy-limit"
          label={t('fields.transferLimit')}
          digits
          maxLength={2}
          value={form.transferLimit}
          onChange={(e) => set({ transferLimit: e.target.value })}
        />
        <label className="field">
          <span>{t('fields.transferApproval')}</span>
          <span>
            <input type="checkbox" checked={form.transferApproval} onChange={(e) => set({ transferApproval: e.target.checked })} />{' '}
            {t('approvalLabel')}
          </span>
        </label>
      </div>
      <h3>{t('refundTitle')}</h3>
      <p className="muted">{t('refundHint')}</p>
      {form.windows.map((w, i) => (
        <div className="row" key={i} data-testid="refund-window">
          <TextField
            id={`window-until-${i}`}
            type="datetime-local"
            label={t('fields.until')}
            value={w.until}
            onChange={(e) => set({ windows: form.windows.map((x, k) => (k === i ? { ...x, until: e.target.value } : x)) })}
          />
          <TextField
            id={`window-percent-${i}`}
            label={t('fields.percent')}
            digits
            maxLength={3}
            value={w.percent}
            onChange={(e) => set({ windows: form.windows.map((x, k) => (k === i ? { ...x, percent: e.target.value } : x)) })}
          />
          <div className="field" style={{ flex: '0 0 auto' }}>
            <span aria-hidden="true">&nbsp;</span>
            <button
              type="button"
              className="btn btn-outline btn-sm"
              onClick={() => set({ windows: form.windows.filter((_, k) => k !== i) })}
            >
              {t('removeWindow')}
            </button>
          </div>
        </div>
      ))}
      <button
        type="button"
        className="btn btn-outline btn-sm"
        onClick={() => set({ windows: [...form.windows, { until: '', percent: '100' }] })}
      >
        {t('addWindow')}
      </button>
      <p>
        {t('now', {
          changes: eff.allowed.changes ? t('open') : t('closed'),
          transfer: eff.allowed.transfer ? t('open') : t('closed'),
          percent: eff.refundPercent,
        })}
      </p>
      <div className={styles.actions}>
        <button type="button" className="btn" onClick={() => void save()} disabled={busy}>
          {t('save')}
        </button>
      </div>
    </section>
  );
}

function toForm(s: Stored) {
  return {
    ...(Object.fromEntries(DATES.map((k) => [k, toKstInput(s[k])])) as Record<(typeof DATES)[number], string>),
    transferFee: String(s.transferFee),
    transferApproval: s.transferApproval,
    transferLimit: String(s.transferLimit),
    windows: s.refundWindows.map((w) => ({ until: toKstInput(w.until), percent: String(w.percent) })),
  };
}

/** The date in force when the field is left empty. */
function defaultOf(eff: StaffPolicyView['effective'], k: (typeof DATES)[number]): string {
  return k === 'changeOpen' ? eff.changeOpen : k === 'changeClose' ? eff.changeClose : eff.kitCutoff;
}
