'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText, type ApiAnswer } from '@/components/http/api-client';
import { TextField } from '@/components/ui/text-field';
import type { CheckinAnswer } from '@/lib/checkin/checkin';
import { formatKst } from '@/lib/time/kst';
import { browserQueueStore, enqueueScan, replayQueue, type CheckinBody, type QueueStore } from './checkin-queue';
import { QrScanner } from './qr-scanner';
import styles from './race-day.module.css';
import type { CheckinCount } from '@/lib/checkin/checkin';
import type { CheckinHit } from '@/lib/checkin/search';

type Outcome =
  | { kind: 'ok' | 'already'; answer: CheckinAnswer; late?: boolean }
  | { kind: 'queued'; label: string }
  | { kind: 'error'; text: string; label: string };

const DESK_KEY = 'checkin-desk';
/** While scans wait, the desk tries to send them this often (ms), and at once when the browser says it is online. */
const RETRY_MS = 10_000;
/** Counts per course are read again this often (ms). */
const COUNTS_MS = 15_000;
const clock = (iso: string) => formatKst(iso).slice(11);

// The desk's name lives in localStorage (it stays with the phone); the page reads it as an external store.
const DESK_EVENT = 'checkin-desk-changed';
const readDesk = () => window.localStorage.getItem(DESK_KEY) ?? '';
function writeDesk(name: string) {
  window.localStorage.setItem(DESK_KEY, name);
  window.dispatchEvent(new Event(DESK_EVENT));
}
function subscribeDesk(change: () => void) {
  window.addEventListener(DESK_EVENT, change);
  window.addEventListener('storage', change);
  return () => {
    window.removeEventListener(DESK_EVENT, change);
    window.removeEventListener('storage', change);
  };
}
function subscribeOnline(change: () => void) {
  window.addEventListener('online', change);
  window.addEventListener('offline', change);
  return () => {
    window.removeEventListener('online', change);
    window.removeEventListener('offline', change);
  };
}

/**
 * The race-day kit desk (QR check-in), phone first: scan a runner's QR code with the camera
 * (or a picture of it), or type the bib, or find the runner by name or phone digits; each answer says
 * 'handed out' or 'already collected at 08:12 by desk 2'. Without a connection a scan waits in the
 * browser (IndexedDB) and is sent, in order, when the connection returns; the server counts each
 * runner once. The desk's name is kept on the phone. Counts per course below.
 */
export function CheckinDesk({ initialCounts }: { initialCounts: CheckinCount[] }) {
  const t = useTranslations('raceDay.checkin');
  const errorText = useErrorText();
  const noPermission = t('noPermission');
  const desk = useSyncExternalStore(subscribeDesk, readDesk, () => '');
  const browserOnline = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  // The browser may say online while the site is unreachable: the last call's outcome counts too.
  const [reachable, setReachable] = useState(true);
  const online = browserOnline && reachable;
  const [pending, setPending] = useState(0);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [recent, setRecent] = useState<Outcome[]>([]);
  const [counts, setCounts] = useState(initialCounts);
  const [bib, setBib] = useState('');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<CheckinHit[] | null>(null);
  const store = useRef<Promise<QueueStore> | null>(null);
  const getStore = () => (store.current ??= browserQueueStore());

  const refreshCounts = useCallback(async () => {
    const res = await adminFetch<{ courses: CheckinCount[] }>('GET', '/api/admin/checkin', undefined, noPermission);
    if (res.ok) setCounts(res.body.courses);
  }, [noPermission]);

  const show = useCallback((o: Outcome) => {
    setOutcome(o);
    setRecent((list) => [o, ...list].slice(0, 12));
  }, []);

  const outcomeOf = useCallback(
    (res: Pick<ApiAnswer<unknown>, 'status' | 'body'>, label: string, late = false): Outcome => {
      if (res.status !== null && res.status >= 200 && res.status < 300) {
        const answer = res.body as CheckinAnswer;
        return { kind: answer.already ? 'already' : 'ok', answer, late };
      }
      return { kind: 'error', text: errorText(res), label };
    },
    [errorText],
  );

  const labelOf = useCallback(
    (b: Pick<CheckinBody, 'token' | 'backNo' | 'runnerSeq'>): string => {
      if (b.backNo !== undefined) return t('bibLabel', { backNo: b.backNo });
      if (b.runnerSeq !== undefined) return t('searchLabel');
      return t('qrLabel');
    },
    [t],
  );

  const send = useCallback((body: CheckinBody) => adminFetch<unknown>('POST', '/api/admin/checkin', body, noPermission), [noPermission]);

  const replay = useCallback(async () => {
    const s = await getStore();
    const sent = await replayQueue(s, send, (scan, answer) => show(outcomeOf(answer, labelOf(scan.body), true)));
    setPending((await s.read()).length);
    if (sent > 0) {
      setReachable(true);
      void refreshCounts();
    }
  }, [send, show, outcomeOf, refreshCounts, labelOf]);

  useEffect(() => {
    void getStore()
      .then((s) => s.read())
      .then((list) => setPending(list.length));
    const up = () => {
      setReachable(true);
      void replay();
    };
    window.addEventListener('online', up);
    const retry = setInterval(() => void replay(), RETRY_MS);
    const poll = setInterval(() => void refreshCounts(), COUNTS_MS);
    return () => {
      window.removeEventListener('online', up);
      clearInterval(retry);
      clearInterval(poll);
    };
  }, [replay, refreshCounts]);

  async function checkIn(which: Pick<CheckinBody, 'token' | 'backNo' | 'runnerSeq'>) {
    const name = desk.trim();
    if (!name) {
      show({ kind: 'error', text: t('deskFirst'), label: labelOf(which) });
      return;
    }
    const body: CheckinBody = { ...which, desk: name, scannedAt: new Date().toISOString() };
    const s = await getStore();
    // Scans already waiting go first, so the server sees them in the order they were made.
    if ((await s.read()).length > 0) await replay();
    const waiting = (await s.read()).length > 0;
    const res = waiting ? { status: null, body: undefined, ok: false } : await send(body);
    if (res.status === null || res.status >= 500 || res.status === 429) {
      await enqueueScan(s, body);
      setPending((await s.read()).length);
      if (res.status === null) setReachable(false);
      show({ kind: 'queued', label: labelOf(which) });
      return;
    }
    setReachable(true);
    show(outcomeOf(res, labelOf(which)));
    if (res.ok) void refreshCounts();
  }

  async function search() {
    if (!query.trim()) return;
    const res = await adminFetch<{ runners: CheckinHit[] }>(
      'GET',
      `/api/admin/checkin/search?q=${encodeURIComponent(query.trim())}`,
      undefined,
      noPermission,
    );
    if (res.ok) setFound(res.body.runners);
    else show({ kind: 'error', text: errorText(res), label: t('searchLabel') });
  }

  return (
    <div className={styles.desk}>
      <header className={styles.deskHead}>
        <h1>{t('title')}</h1>
        <p className={online ? styles.online : styles.offline} role="status" data-testid="connection">
          {online ? t('online') : t('offline')}
          {pending > 0 ? ` · ${t('pending', { count: pending })}` : ''}
        </p>
      </header>
      <TextField
        id="deskName"
        label={t('desk')}
        hint={t('deskHint')}
        value={desk}
        maxLength={20}
        autoComplete="off"
        onChange={(e) => writeDesk(e.target.value)}
      />
      <section aria-labelledby="scanHeading" className={styles.block}>
        <h2 id="scanHeading">{t('scanTitle')}</h2>
        <QrScanner onCode={(text) => void checkIn({ token: text })} />
      </section>
      <div aria-live="assertive" aria-atomic="true" data-testid="checkin-result">
        {outcome ? <OutcomeCard outcome={outcome} big /> : null}
      </div>
      <section aria-labelledby="bibHeading" className={styles.block}>
        <h2 id="bibHeading">{t('bibTitle')}</h2>
        <form
          method="post"
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            if (/^\d{1,5}$/.test(bib)) void checkIn({ backNo: Number(bib) });
            else show({ kind: 'error', text: t('badBib'), label: t('bibTitle') });
          }}
        >
          <TextField id="bibInput" label={t('bib')} value={bib} digits maxLength={5} onChange={(e) => setBib(e.target.value)} />
          <button type="submit" className="btn">
            {t('collect')}
          </button>
        </form>
      </section>
      <section aria-labelledby="searchHeading" className={styles.block}>
        <h2 id="searchHeading">{t('searchTitle')}</h2>
        <form
          method="post"
          className={styles.inline}
          onSubmit={(e) => {
            e.preventDefault();
            void search();
          }}
        >
          <TextField
            id="searchInput"
            label={t('search')}
            hint={t('searchHint')}
            value={query}
            maxLength={50}
            onChange={(e) => setQuery(e.target.value)}
          />
          <button type="submit" className="btn btn-outline">
            {t('find')}
          </button>
        </form>
        {found ? (
          found.length === 0 ? (
            <p className="muted">{t('noneFound')}</p>
          ) : (
            <ul className={styles.found}>
              {found.map((r) => (
                <li key={r.runnerSeq}>
                  <span>
                    <strong>{r.runnerName}</strong> · {r.birthYear} · {r.cellphone}
                    <br />
                    {r.ticketName} · {r.backNo === null ? t('noBib') : t('bibLabel', { backNo: r.backNo })}
                    {r.exponent ? ` · ${r.exponent}` : ''}
                    {r.collectedAt ? (
                      <>
                        <br />
                        <span className={styles.alreadyText}>{t('alreadyShort', { time: clock(r.collectedAt), desk: r.desk ?? '' })}</span>
                      </>
                    ) : null}
                    {!r.paid ? (
                      <>
                        <br />
                        <span className="field-error">{t('unpaid')}</span>
                      </>
                    ) : null}
                  </span>
                  <button type="button" className="btn btn-sm" disabled={!r.paid} onClick={() => void checkIn({ runnerSeq: r.runnerSeq })}>
                    {t('collect')}
                  </button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </section>
      <section aria-labelledby="countHeading" className={styles.block}>
        <h2 id="countHeading">{t('countsTitle')}</h2>
        <table className="table" data-testid="checkin-counts">
          <thead>
            <tr>
              <th scope="col">{t('course')}</th>
              <th scope="col">{t('collected')}</th>
              <th scope="col">{t('paid')}</th>
            </tr>
          </thead>
          <tbody>
            {counts.map((c) => (
              <tr key={c.ticketSeq}>
                <td>{c.ticketName}</td>
                <td>{c.collected.toLocaleString('ko-KR')}</td>
                <td>{c.paid.toLocaleString('ko-KR')}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      {recent.length > 1 ? (
        <section aria-labelledby="recentHeading" className={styles.block}>
          <h2 id="recentHeading">{t('recentTitle')}</h2>
          <ul className={styles.recent}>
            {recent.slice(1).map((o, i) => (
              <li key={i}>
                <OutcomeCard outcome={o} />
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}

/** One answer of the desk: handed out (green), already collected (amber), waiting offline (grey), refused (red). */
function OutcomeCard({ outcome, big = false }: { outcome: Outcome; big?: boolean }) {
  const t = useTranslations('raceDay.checkin');
  const cls = `${styles.outcome} ${styles[outcome.kind]} ${big ? styles.big : ''}`;
  if (outcome.kind === 'queued') return <p className={cls}>{t('queued', { label: outcome.label })}</p>;
  if (outcome.kind === 'error')
    return (
      <p className={cls}>
        {outcome.label}: {outcome.text}
      </p>
    );
  const a = outcome.answer;
  const who = `${a.runnerName} · ${a.backNo === null ? t('noBib') : t('bibLabel', { backNo: a.backNo })} · ${a.ticketName}`;
  return (
    <p className={cls}>
      <strong>{outcome.kind === 'ok' ? t('handedOut') : t('already', { time: clock(a.collectedAt), desk: a.desk })}</strong>
      <br />
      {who}
      {outcome.late ? ` (${t('sentLater')})` : ''}
    </p>
  );
}
