import type { PriceCategory } from '@/lib/codes';
import type { LedgerSummary } from '@/lib/ledger/summary';
import type { JoinerView } from '@/lib/registration/joiner-view';
import type { PricedTicket } from '@/lib/registration/pricing';

/**
 * A course of the proxy forms (spec §2: course from offline tickets, and the untact courses), prices in won: the standard,
 * disabled and school-group prices, so the form shows the amount the server will charge (spec §9).
 */
export interface ProxyCourse extends PricedTicket {
  ticketName: string;
  souvenir: string | null;
  options: string[];
}

/** A runner of a registration as the proxy pages edit it. */
export interface ProxyRunner {
  runnerSeq: number;
  ticketSeq: number;
  choiceOption: string | null;
  runnerName: string;
  birthday: string;
  gender: 'M' | 'F';
  cellphone: string;
  /** A runner from abroad's own e-mail address. */
  email?: string | null;
  emergencyName?: string | null;
  emergencyPhone?: string | null;
  emergencyRelation?: string | null;
  bloodType?: string | null;
  bloodRh?: string | null;
  finishSms?: boolean;
  finishSmsEmergency?: boolean;
}

/** The registration as GET /api/admin/applicant/findby answers it (the fields the proxy pages use): race-day and untact runners. */
export interface ProxyDetail {
  applicant: JoinerView & { deposit: number | null; priceCategory: PriceCategory; money?: LedgerSummary };
  runnersByTicketType: { offline: ProxyRunner[]; online: ProxyRunner[] };
}
