import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners, runners, tickets } from '@/db/schema';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { rollupByAge, rollupByDaejeon, rollupByGender, rollupByRegion, rollupPaidByGender, type StatRunner } from './stats';

/** Runners of the current edition that statistics count (active ones), in course display order. */
async function statRunners(db: DbOrTx): Promise<{ list: StatRunner[]; raceDate: Date }> {
  const event = await getCurrentEvent(db);
  const rows = await db
    .select({
      ticketSeq: runners.ticketSeq,
      raceName: tickets.ticketName,
      gender: runners.gender,
      birthday: runners.birthday,
      exponent: joiners.exponent,
      zipAddress: joiners.zipAddress,
      paymentStatus: joiners.paymentStatus,
    })
    .from(runners)
    .innerJoin(joiners, eq(joiners.joinerId, runners.joinerId))
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(and(eq(runners.eventId, event.eventId), eq(runners.active, true)))
    .orderBy(asc(tickets.displayOrder), asc(tickets.ticketSeq));
  return { list: rows.map(({ exponent, ...r }) => ({ ...r, party: exponent !== null })), raceDate: event.raceDate };
}

export const ROLLUPS = ['rollupPaidByGender', 'rollupByGender', 'rollupByAge', 'rollupByRegion', 'rollupByDaejeon'] as const;
export type RollupName = (typeof ROLLUPS)[number];

/**
 * GET /api/admin/application/{rollup} (spec §3 statistics rows, §7): the rows of one statistics table
 * of the current edition, one per course (raceName = ticket name) plus a 'total' row; cancelled
 * registrations are left out, rollupPaidByGender counts CMPL only. Counts are runners.
 */
export async function rollup(db: DbOrTx, name: RollupName) {
  const { list, raceDate } = await statRunners(db);
  switch (name) {
    case 'rollupPaidByGender':
      return rollupPaidByGender(list);
    case 'rollupByGender':
      return rollupByGender(list);
    case 'rollupByAge':
      return rollupByAge(list, raceDate);
    case 'rollupByRegion':
      return rollupByRegion(list);
    case 'rollupByDaejeon':
      return rollupByDaejeon(list);
  }
}

/** All five statistics tables of the summary page from one read of the runners. */
export async function allRollups(db: DbOrTx) {
  const { list, raceDate } = await statRunners(db);
  return {
    rollupPaidByGender: rollupPaidByGender(list),
    rollupByGender: rollupByGender(list),
    rollupByAge: rollupByAge(list, raceDate),
    rollupByRegion: rollupByRegion(list),
    rollupByDaejeon: rollupByDaejeon(list),
  };
}
