import Link from 'next/link';
import { getLocale, getTranslations } from 'next-intl/server';
import { localizedText } from '@/lib/content/localized';
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
  event: Pick<EventRow, 'holdRound' | 'eventName' | 'eventNameEn' | 'subscript' | 'subscriptEn' | 'raceDate' | 'eventOpen' | 'eventClose'>;
}) {
  const t = await getTranslations('home');
  const locale = await getLocale();
  const { text: name, lang: nameLang } = localizedText(event, 'eventName', locale);
  const { text: subscript, lang: subscriptLang } = localizedText(event, 'subscript', locale);
  const round = t('round', { round: event.holdRound });
  // '제24회 …' and '24th …' already carry the round: show it once.
  const nameHasRound = new RegExp(`(^|\\D)${event.holdRound}(회|st|nd|rd|th)`).test(name) || name.includes(round);
  return (
    <section className={styles.hero} aria-labelledby="hero-title">
      <LakeIllustration className={styles.heroArt} />
      <div className={`container ${styles.heroBody}`}>
        {!nameHasRound && <p className={styles.round}>{round}</p>}
        <h1 id="hero-title" className={styles.title} lang={nameLang}>
          {name}
        </h1>
        {subscript && (
          <p className={styles.subtitle} lang={subscriptLang}>
            {subscript}
          </p>
        )}
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
