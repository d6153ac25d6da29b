import { getTranslations } from 'next-intl/server';
import { IndividualFlow } from '@/components/apply/individual-flow';
import type { CourseOption } from '@/components/apply/types';
import styles from '@/components/apply/apply.module.css';
import { getDb } from '@/db/client';
import { courseState, periodNotice } from '@/lib/registration/course-status';
import { listTickets } from '@/lib/registration/current-event';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';
import { souvenirOptions } from '@/lib/registration/souvenir';

export const dynamic = 'force-dynamic';

/**
 * /apply/individual (spec §2): offline courses with their state now, the race date for the age
 * rules and the bank account come from the server, so the form needs no extra request.
 */
export default async function IndividualApplyPage() {
  const t = await getTranslations('apply');
  const th = await getTranslations('home');
  const db = getDb();
  const event = await getCurrentEventOrNull(db);
  if (!event) return <p className="muted">{th('noEvent')}</p>;
  const now = new Date();
  const tickets = await listTickets(db, event.eventId, 'offline');
  const courses: CourseOption[] = tickets.map((tk) => ({
    ticketSeq: tk.ticketSeq,
    ticketCode: tk.ticketCode,
    ticketName: tk.ticketName,
    ticketPrice: tk.ticketPrice,
    souvenir: tk.souvenir,
    options: souvenirOptions(tk.choiceOption),
    state: courseState(tk, now),
    distanceKm: Number(tk.distanceKm),
    startTime: tk.startTime,
    minAge: tk.minAge,
    minSchool: tk.minSchool,
  }));
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{t('title')}</h1>
        <p>{t('intro')}</p>
      </header>
      <IndividualFlow
        courses={courses}
        bank={{ bankName: event.bankName, accountNo: event.accountNo, accountHolder: event.accountHolder }}
        raceDate={event.raceDate.toISOString()}
        notice={periodNotice(tickets, now)}
      />
    </>
  );
}
