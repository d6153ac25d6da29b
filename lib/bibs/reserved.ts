import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { bibReserved } from '@/db/schema';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { lockBibs } from './course';

/** The numbers of the current edition reserved by hand, ascending, with their notes. */
export async function listReserved(db: DbOrTx): Promise<Array<{ backNo: number; note: string | null }>> {
  const event = await getCurrentEvent(db);
  return db
    .select({ backNo: bibReserved.backNo, note: bibReserved.note })
    .from(bibReserved)
    .where(eq(bibReserved.eventId, event.eventId))
    .orderBy(asc(bibReserved.backNo));
}

/** The answer of POST and DELETE /api/admin/bibs/reserved: how many numbers changed. */
export interface ReserveAnswer {
  changed: number;
}

/**
 * POST /api/admin/bibs/reserved {numbers, note} or DELETE (bib assignment: numbers reserved by
 * hand are skipped by assignment runs): reserves or frees `numbers` of the current edition. A number
 * already on a runner may be reserved too (it stays that runner's). Returns how many rows changed.
 */
export async function reserveNumbers(db: Db, numbers: number[], note: string | null, reserve: boolean): Promise<ReserveAnswer> {
  const event = await getCurrentEvent(db);
  return db.transaction(async (tx) => {
    await lockBibs(tx, event.eventId);
    if (!reserve) {
      const gone = await tx
        .delete(bibReserved)
        .where(and(eq(bibReserved.eventId, event.eventId), inArray(bibReserved.backNo, numbers)))
        .returning({ n: bibReserved.backNo });
      return { changed: gone.length };
    }
    const added = await tx
      .insert(bibReserved)
      .values(numbers.map((backNo) => ({ eventId: event.eventId, backNo, note })))
      .onConflictDoUpdate({ target: [bibReserved.eventId, bibReserved.backNo], set: { note } })
      .returning({ n: bibReserved.backNo });
    return { changed: added.length };
  });
}
