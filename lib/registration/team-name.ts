import 'server-only';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners } from '@/db/schema';
import { getCurrentEvent } from './current-event';
import { nameKeyParam, nameKeySql } from './name-key-sql';

/**
 * True when a live (not cancelled) registration of edition `eventId` uses the group name `exponent`,
 * compared in the name-key form ('Run Club' = 'run  club'); `exceptJoinerId` leaves out the
 * registration being renamed. The partial unique index joiners_event_exponent_live_uq on the same
 * form settles a race (spec §4 'Group name must be confirmed unique').
 */
export async function groupNameTaken(db: DbOrTx, eventId: number, exponent: string, exceptJoinerId?: number): Promise<boolean> {
  const rows = await db
    .select({ joinerId: joiners.joinerId })
    .from(joiners)
    .where(
      and(
        eq(joiners.eventId, eventId),
        ne(joiners.paymentStatus, 'CNCL'),
        sql`${nameKeySql(joiners.exponent)} = ${nameKeyParam(exponent)}`,
        exceptJoinerId === undefined ? undefined : ne(joiners.joinerId, exceptJoinerId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/**
 * GET /api/isDuplicateTeamName?teamName= (spec §7): true when the group name is already used by a
 * live registration of the current edition. Throws A0001 (503) when no edition is current.
 */
export async function isDuplicateTeamName(db: DbOrTx, teamName: string): Promise<boolean> {
  const event = await getCurrentEvent(db);
  return groupNameTaken(db, event.eventId, teamName);
}
