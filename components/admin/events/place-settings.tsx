'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useDialog } from '@/components/ui/dialog';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import type { PlaceSettingsView } from '@/lib/places/settings';
import { formatKst } from '@/lib/time/kst';
import { fromKstInput, toKstInput } from './kst-input';
import styles from './events.module.css';

/**
 * "Places after the opening" of /user/events/event: days to pay after applying, the last payment
 * deadline (KST; empty = the end of the registration period), the reminder's hours before the
 * deadline, how many hours a waitlist invitation holds its place, and the bot check of the apply
 * forms (PUT /api/admin/event/{code}). New deadlines apply to entries made from then on.
 */
export function PlaceSettingsForm({ code }: { code: string }) {
  const t = useTranslations('places.settings');
  const tp = useTranslations('places');
  const { alert, dialog } = useDialog();
  const { toast, toasts } = useToast();
  const errorText = useErrorText();
  const [saved, setSaved] = useState<PlaceSettingsView | null>(null);
  const [form, setForm] = useState({ depositDays: '', depositDeadline: '', reminderHours: '', inviteHours: '', powChallenge: false });
  const [busy, setBusy] = useState(false);

  const show = (p: PlaceSettingsView) => {
    setSaved(p);
    setForm({
      depositDays: String(p.depositDays),
      depositDeadline: toKstInput(p.depositDeadline),
      reminderHours: String(p.reminderHours),
      inviteHours: String(p.inviteMinutes % 60 === 0 ? p.inviteHours : Math.round((p.inviteMinutes / 60) * 10) / 10),
      powChallenge: p.powChallenge,
    });
  };

  useEffect(() => {
    void (async () => {
      const a = await adminFetch<{ places: PlaceSettingsView }>(
        'GET',
        `/api/admin/event/${encodeURIComponent(code)}`,
        undefined,
        tp('staff.noPermission'),
      );
      if (a.ok) show(a.body.places);
    })();
  }, [code, tp]);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setBusy(true);
    const invite = Number(form.inviteHours);
    const body = {
      depositDays: form.depositDays,
      depositDeadline: fromKstInput(form.depositDeadline),
      reminderHours: form.reminderHours,
      // Hours as staff think of them; a fraction (a drill) goes as minutes.
      ...(Number.isInteger(invite) ? { inviteHours: form.inviteHours } : { inviteMinutes: String(Math.round(invite * 60)) }),
      powChallenge: form.powChallenge,
    };
    const a = await adminFetch<{ places: PlaceSettingsView }>(
      'PUT',
      `/api/admin/event/${encodeURIComponent(code)}`,
      body,
      tp('staff.noPermission'),
    );
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return void (await alert(errorText(a)));
    show(a.body.places);
    toast(t('saved'), 'ok');
  }

  const set = (k: keyof typeof form) => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [k]: e.target.type === 'checkbox' ? e.target.checked : e.target.value }));

  return (
    <form method="post" className="card" onSubmit={save} noValidate aria-labelledby="place-settings-title" data-testid="place-settings">
      <h2 id="place-settings-title">{t('title')}</h2>
      <p className="muted">{t('hint')}</p>
      <div className={styles.grid}>
        <TextField
          id="depositDays"
          label={t('depositDays')}
          hint={t('depositDaysHint')}
          digits
          maxLength={2}
          value={form.depositDays}
          onChange={set('depositDays')}
        />
        <TextField
          id="depositDeadline"
          type="datetime-local"
          label={t('depositDeadline')}
          hint={saved ? t('depositDeadlineHint', { date: formatKst(saved.lastDeadline) }) : undefined}
          value={form.depositDeadline}
          onChange={set('depositDeadline')}
        />
        <TextField
          id="reminderHours"
          label={t('reminderHours')}
          hint={t('reminderHoursHint')}
          digits
          maxLength={3}
          value={form.reminderHours}
          onChange={set('reminderHours')}
        />
        <TextField
          id="inviteHours"
          label={t('inviteHours')}
          hint={t('inviteHoursHint')}
          inputMode="decimal"
          value={form.inviteHours}
          onChange={set('inviteHours')}
        />
      </div>
      <label className="check">
        <input type="checkbox" checked={form.powChallenge} onChange={set('powChallenge')} /> {t('powChallenge')}
      </label>
      <p className="muted">{t('powChallengeHint')}</p>
      <div className={styles.actions}>
        <button type="submit" className="btn" disabled={busy || !saved}>
          {t('save')}
        </button>
      </div>
      {dialog}
      {toasts}
    </form>
  );
}
