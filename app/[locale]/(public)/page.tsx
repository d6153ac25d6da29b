import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { PopupLayer } from '@/components/board/popup-layer';
import { LandingSections } from '@/components/home/landing-sections';
import { EventFacts } from '@/components/home/event-facts';
import { Hero } from '@/components/home/hero';
import { LiveCounts } from '@/components/home/live-counts';
import { getDb } from '@/db/client';
import { latestNotices } from '@/lib/boards/posts';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';
import { ticketSold } from '@/lib/registration/sold';
import styles from './home.module.css';
import { PostTable } from '@/components/board/post-table';

// Cached (lib/cache/cached-routes.ts): rendered once per locale and again at most every 60 s, or at
// once when staff change notices or the event (lib/cache/public-pages.ts).
export const revalidate = 60;

/**
 * Home (spec §1): hero with date, period and the call to action; landing sections; event facts; live
 * counts; latest 10 notices. One cached document for every visitor: the browser fetches the live
 * counts (/api/ticket/sold) and the popup notices (/api/welcome/popup) itself.
 */
export default async function HomePage() {
  const t = await getTranslations('home');
  const db = getDb();
  const event = await getCurrentEventOrNull(db);
  if (!event) return <div className="container">{t('noEvent')}</div>;
  const [sold, notices] = await Promise.all([ticketSold(db), latestNotices(db, 10)]);
  return (
    <>
      <PopupLayer />
      <Hero event={event} />
      <LandingSections />
      <div className="container">
        <EventFacts event={event} />
        <section className={styles.section}>
          <h2>{t('liveCounts')}</h2>
          <LiveCounts initial={sold} />
        </section>
        <section className={styles.section}>
          <h2>
            {t('notices')}{' '}
            <Link href="/dashboard/notice" className={styles.more}>
              {t('more')}
            </Link>
          </h2>
          <PostTable posts={notices} hrefBase="/dashboard/notice" label={t('notices')} brief testId="home-notices" empty={t('noNotices')} />
        </section>
      </div>
    </>
  );
}
