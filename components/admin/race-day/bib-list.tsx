'use client';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { BibCourse, BibRunnersPage } from '@/lib/bibs/overview';
import styles from './race-day.module.css';
import { useAdminCall } from './use-admin-call';

/**
 * The runners of the race-day courses with their bib and chip (names masked), filtered by course,
 * a bib / name / group / registration number, or only those without a bib; each bib editable by
 * hand (a number another runner has is refused with its message).
 */
export function BibList({ courses, version, onChanged }: { courses: BibCourse[]; version: number; onChanged: () => void }) {
  const t = useTranslations('bibs.console');
  const { call, errorText } = useAdminCall();
  const [ticketSeq, setTicketSeq] = useState('');
  const [q, setQ] = useState('');
  const [missing, setMissing] = useState(false);
  const [pageNo, setPageNo] = useState(1);
  const [page, setPage] = useState<BibRunnersPage | null>(null);
  const [edits, setEdits] = useState<Record<number, string>>({});
  const [rowMessage, setRowMessage] = useState<{ runnerSeq: number; ok: boolean; text: string } | null>(null);
  const [applied, setApplied] = useState({ ticketSeq: '', q: '', missing: false });

  useEffect(() => {
    const query = new URLSearchParams({ pageNo: String(pageNo), rowCount: '20' });
    if (applied.ticketSeq) query.set('ticketSeq', applied.ticketSeq);
    if (applied.q) query.set('q', applied.q);
    if (applied.missing) query.set('missing', '1');
    void call<BibRunnersPage>('GET', `/api/admin/bibs/runners?${query}`).then((res) => {
      if (res.ok) {
        setPage(res.body);
        setEdits({});
      }
    });
  }, [call, applied, pageNo, version]);

  async function save(r: BibRunnersPage['runners'][number]) {
    const value = (edits[r.runnerSeq] ?? '').trim();
    const res = await call('PUT', '/api/admin/bibs', { runnerSeq: r.runnerSeq, backNo: value === '' ? null : value });
    if (!res.ok) return setRowMessage({ runnerSeq: r.runnerSeq, ok: false, text: errorText(res) });
    setRowMessage({ runnerSeq: r.runnerSeq, ok: true, text: t('saved') });
    onChanged();
  }

  return (
    <section aria-labelledby="listTitle" className={styles.block}>
      <h2 id="listTitle">{t('listTitle')}</h2>
      <form
        method="post"
        className="row"
        onSubmit={(e) => {
          e.preventDefault();
          setPageNo(1);
          setApplied({ ticketSeq, q: q.trim(), missing });
        }}
      >
        <SelectField
          id="listCourse"
          label={t('course')}
          value={ticketSeq}
          onChange={(e) => setTicketSeq(e.target.value)}
          placeholder={t('allCourses')}
          options={courses.map((c) => ({ value: String(c.ticketSeq), label: c.ticketName }))}
        />
        <TextField id="listQuery" label={t('listSearch')} value={q} maxLength={50} onChange={(e) => setQ(e.target.value)} />
        <label className={styles.check}>
          <input type="checkbox" checked={missing} onChange={(e) => setMissing(e.target.checked)} /> {t('onlyMissing')}
        </label>
        <button type="submit" className="btn btn-outline">
          {t('filter')}
        </button>
      </form>
      {page ? (
        <>
          <p className="muted">{t('total', { count: page.totalCount })}</p>
          <ul className={styles.runnerList} data-testid="bib-runners">
            {page.runners.map((r) => (
              <li key={r.runnerSeq}>
                <div>
                  <strong>{r.runnerName}</strong> · {r.ticketName} · {t('joinSeq', { joinSeq: String(r.joinSeq).padStart(4, '0') })}
                  {r.exponent ? ` · ${r.exponent}` : ''}
                  {r.paymentStatus !== 'CMPL' ? <span className="field-error"> · {t('unpaid')}</span> : null}
                  <br />
                  <span className="muted">
                    {r.chipNo ? t('chip', { chipNo: r.chipNo }) : t('noChip')}
                    {r.notified ? ` · ${t('smsSent')}` : ''}
                  </span>
                </div>
                <form
                  method="post"
                  className={styles.inline}
                  onSubmit={(e) => {
                    e.preventDefault();
                    void save(r);
                  }}
                >
                  <TextField
                    id={`bib-${r.runnerSeq}`}
                    label={t('bibOf', { name: r.runnerName })}
                    digits
                    maxLength={5}
                    value={edits[r.runnerSeq] ?? (r.backNo === null ? '' : String(r.backNo))}
                    onChange={(e) => setEdits({ ...edits, [r.runnerSeq]: e.target.value })}
                  />
                  <button type="submit" className="btn btn-sm">
                    {t('save')}
                  </button>
                </form>
                {rowMessage?.runnerSeq === r.runnerSeq ? (
                  <p className={rowMessage.ok ? 'muted' : 'field-error'} role="status">
                    {rowMessage.text}
                  </p>
                ) : null}
              </li>
            ))}
          </ul>
          {page.pageMaxNo > 1 ? (
            <nav className={styles.buttons} aria-label={t('pages')}>
              <button type="button" className="btn btn-outline btn-sm" disabled={pageNo <= 1} onClick={() => setPageNo(pageNo - 1)}>
                {t('previous')}
              </button>
              <span>
                {pageNo} / {page.pageMaxNo}
              </span>
              <button
                type="button"
                className="btn btn-outline btn-sm"
                disabled={pageNo >= page.pageMaxNo}
                onClick={() => setPageNo(pageNo + 1)}
              >
                {t('next')}
              </button>
            </nav>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
