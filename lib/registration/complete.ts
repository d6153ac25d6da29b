import 'server-only';
import type { DbOrTx } from '@/db/client';
import type { JoinerRow, RunnerRow } from './self-service';
import { registrationView, runnersOf } from './self-service';

/**
 * GET /api/applicant/complete and /apply/success (spec §3 "Application detail response"):
 * applicant and runnersByTicketType (online, offline, trekking).
 */
export async function applicationDetail(db: DbOrTx, j: JoinerRow) {
  const list: RunnerRow[] = await runnersOf(db, j.joinerId);
  const view = registrationView(j, list);
  // Runners carry their ticketSeq; the public forms only sell offline tickets (spec §2 "Ticket type used is 'offline'").
  return { applicant: view.joiner, runnersByTicketType: { online: [], offline: view.runners, trekking: [] } };
}
export type ApplicationDetail = Awaited<ReturnType<typeof applicationDetail>>;
