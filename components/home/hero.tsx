import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { EventRow } from '@/lib/registration/current-event';
import { formatKst } from '@/lib/time/kst';
import { LakeIllustration } from './lake-illustration';
import styles from './home.module.css';

/**
 * The home hero (spec §1 banner): the lake-and-mountain illustration, the edition and name (the
 * round shown once, even when the name already carries it), race day and registration period, and
 * one main call to action (register); lookup is a quieter link beside it.
 */
export async function Hero({
  event,
}: {
  event: Pick<EventRow, 'holdRound' | 'eventName' | 'subscript' | 'raceDate' | 'eventOpen' | 'eventClose'>;
}) {
  const t = await getTranslations('home');
  const round = t('round', { round: event.holdRound });
  const nameHasRound = event.eventName.includes(`${event.holdRound}회`) || event.eventName.includes(round);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <LakeIllustration className={styles.heroArt} />
      <div className={`container ${styles.heroBody}`}>
        {!nameHasRound && <p className={styles.round}>{round}</p>}
        <h1 id="hero-title" className={styles.title}>
          {event.eventName}
        </h1>
        {event.subscript && <p className={styles.subtitle}>{event.subscript}</p>}
        <p className={styles.when}>
          <span data-testid="race-date">
            {formatKst(event.raceDate, false)} · {t('assembly', { time: '08:30' })}
          </span>
          <span className={styles.dot} aria-hidden="true">
            ·
          </span>
          <span>
            {t('period')}{' '}
            <span data-testid="registration-period">
              {formatKst(event.eventOpen)} ~ {formatKst(event.eventClose)}
            </span>
          </span>
        </p>
        <div className={styles.actions}>
          <Link className={`btn ${styles.cta}`} href="/apply/individual" data-testid="cta-apply">
            {t('applyNow')}
          </Link>
          <Link className={styles.secondary} href="/apply/search" data-testid="cta-search">
            {t('lookup')}
          </Link>
        </div>
      </div>
    </section>
  );
}
