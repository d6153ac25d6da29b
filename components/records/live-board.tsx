'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useRouter, useSearchParams } from 'next/navigation';
import { useCallback, useEffect, useState } from 'react';
import { Localized } from '@/components/ui/localized';
import { formatKst } from '@/lib/time/kst';
import type { LiveBoard as Board } from '@/lib/timing/live';
import styles from './live-board.module.css';

export interface LiveCourse {
  ticketSeq: number;
  ticketName: string;
  ticketNameEn: string | null;
}

/** Seconds between two reads of the board while the race runs; the answer is cached for everybody. */
const POLL_MS = 5_000;
/** Rows shown at first, and added by 'more'. */
const PAGE = 100;

/**
 * /record/live (live results): per race-day course the preliminary results as the timing
 * company's passings arrive (marked 잠정 기록), read from GET /api/live every 5 s while the page is
 * visible; the places, splits and net finish times come from the server. A search by bib or name
 * asks the server for the course's matching runners. Only the rows shown are fetched (the top 100,
 * more on demand), so polling stays light for a phone and for the site. The course chosen is in the
 * address (`?ticketSeq=`), so a link opens it; render it inside a Suspense boundary (the page itself
 * is cached without a query). Once staff import the official results of the course, they replace the
 * preliminary ones here (marked as official) and the page stops polling.
 */
export function LiveBoard({ courses }: { courses: LiveCourse[] }) {
  const t = useTranslations('records.live');
  const locale = useLocale();
  const router = useRouter();
  const wanted = Number(useSearchParams().get('ticketSeq'));
  const ticketSeq = courses.find((c) => c.ticketSeq === wanted)?.ticketSeq ?? courses[0]?.ticketSeq ?? null;
  const [board, setBoard] = useState<Board | null>(null);
  const [failed, setFailed] = useState(false);
  const [query, setQuery] = useState('');
  const [search, setSearch] = useState('');
  const [shown, setShown] = useState(PAGE);

  // The search is sent when typing pauses, not at every key.
  useEffect(() => {
    const timer = setTimeout(() => setSearch(query.trim()), 300);
    return () => clearTimeout(timer);
  }, [query]);

  const load = useCallback(
    (seq: number) =>
      fetch(
        `/api/live?${new URLSearchParams(search ? { ticketSeq: String(seq), q: search } : { ticketSeq: String(seq), limit: String(shown) })}`,
      )
        .then((res) => (res.ok ? (res.json() as Promise<Board>) : Promise.reject(new Error(String(res.status)))))
        .then(
          (b) => {
            setBoard(b);
            setFailed(false);
          },
          () => setFailed(true),
        ),
    [search, shown],
  );

  useEffect(() => {
    if (ticketSeq !== null) void load(ticketSeq);
  }, [ticketSeq, load]);

  const official = board !== null && !board.preliminary;
  useEffect(() => {
    if (ticketSeq === null || official) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load(ticketSeq);
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [ticketSeq, official, load]);

  const rows = board?.rows ?? [];

  if (courses.length === 0) return <p>{t('noCourses')}</p>;
  return (
    <div className={styles.live}>
      <div className={styles.tabs} role="group" aria-label={t('courses')}>
        {courses.map((c) => (
          <button
            key={c.ticketSeq}
            type="button"
            className={`btn btn-sm ${c.ticketSeq === ticketSeq ? '' : 'btn-outline'}`}
            aria-pressed={c.ticketSeq === ticketSeq}
            onClick={() => {
              if (c.ticketSeq === ticketSeq) return;
              setBoard(null);
              setShown(PAGE);
              router.replace(`?ticketSeq=${c.ticketSeq}`, { scroll: false });
            }}
          >
            <Localized row={c} field="ticketName" locale={locale} />
          </button>
        ))}
      </div>
      <div className={styles.head}>
        {board ? (
          <p className={board.preliminary ? styles.preliminary : styles.official} data-testid="live-status">
            {board.preliminary ? t('preliminary') : t('official')}
          </p>
        ) : null}
        {board ? (
          <p className="muted" aria-live="polite">
            {t('counts', { finishers: board.finishers, onCourse: board.onCourse })} ·{' '}
            {t('updated', { at: formatKst(board.updatedAt).slice(11) })}
          </p>
        ) : null}
      </div>
      {failed ? <p className="alert alert-error">{t('failed')}</p> : null}
      <div className={styles.search}>
        <label htmlFor="liveSearch">{t('search')}</label>
        <input
          id="liveSearch"
          type="search"
          value={query}
          maxLength={50}
          placeholder={t('searchHint')}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      {board && rows.length === 0 ? <p>{search ? t('noMatch') : t('noPassings')}</p> : null}
      <ol className={styles.rows} data-testid="live-rows">
        {rows.map((r, i) => (
          <li key={`${r.backNo}-${i}`} className={styles.row}>
            <span className={styles.place}>{r.place ?? '–'}</span>
            <span className={styles.who}>
              <strong lang="ko">{r.runnerName}</strong>
              <span className="muted">
                {r.backNo ? t('bib', { backNo: r.backNo }) : ''}
                {r.gender && r.genderPlace ? ` · ${t(`gender.${r.gender}`)} ${r.genderPlace}` : ''}
              </span>
              {Object.keys(r.splits).length ? (
                <span className={styles.splits}>
                  {board!.splits
                    .filter((s) => r.splits[s])
                    .map((s) => `${s} ${r.splits[s]}`)
                    .join(' · ')}
                </span>
              ) : null}
            </span>
            <span className={styles.time}>{r.finishTime ?? t('onCourse')}</span>
          </li>
        ))}
      </ol>
      {!search && board && board.total > rows.length ? (
        <button type="button" className="btn btn-outline" onClick={() => setShown(shown + PAGE)}>
          {t('more', { count: board.total - rows.length })}
        </button>
      ) : null}
    </div>
  );
}
