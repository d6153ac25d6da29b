import type { CourseState, PeriodNotice } from '@/lib/registration/course-status';
import type { LedgerSummary } from '@/lib/ledger/summary';
import type { JoinerView } from '@/lib/registration/joiner-view';

export type { BankInfo, CourseOption } from '@/lib/registration/apply-page-data';
export type { InvitationView } from '@/lib/waitlist/invitation';

/** The 200 answer of POST /api/applicant/applyFor that the later steps show. */
export type { AppliedAnswer as Applied } from '@/lib/registration/apply';

export type { CourseState, PeriodNotice };

/** Registration as the summary shows it (subset of the search / complete answers, spec §3). */
export type SummaryJoiner = Pick<JoinerView, 'joinerName' | 'cellphone' | 'zipcode' | 'zipAddress' | 'address'> &
  Partial<Pick<JoinerView, 'joinSeq' | 'exponent' | 'paymentStatus' | 'paymentType' | 'amount' | 'email'>> & {
    brief?: string | null;
    /** The payment ledger's figures (won), when known: shown beside the fee. */
    money?: LedgerSummary;
  };
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
