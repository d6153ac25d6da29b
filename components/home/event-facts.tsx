import { getLocale, getTranslations } from 'next-intl/server';
import { getDb } from '@/db/client';
import { listTickets } from '@/lib/registration/current-event';
import type { EventRow } from '@/lib/registration/current-event';
import { formatKst } from '@/lib/time/kst';
import styles from './home.module.css';
import { Localized } from '@/components/ui/localized';

/**
 * The facts a runner looks for first (spec §1, §9): race day and assembly, venue, and per offline
 * course its distance (km), start time (KST), entry fee (won) and capacity, read from the edition's
 * tickets so staff edits show at once.
 */
export async function EventFacts({ event }: { event: Pick<EventRow, 'eventId' | 'raceDate'> }) {
  const t = await getTranslations('home');
  const locale = await getLocale();
  const courses = await listTickets(getDb(), event.eventId, 'offline');
  return (
    <section className={styles.section} aria-labelledby="facts-title">
      <h2 id="facts-title">{t('facts.title')}</h2>
      <dl className={styles.factList}>
        <div>
          <dt>{t('raceDate')}</dt>
          <dd>
            {formatKst(event.raceDate, false)} · {t('assembly', { time: '08:30' })}
          </dd>
        </div>
        <div>
          <dt>{t('facts.venue')}</dt>
          <dd>{t('facts.venueValue')}</dd>
        </div>
      </dl>
      <ul className={styles.courseCards} data-testid="event-facts">
        {courses.map((c) => (
          <li key={c.ticketSeq} className={styles.courseCard}>
            <h3>
              <Localized row={c} field="ticketName" locale={locale} />
            </h3>
            <dl>
              <div>
                <dt>{t('facts.distance')}</dt>
                <dd>{Number(c.distanceKm)} km</dd>
              </div>
              {c.startTime && (
                <div>
                  <dt>{t('facts.start')}</dt>
                  <dd>{c.startTime}</dd>
                </div>
              )}
              <div>
                <dt>{t('facts.fee')}</dt>
                <dd>{c.ticketPrice === 0 ? t('facts.free') : t('facts.won', { amount: c.ticketPrice.toLocaleString('ko-KR') })}</dd>
              </div>
              <div>
                <dt>{t('capacity')}</dt>
                <dd>{t('facts.people', { count: c.acceptable.toLocaleString('ko-KR') })}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}
