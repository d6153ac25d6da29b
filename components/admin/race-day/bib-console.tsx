'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useState } from 'react';
import { useFeedback } from '@/components/ui/feedback';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { BIB_ORDERS, type BibOrder } from '@/lib/codes';
import type { AssignAnswer } from '@/lib/bibs/assign';
import { BibList } from './bib-list';
import styles from './race-day.module.css';
import { UploadResult } from './upload-result';
import { useAdminCall, type RowErrors, type UploadMessage } from './use-admin-call';
import type { BibCourse, BibOverview } from '@/lib/bibs/overview';
import type { BibSmsAnswer } from '@/lib/bibs/notify';
import type { ReserveAnswer } from '@/lib/bibs/reserved';

/**
 * /user/events/bibs (bib assignment): per course the paid runners and how many have a bib,
 * a chip and the bib SMS; assignment from a range in a chosen order (a re-run numbers only the rest);
 * numbers reserved by hand; the timing company's chip file; the bib SMS; label and bib-front PDFs;
 * and the runner list for a manual edit.
 */
export function BibConsole({ initial }: { initial: BibOverview }) {
  const t = useTranslations('bibs.console');
  const { confirm, toast } = useFeedback();
  const { call, uploadFile, errorText } = useAdminCall();
  const [overview, setOverview] = useState(initial);
  const [listVersion, setListVersion] = useState(0);
  const [message, setMessage] = useState<UploadMessage | null>(null);
  const [reserveText, setReserveText] = useState('');
  const [reserveNote, setReserveNote] = useState('');
  const [chipFile, setChipFile] = useState<File | null>(null);
  const [printCourse, setPrintCourse] = useState('');
  const [purpose, setPurpose] = useState('');
  const [smsCourse, setSmsCourse] = useState('');
  const [busy, setBusy] = useState(false);

  const reload = useCallback(async () => {
    const res = await call<BibOverview>('GET', '/api/admin/bibs');
    if (res.ok) setOverview(res.body);
    setListVersion((v) => v + 1);
  }, [call]);

  async function assign(c: BibCourse, from: string, to: string, order: BibOrder) {
    const go = await confirm(t('assignConfirm', { course: c.ticketName, from, to, count: c.paid - c.numbered }));
    if (!go) return;
    setBusy(true);
    const res = await call<AssignAnswer>('POST', '/api/admin/bibs/assign', { ticketSeq: c.ticketSeq, from, to, order });
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    const a = res.body;
    setMessage({
      ok: a.skipped === 0,
      text: t('assigned', {
        course: c.ticketName,
        assigned: a.assigned,
        first: a.first ?? '-',
        last: a.last ?? '-',
        skipped: a.skipped,
        reserved: a.reservedSkipped,
      }),
    });
    await reload();
  }

  async function reserve(free: boolean) {
    const res = await call<ReserveAnswer>(free ? 'DELETE' : 'POST', '/api/admin/bibs/reserved', {
      numbers: reserveText,
      note: reserveNote,
    });
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    setMessage({ ok: true, text: t(free ? 'freed' : 'reservedDone', { count: res.body.changed }) });
    await reload();
  }

  async function importChips() {
    setBusy(true);
    setMessage(
      await uploadFile<RowErrors & { updated: number; unchanged: number }>(
        '/api/admin/bibs/chips',
        chipFile,
        {},
        {
          noFile: t('noFile'),
          done: (b) => t('chipsDone', { updated: b.updated, unchanged: b.unchanged }),
        },
      ),
    );
    setBusy(false);
    await reload();
  }

  async function sendBibSms() {
    const course = overview.courses.find((c) => String(c.ticketSeq) === smsCourse);
    const go = await confirm(t('smsConfirm', { course: course?.ticketName ?? t('allCourses') }));
    if (!go) return;
    setBusy(true);
    const res = await call<BibSmsAnswer>('POST', '/api/admin/bibs/notify', { ticketSeq: smsCourse || undefined });
    setBusy(false);
    if (!res.ok) return setMessage({ ok: false, text: errorText(res) });
    toast(t('smsQueued', { count: res.body.queued }));
    await reload();
  }

  const pdfHref = (kind: 'labels' | 'fronts') => {
    const q = new URLSearchParams({ kind });
    if (printCourse) q.set('ticketSeq', printCourse);
    if (purpose.trim()) q.set('purpose', purpose.trim());
    return `/api/admin/bibs/labels?${q}`;
  };
  const courseOptions = overview.courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }));

  return (
    <>
      <section aria-labelledby="bibsTitle">
        <h1 id="bibsTitle">{t('title')}</h1>
        <p>{t('intro')}</p>
        <div className={styles.cards}>
          {overview.courses.map((c) => (
            <CourseCard key={c.ticketSeq} course={c} busy={busy} onAssign={assign} />
          ))}
        </div>
        {message ? <UploadResult ok={message.ok} text={message.text} errors={message.errors} testId="bibs-message" /> : null}
      </section>
      <section aria-labelledby="reservedTitle" className={styles.block}>
        <h2 id="reservedTitle">{t('reservedTitle')}</h2>
        <p className="muted">{overview.reserved.text ? t('reservedNow', { list: overview.reserved.text }) : t('reservedNone')}</p>
        <div className="row">
          <TextField
            id="reserveNumbers"
            label={t('reserveNumbers')}
            hint={t('reserveHint')}
            value={reserveText}
            onChange={(e) => setReserveText(e.target.value)}
          />
          <TextField
            id="reserveNote"
            label={t('reserveNote')}
            value={reserveNote}
            maxLength={100}
            onChange={(e) => setReserveNote(e.target.value)}
          />
        </div>
        <div className={styles.buttons}>
          <button type="button" className="btn" onClick={() => void reserve(false)}>
            {t('reserve')}
          </button>
          <button type="button" className="btn btn-outline" onClick={() => void reserve(true)}>
            {t('free')}
          </button>
        </div>
      </section>
      <section aria-labelledby="chipsTitle" className={styles.block}>
        <h2 id="chipsTitle">{t('chipsTitle')}</h2>
        <p className="muted">{t('chipsIntro')}</p>
        <div className={styles.inline}>
          <TextField
            id="chipFile"
            label={t('chipFile')}
            type="file"
            accept=".csv,.tsv,.txt,.xlsx"
            onChange={(e) => setChipFile(e.target.files?.[0] ?? null)}
          />
          <button type="button" className="btn" disabled={busy} onClick={() => void importChips()}>
            {t('chipsImport')}
          </button>
        </div>
      </section>
      <section aria-labelledby="smsTitle" className={styles.block}>
        <h2 id="smsTitle">{t('smsTitle')}</h2>
        <p className="muted">{t('smsIntro')}</p>
        <div className={styles.inline}>
          <SelectField
            id="smsCourse"
            label={t('course')}
            value={smsCourse}
            onChange={(e) => setSmsCourse(e.target.value)}
            placeholder={t('allCourses')}
            options={courseOptions}
          />
          <button type="button" className="btn" disabled={busy} onClick={() => void sendBibSms()}>
            {t('smsSend')}
          </button>
        </div>
      </section>
      <section aria-labelledby="printTitle" className={styles.block}>
        <h2 id="printTitle">{t('printTitle')}</h2>
        <p className="muted">{t('printIntro')}</p>
        <div className="row">
          <SelectField
            id="printCourse"
            label={t('course')}
            value={printCourse}
            onChange={(e) => setPrintCourse(e.target.value)}
            placeholder={t('allCourses')}
            options={courseOptions}
          />
          <TextField
            id="printPurpose"
            label={t('purpose')}
            hint={t('purposeHint')}
            value={purpose}
            maxLength={200}
            onChange={(e) => setPurpose(e.target.value)}
          />
        </div>
        {purpose.trim().length >= 2 ? (
          <div className={styles.buttons}>
            <a className="btn" href={pdfHref('labels')} download data-testid="labels-pdf">
              {t('labelsPdf')}
            </a>
            <a className="btn btn-outline" href={pdfHref('fronts')} download data-testid="fronts-pdf">
              {t('frontsPdf')}
            </a>
          </div>
        ) : (
          <p className="muted">{t('purposeFirst')}</p>
        )}
      </section>
      <BibList courses={overview.courses} version={listVersion} onChanged={() => void reload()} />
    </>
  );
}

/** One course: its counts, the range and order of an assignment run, and the button. */
function CourseCard({
  course: c,
  busy,
  onAssign,
}: {
  course: BibCourse;
  busy: boolean;
  onAssign: (c: BibCourse, from: string, to: string, order: BibOrder) => void;
}) {
  const t = useTranslations('bibs.console');
  const [from, setFrom] = useState(String(c.range?.from ?? ''));
  const [to, setTo] = useState(String(c.range?.to ?? ''));
  const [order, setOrder] = useState<BibOrder>('paid');
  const id = `course-${c.ticketSeq}`;
  return (
    <article className="card" aria-labelledby={`${id}-name`} data-testid={id}>
      <h3 id={`${id}-name`}>{c.ticketName}</h3>
      <p>
        {t('counts', { paid: c.paid, numbered: c.numbered, chipped: c.chipped, notified: c.notified })}
        {c.minBib !== null ? (
          <>
            <br />
            {t('inUse', { min: c.minBib, max: c.maxBib ?? c.minBib })}
          </>
        ) : null}
      </p>
      <div className="row">
        <TextField id={`${id}-from`} label={t('from')} digits maxLength={5} value={from} onChange={(e) => setFrom(e.target.value)} />
        <TextField id={`${id}-to`} label={t('to')} digits maxLength={5} value={to} onChange={(e) => setTo(e.target.value)} />
        <SelectField
          id={`${id}-order`}
          label={t('order')}
          value={order}
          onChange={(e) => setOrder(e.target.value as BibOrder)}
          options={BIB_ORDERS.map((o) => ({ value: o, label: t(`orders.${o}`) }))}
        />
      </div>
      <button type="button" className="btn" disabled={busy || !from || !to} onClick={() => onAssign(c, from, to, order)}>
        {c.numbered > 0 ? t('assignRest') : t('assign')}
      </button>
    </article>
  );
}
