import { getTranslations } from 'next-intl/server';
import { WaitlistFlow } from '@/components/waitlist/waitlist-flow';
import styles from '@/components/apply/apply.module.css';
import { loadApplyPageData } from '@/lib/registration/apply-page-data';
import { parseId } from '@/lib/validation/id-param';
import { titleFrom } from '@/lib/i18n/page-title';

export const dynamic = 'force-dynamic';

export const generateMetadata = titleFrom('places.waitlist', 'title');

/**
 * /apply/waitlist: join the waitlist of a sold-out course (one runner: name, birthday, gender, phone,
 * course; groups are not on the waitlist) and look an entry up or leave it by waitlist number, name
 * and phone. `?ticketSeq=` preselects a course (the '대기 신청' links of the home page and the form).
 */
export default async function WaitlistPage({ searchParams }: { searchParams: Promise<{ ticketSeq?: string | string[] }> }) {
  const t = await getTranslations('places.waitlist');
  const th = await getTranslations('home');
  const data = await loadApplyPageData();
  const wanted = (await searchParams).ticketSeq;
  const ticketSeq = typeof wanted === 'string' ? parseId(wanted) : null;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      {data ? (
        <WaitlistFlow
          courses={data.courses}
          raceDate={data.raceDate}
          powChallenge={data.powChallenge}
          inviteHours={Math.round((data.inviteMinutes / 60) * 10) / 10}
          initialTicketSeq={ticketSeq}
        />
      ) : (
        <p className="muted">{th('noEvent')}</p>
      )}
    </>
  );
}
