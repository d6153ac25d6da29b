import 'server-only';
import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { tickets } from '@/db/schema';
import type { TicketType } from '@/lib/codes';
import type { JoinerRow, RunnerRow } from './self-service';
import { registrationView, runnersOf } from './self-service';
import { raceDayExtras } from '@/lib/checkin/runner-extras';

/**
 * GET /api/applicant/complete and /apply/success (spec §3 "Application detail response"):
 * applicant and runnersByTicketType (online, offline, trekking), each runner in the group of its
 * ticket's type (untact courses under online).
 */
export async function applicationDetail(db: DbOrTx, j: JoinerRow) {
  const list: RunnerRow[] = await runnersOf(db, j.joinerId);
  const view = registrationView(j, list, await raceDayExtras(db, j, list));
  const seqs = [...new Set(list.map((r) => r.ticketSeq))];
  const types = new Map<number, TicketType>(
    seqs.length
      ? (await db.select({ s: tickets.ticketSeq, t: tickets.ticketType }).from(tickets).where(inArray(tickets.ticketSeq, seqs))).map(
          (r) => [r.s, r.t],
        )
      : [],
  );
  const of = (type: TicketType) => view.runners.filter((r) => (types.get(r.ticketSeq) ?? 'offline') === type);
  return { applicant: view.joiner, runnersByTicketType: { online: of('online'), offline: of('offline'), trekking: of('trekking') } };
}
export type ApplicationDetail = Awaited<ReturnType<typeof applicationDetail>>;
