import 'server-only';
import { getDb } from '@/db/client';
import { PUBLIC_TICKET_TYPES, type TicketType } from '@/lib/codes';
import { courseState, periodNotice, type CourseState, type PeriodNotice } from './course-status';
import { listTickets } from './current-event';
import { getCurrentEventOrNull } from './event-info';
import { souvenirOptions } from './souvenir';

/** A course offered in the public forms (race-day 'offline' or untact 'online'), with its state now. */
export interface CourseOption {
  ticketSeq: number;
  ticketType: TicketType;
  ticketCode: string;
  ticketName: string;
  ticketNameEn: string | null; // English mode's name; null shows ticketName
  ticketPrice: number; // won
  disabledPrice: number | null; // won, spec §9 disabled participant
  schoolGroupPrice: number | null; // won, spec §9 school group of 10+
  souvenir: string | null;
  souvenirEn: string | null;
  options: string[];
  state: CourseState;
  distanceKm: number;
  startTime: string | null; // HH:MM KST
  minAge: number;
  minSchool: string | null;
  /** ISO instants of an untact course's activity window (when runs count); null for race-day courses. */
  activityOpenTime: string | null;
  activityCloseTime: string | null;
}

/** Bank transfer details of the current edition (events row), shown at the payment step. */
export interface BankInfo {
  bankName: string | null;
  accountNo: string | null;
  accountHolder: string | null;
  /** ISO instant the transfer is due: the end of the registration period (eventClose). */
  deadline: string | null;
}

/** What the registration pages hand to their client flow. */
export interface ApplyPageData {
  courses: CourseOption[];
  bank: BankInfo;
  /** ISO instant of race day, for the age rules of spec §9. */
  raceDate: string;
  notice: PeriodNotice;
  /** Staff switched the bot check (proof of work) on: the forms show the widget and send its payload. */
  powChallenge: boolean;
  /** Minutes a waitlist invitation holds its place (the waitlist page says how long). */
  inviteMinutes: number;
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
      activityOpenTime: tk.activityOpenTime?.toISOString() ?? null,
      activityCloseTime: tk.activityCloseTime?.toISOString() ?? null,
    }));
  return {
    courses,
    bank: bankInfoOf(event),
    raceDate: event.raceDate.toISOString(),
    notice: periodNotice(tickets, now),
    powChallenge: event.powChallenge,
    inviteMinutes: event.inviteMinutes,
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
