'use client';
import { useTranslations } from 'next-intl';
import { codeLabel, type Translate } from '@/lib/i18n/code-label';
import { zodResolver } from '@hookform/resolvers/zod';
import { useCallback, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { adminFetch, adminUpload } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useDialog } from '@/components/ui/dialog';
import { PhoneField } from '@/components/ui/phone-field';
import { TextField } from '@/components/ui/text-field';
import { useToast } from '@/components/ui/toast';
import { formatKst } from '@/lib/time/kst';
import { eventInfoSchema } from '@/lib/validation/events';
import { fromKstInput, toKstInput } from './kst-input';
import styles from './events.module.css';
import type { EventAnswer } from '@/lib/events/event-admin';

// Each English field right after its Korean one: optional, shown on the public site in English mode.
const INFO_FIELDS = [
  'eventName',
  'eventNameEn',
  'subscript',
  'subscriptEn',
  'homeUrl',
  'companyNo',
  'organizer',
  'organizerEn',
  'managerName',
  'cellphone',
  'email',
  'accountNo',
] as const;
type InfoField = (typeof INFO_FIELDS)[number];
type InfoValues = Record<InfoField, string>;
const ENGLISH_FIELDS = new Set<InfoField>(['eventNameEn', 'subscriptEn', 'organizerEn']);

interface TicketDraft {
  ticketSeq: number;
  ticketType: string;
  ticketName: string;
  ticketNameEn: string;
  souvenir: string | null;
  souvenirEn: string;
  total: number;
  ticketPrice: string;
  acceptable: string;
  saleOpenTime: string;
  saleCloseTime: string;
  choiceOption: string;
}

/** The info form's values: the stored fields as text ('' where none). */
const infoOf = (e: EventAnswer): InfoValues => Object.fromEntries(INFO_FIELDS.map((f) => [f, e[f] ?? ''])) as InfoValues;

const draftOf = (t: EventAnswer['tickets'][number]): TicketDraft => ({
  ticketSeq: t.ticketSeq,
  ticketType: t.ticketType,
  ticketName: t.ticketName,
  ticketNameEn: t.ticketNameEn ?? '',
  souvenir: t.souvenir,
  souvenirEn: t.souvenirEn ?? '',
  total: t.total,
  ticketPrice: String(t.ticketPrice),
  acceptable: String(t.acceptable),
  saleOpenTime: toKstInput(t.saleOpenTime),
  saleCloseTime: toKstInput(t.saleCloseTime),
  choiceOption: t.choiceOption ?? '',
});

/**
 * /user/events/event (spec §3 "Event info"): the event info form (its first data from the server
 * page, as GET /api/admin/event/{code} answers it; POST /api/admin/event multipart with the photo; eventOpen/eventClose
 * read-only; optional English name, subtitle and organiser for English mode) and the courses' price,
 * capacity, sale window (KST), souvenir options and English name and souvenir (PUT
 * /api/admin/event/{code}/tickets). The info form is checked with the server's schema first
 * (react-hook-form: each problem under its field, gone as soon as the field is right); the server
 * validates again and its message is alerted. Each course card names its kind (race day, untact).
 */
export function EventAdmin({ code, initial }: { code: string; initial: EventAnswer }) {
  const t = useTranslations('events');
  const tAll = useTranslations() as unknown as Translate;
  const { alert, dialog } = useDialog();
  const { toast, toasts } = useToast();
  const errorText = useErrorText();
  // The first data comes with the page (no second fetch); a save reloads it from the answer.
  const [event, setEvent] = useState<EventAnswer | null>(initial);
  const form = useForm<InfoValues, unknown, z.output<typeof eventInfoSchema>>({
    resolver: zodResolver(eventInfoSchema) as never,
    defaultValues: infoOf(initial),
  });
  const infoErrors = form.formState.errors;
  const storedInfo = infoOf(event ?? initial);
  const [photo, setPhoto] = useState<File | null>(null);
  const [drafts, setDrafts] = useState<TicketDraft[]>(() => initial.tickets.map(draftOf));
  const [busy, setBusy] = useState(false);

  const apply = useCallback(
    (e: EventAnswer) => {
      setEvent(e);
      form.reset(infoOf(e));
      setDrafts(e.tickets.map(draftOf));
    },
    [form],
  );

  async function saveInfo() {
    // The fields as typed (the server trims and clears empty ones by the same schema).
    const info = form.getValues();
    const body = new FormData();
    body.append('eventCode', code);
    for (const f of INFO_FIELDS) body.append(f, info[f]);
    if (photo) body.append('file', photo);
    setBusy(true);
    const a = await adminUpload<EventAnswer>('/api/admin/event', body, t('noPermission'));
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return alert(errorText(a));
    apply(a.body);
    setPhoto(null);
    toast(t('saved'), 'ok');
  }

  async function saveTickets(e: React.FormEvent) {
    e.preventDefault();
    const tickets = drafts.map((d) => ({
      ticketSeq: d.ticketSeq,
      ticketPrice: d.ticketPrice,
      acceptable: d.acceptable,
      choiceOption: d.choiceOption,
      ticketNameEn: d.ticketNameEn,
      souvenirEn: d.souvenirEn,
      saleOpenTime: fromKstInput(d.saleOpenTime),
      saleCloseTime: fromKstInput(d.saleCloseTime),
    }));
    setBusy(true);
    const a = await adminFetch<EventAnswer>('PUT', `/api/admin/event/${encodeURIComponent(code)}/tickets`, { tickets }, t('noPermission'));
    setBusy(false);
    if (a.status === 401 || a.status === 403) return;
    if (!a.ok) return alert(errorText(a));
    apply(a.body);
    toast(t('saved'), 'ok');
  }

  const setDraft = (i: number, k: keyof TicketDraft, v: string) => setDrafts(drafts.map((d, j) => (j === i ? { ...d, [k]: v } : d)));

  if (!event)
    return (
      <>
        <p className="muted">{t('loading')}</p>
        {dialog}
      </>
    );
  return (
    <>
      {dialog}
      {toasts}
      <form method="post" className="card" onSubmit={form.handleSubmit(saveInfo)} noValidate>
        <h1>{t('title')}</h1>
        <p className="muted">
          {t('eventCode')}: {event.eventCode} · {t('eventOpen')}: {formatKst(event.eventOpen)} · {t('eventClose')}:{' '}
          {formatKst(event.eventClose)}
        </p>
        <div className={styles.grid}>
          {/* defaultValue puts the stored text in the server's HTML: staff see it before the script runs, and
              react-hook-form's ref (which fills a registered input only when React commits) then sets the same
              text instead of filling an empty box under a cursor. */}
          {INFO_FIELDS.map((f) =>
            f === 'cellphone' ? (
              <PhoneField key={f} id={`event-${f}`} label={t(f)} error={infoErrors[f]} defaultValue={storedInfo[f]} {...form.register(f)} />
            ) : (
              <TextField
                key={f}
                id={`event-${f}`}
                label={t(f)}
                lang={ENGLISH_FIELDS.has(f) ? 'en' : undefined}
                hint={ENGLISH_FIELDS.has(f) ? t('englishHint') : undefined}
                error={infoErrors[f]}
                defaultValue={storedInfo[f]}
                {...form.register(f)}
              />
            ),
          )}
          <div className="field">
            <label htmlFor="event-file">{t('file')}</label>
            <input
              id="event-file"
              type="file"
              accept="image/jpeg,image/png,image/gif,image/webp"
              onChange={(e) => setPhoto(e.target.files?.[0] ?? null)}
            />
            <span className="muted">{t('photoHint')}</span>
          </div>
          <div className="field">
            <span>{t('currentPhoto')}</span>
            {event.file ? (
              // eslint-disable-next-line @next/next/no-img-element -- a stored upload of unknown size, served by /api/photo
              <img className={styles.photo} src={event.file} alt={t('currentPhoto')} />
            ) : (
              <span className="muted">{t('noPhoto')}</span>
            )}
          </div>
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={busy || form.formState.isSubmitting}>
            {busy || form.formState.isSubmitting ? t('saving') : t('save')}
          </button>
        </div>
      </form>

      <form method="post" className="card" onSubmit={saveTickets} noValidate>
        <h2>{t('tickets.title')}</h2>
        <p className="muted">{t('tickets.hint')}</p>
        {/* One card per course: ten settings never fit a table row beside the console's menu at 1280 px. */}
        <div className={styles.courses} data-testid="ticket-settings">
          {drafts.map((d, i) => {
            const input = (field: keyof TicketDraft, label: string, extra: React.InputHTMLAttributes<HTMLInputElement> = {}) => (
              <label className={styles.courseField}>
                <span>{label}</span>
                <input
                  aria-label={`${d.ticketName} ${label}`}
                  value={String(d[field] ?? '')}
                  onChange={(e) => setDraft(i, field, e.target.value)}
                  {...extra}
                />
              </label>
            );
            return (
              <fieldset key={d.ticketSeq} className={styles.course}>
                <legend>
                  {d.ticketName}{' '}
                  <span className="muted">
                    · {codeLabel(tAll, 'apply.courseGroup', d.ticketType)} · {t('tickets.total')} {d.total}
                  </span>
                </legend>
                <div className={styles.courseGrid}>
                  {input('ticketNameEn', t('tickets.ticketNameEn'), { lang: 'en', maxLength: 50 })}
                  {input('ticketPrice', t('tickets.price'), { inputMode: 'numeric' })}
                  {input('acceptable', t('tickets.acceptable'), { inputMode: 'numeric' })}
                  {input('saleOpenTime', t('tickets.saleOpen'), { type: 'datetime-local' })}
                  {input('saleCloseTime', t('tickets.saleClose'), { type: 'datetime-local' })}
                  {input('choiceOption', t('tickets.options'))}
                  {input('souvenirEn', t('tickets.souvenirEn'), { lang: 'en', maxLength: 50, placeholder: d.souvenir ?? '' })}
                </div>
              </fieldset>
            );
          })}
        </div>
        <div className={styles.actions}>
          <button type="submit" className="btn" disabled={busy}>
            {t('tickets.save')}
          </button>
        </div>
      </form>
    </>
  );
}
