import type { JoinerView } from '@/lib/registration/joiner-view';

/** A course of the proxy forms (spec §2: course from offline tickets), price in won. */
export interface ProxyCourse {
  ticketSeq: number;
  ticketName: string;
  ticketPrice: number;
  souvenir: string | null;
  options: string[];
}

/** The registration as GET /api/admin/applicant/findby answers it (the fields the proxy pages use). */
export interface ProxyDetail {
  applicant: JoinerView & { deposit: number | null };
  runnersByTicketType: {
    offline: Array<{
      runnerSeq: number;
      ticketSeq: number;
      choiceOption: string | null;
      runnerName: string;
      birthday: string;
      gender: 'M' | 'F';
      cellphone: string;
    }>;
  };
}
