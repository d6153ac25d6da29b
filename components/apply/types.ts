import { type PaymentType, type TicketType } from '@/lib/codes';
import type { CourseState, PeriodNotice } from '@/lib/registration/course-status';
import type { JoinerView } from '@/lib/registration/joiner-view';

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
}

/** Bank transfer details of the current edition (events row), shown at the payment step. */
export interface BankInfo {
  bankName: string | null;
  accountNo: string | null;
  accountHolder: string | null;
  /** ISO instant the transfer is due: the end of the registration period (eventClose). */
  deadline: string | null;
}

/** The 200 answer of POST /api/applicant/applyFor that the later steps show. */
export interface Applied {
  joinSeq: number;
  joinHash: string;
  amount: number; // won, computed by the server
  paymentStatus: 'RSVT' | 'CMPL';
  paymentType: PaymentType;
  brief: string;
}

export type { CourseState, PeriodNotice };

/** Registration as the summary shows it (subset of the search / complete answers, spec §3). */
export type SummaryJoiner = Pick<JoinerView, 'joinerName' | 'cellphone' | 'zipcode' | 'zipAddress' | 'address'> &
  Partial<Pick<JoinerView, 'joinSeq' | 'exponent' | 'paymentStatus' | 'paymentType' | 'amount'>> & { brief?: string | null };
export interface SummaryRunner {
  runnerName: string;
  birthday: string;
  gender: 'M' | 'F' | string;
  cellphone: string;
  ticketName: string;
  ticketNameEn?: string | null;
  choiceOption?: string | null;
  backNo?: string | number | null;
}
