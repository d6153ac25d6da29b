'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { KstDateTime } from '@/components/admin/kst-date-time';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import { StaffTable } from '@/components/admin/staff-table';
import { kstDayAndTime } from '@/lib/editions/rules';
import type { EditionSummary } from '@/lib/editions/list';
import type { EventView } from '@/lib/events/event-admin';
import { fromKstInput, toKstInput } from './kst-input';
import type { NextEditionAnswer } from '@/lib/editions/next-edition';

interface DatesDraft {
  eventCode: string;
  raceDay: string;
  assemblyTime: string;
  eventOpen: string;
  eventClose: string;
  startTimes: Array<{ ticketSeq: number; ticketName: string; startTime: string }>;
}

/**
 * The editions page (/user/events/editions, director): every edition with its race day, registration
 * period and registrations; create the next edition from the newest one (POST
 * /api/admin/event/{code}/next), make an edition current (PUT /api/admin/event/current: the public site
 * and every cache follow at once), and edit an edition's dates: race day, assembly and start times
 * and the registration period (PUT /api/admin/event/{code}/dates). Past editions stay readable in the
 * staff lists through their edition selector.
 */
export function EditionsAdmin({ editions }: { editions: EditionSummary[] }) {
  const t = useTranslations('editions');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const { confirm, alert, toast } = useFeedback();
  const [draft, setDraft] = useState<DatesDraft | null>(null);
  const [busy, setBusy] = useState(false);
  const noPermission = tAll('errors.noPermission');
  const newest = editions[0];

  async function createNext() {
    if (!newest) return;
    const ok = await confirm(t('confirmNext', { round: newest.holdRound + 1, from: newest.eventCode }), {
      confirmLabel: t('createNext'),
      cancelLabel: t('keep'),
    });
    if (!ok) return;
    setBusy(true);
    const r = await adminFetch<NextEditionAnswer>(
      'POST',
      `/api/admin/event/${encodeURIComponent(newest.eventCode)}/next`,
      undefined,
      noPermission,
    );
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    toast(t('created', { code: r.body.eventCode }));
    router.refresh();
  }

  async function makeCurrent(e: EditionSummary) {
    const ok = await confirm(t('confirmCurrent', { round: e.holdRound, code: e.eventCode }), {
      confirmLabel: t('makeCurrent'),
      cancelLabel: t('keep'),
      danger: true,
    });
    if (!ok) return;
    setBusy(true);
    const r = await adminFetch('PUT', '/api/admin/event/current', { eventCode: e.eventCode }, noPermission);
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    toast(t('switched', { code: e.eventCode }));
    router.refresh();
  }

  async function openDates(e: EditionSummary) {
    const r = await adminFetch<EventView>('GET', `/api/admin/event/${encodeURIComponent(e.eventCode)}`, undefined, noPermission);
    if (!r.ok) return void alert(errorText(r));
    const race = kstDayAndTime(new Date(r.body.raceDate));
    setDraft({
      eventCode: e.eventCode,
      raceDay: race.day,
      assemblyTime: race.time,
      eventOpen: toKstInput(r.body.eventOpen),
      eventClose: toKstInput(r.body.eventClose),
      startTimes: r.body.tickets
        .filter((x) => x.ticketType === 'offline')
        .map((x) => ({ ticketSeq: x.ticketSeq, ticketName: x.ticketName, startTime: x.startTime ?? '' })),
    });
  }

  async function saveDates(ev: React.FormEvent) {
    ev.preventDefault();
    if (!draft) return;
    setBusy(true);
    const r = await adminFetch(
      'PUT',
      `/api/admin/event/${encodeURIComponent(draft.eventCode)}/dates`,
      {
        raceDay: draft.raceDay,
        assemblyTime: draft.assemblyTime,
        eventOpen: fromKstInput(draft.eventOpen),
        eventClose: fromKstInput(draft.eventClose),
        startTimes: draft.startTimes.map(({ ticketSeq, startTime }) => ({ ticketSeq, startTime })),
      },
      noPermission,
    );
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    toast(t('datesSaved'));
    setDraft(null);
    router.refresh();
  }

  return (
    <>
      <div className={styles.toolbar}>
        <button type="button" className="btn" disabled={busy || !newest} onClick={() => void createNext()}>
          {newest ? t('createNextFrom', { round: newest.holdRound + 1, from: newest.eventCode }) : t('createNext')}
        </button>
      </div>
      <StaffTable
        label={t('list')}
        testId="editions"
        headings={[t('round'), t('name'), t('raceDay'), t('period'), t('registrations'), t('actions')]}
      >
        {editions.map((e) => (
          <tr key={e.eventCode}>
            <td>
              {t('option', { round: e.holdRound, code: e.eventCode })}
              {e.isCurrent ? <strong className={styles.badge}>{t('current')}</strong> : null}
            </td>
            <td>{e.eventName}</td>
            <td>
              <KstDateTime at={e.raceDate} />
            </td>
            <td>
              <KstDateTime at={e.eventOpen} /> ~ <KstDateTime at={e.eventClose} />
            </td>
            <td>{e.registrations.toLocaleString('ko-KR')}</td>
            <td>
              <div className={styles.actions}>
                <button type="button" className="btn btn-outline btn-sm" onClick={() => void openDates(e)}>
                  {t('editDates')}
                </button>
                {e.isCurrent ? null : (
                  <button type="button" className="btn btn-outline btn-sm" disabled={busy} onClick={() => void makeCurrent(e)}>
                    {t('makeCurrent')}
                  </button>
                )}
              </div>
            </td>
          </tr>
        ))}
      </StaffTable>
      {draft ? (
        <form method="post" className={`card ${styles.formGrid}`} onSubmit={saveDates} noValidate aria-labelledby="dates-title">
          <h2 id="dates-title">{t('datesTitle', { code: draft.eventCode })}</h2>
          <TextField
            id="raceDay"
            type="date"
            label={t('raceDay')}
            value={draft.raceDay}
            onChange={(ev) => setDraft({ ...draft, raceDay: ev.target.value })}
            required
          />
          <TextField
            id="assemblyTime"
            type="time"
            label={t('assemblyTime')}
            value={draft.assemblyTime}
            onChange={(ev) => setDraft({ ...draft, assemblyTime: ev.target.value })}
            required
          />
          <span />
          <TextField
            id="eventOpen"
            type="datetime-local"
            label={t('eventOpen')}
            value={draft.eventOpen}
            onChange={(ev) => setDraft({ ...draft, eventOpen: ev.target.value })}
            required
          />
          <TextField
            id="eventClose"
            type="datetime-local"
            label={t('eventClose')}
            value={draft.eventClose}
            onChange={(ev) => setDraft({ ...draft, eventClose: ev.target.value })}
            required
          />
          <span />
          {draft.startTimes.map((s, i) => (
            <TextField
              key={s.ticketSeq}
              id={`start-${s.ticketSeq}`}
              type="time"
              label={t('startTimeOf', { course: s.ticketName })}
              value={s.startTime}
              onChange={(ev) =>
                setDraft({ ...draft, startTimes: draft.startTimes.map((x, j) => (j === i ? { ...x, startTime: ev.target.value } : x)) })
              }
            />
          ))}
          <p className="muted">{t('datesHint')}</p>
          <div className={styles.actions}>
            <button type="submit" className="btn" disabled={busy}>
              {t('saveDates')}
            </button>
            <button type="button" className="btn btn-outline" onClick={() => setDraft(null)}>
              {t('keep')}
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
