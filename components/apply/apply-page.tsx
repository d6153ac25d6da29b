import 'server-only';
import { getTranslations } from 'next-intl/server';
import type { ComponentType } from 'react';
import { getDb } from '@/db/client';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import { courseState, periodNotice } from '@/lib/registration/course-status';
import { listTickets } from '@/lib/registration/current-event';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';
import { souvenirOptions } from '@/lib/registration/souvenir';
import type { BankInfo, CourseOption, PeriodNotice } from './types';
import styles from './apply.module.css';

/** What the registration pages hand to their client flow. */
export interface ApplyPageData {
  courses: CourseOption[];
  bank: BankInfo;
  /** ISO instant of race day, for the age rules of spec §9. */
  raceDate: string;
  notice: PeriodNotice;
}

/**
 * Data of /apply/individual and /apply/group (spec §2): the offline and untact courses of the current edition
 * with their state at `now`, the race date, the period message (spec §8) and the bank account, so the
 * form needs no extra request. Null when no edition is seeded.
 */
export async function loadApplyPageData(now = new Date()): Promise<ApplyPageData | null> {
  const db = getDb();
  const event = await getCurrentEventOrNull(db);
  if (!event) return null;
  const all = await listTickets(db, event.eventId);
  // The period message follows the race-day courses; untact courses are offered beside them.
  const tickets = all.filter((tk) => tk.ticketType === 'offline');
  const courses: CourseOption[] = all
    .filter((tk) => PUBLIC_TICKET_TYPES.includes(tk.ticketType))
    .map((tk) => ({
      ticketSeq: tk.ticketSeq,
      ticketType: tk.ticketType,
      ticketCode: tk.ticketCode,
      ticketName: tk.ticketName,
      ticketNameEn: tk.ticketNameEn,
      ticketPrice: tk.ticketPrice,
      disabledPrice: tk.disabledPrice,
      schoolGroupPrice: tk.schoolGroupPrice,
      souvenir: tk.souvenir,
      souvenirEn: tk.souvenirEn,
      options: souvenirOptions(tk.choiceOption),
      state: courseState(tk, now),
      distanceKm: Number(tk.distanceKm),
      startTime: tk.startTime,
      minAge: tk.minAge,
      minSchool: tk.minSchool,
    }));
  return {
    courses,
    bank: bankInfoOf(event),
    raceDate: event.raceDate.toISOString(),
    notice: periodNotice(tickets, now),
  };
}

/** The bank transfer details of an edition (events row), due by the end of its registration period. */
export function bankInfoOf(event: {
  bankName: string | null;
  accountNo: string | null;
  accountHolder: string | null;
  eventClose: Date;
}): BankInfo {
  return {
    bankName: event.bankName,
    accountNo: event.accountNo,
    accountHolder: event.accountHolder,
    deadline: event.eventClose.toISOString(),
  };
}

/** The bank details of the current edition, or null when none is seeded (/apply/search, /apply/success). */
export async function loadBankInfo(): Promise<BankInfo | null> {
  const event = await getCurrentEventOrNull(getDb());
  return event ? bankInfoOf(event) : null;
}

/**
 * A registration page (/apply/individual, /apply/group): heading and intro, then `Flow` with the
 * data of loadApplyPageData, or 'no event' when nothing is seeded.
 */
export async function ApplyPage({ title, intro, Flow }: { title: string; intro: string; Flow: ComponentType<ApplyPageData> }) {
  const th = await getTranslations('home');
  const data = await loadApplyPageData();
  if (!data) return <p className="muted">{th('noEvent')}</p>;
  return (
    <>
      <header className={styles.pageHead}>
        <h1>{title}</h1>
        <p>{intro}</p>
      </header>
      <Flow {...data} />
    </>
  );
}
