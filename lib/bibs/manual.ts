import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { runners } from '@/db/schema';
import { backNoTaken, notFound } from '@/lib/errors';
import { uniqueViolation } from '@/lib/db/pg-error';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { lockBibs } from './course';

/**
 * PUT /api/admin/bibs {runnerSeq, backNo} (bib assignment): sets (or, with null, clears) one
 * runner's bib by hand, reserved numbers included (that is how they are given). A number on another
 * runner of the edition answers 409 V0409 `backNoTaken`; a runner not of the current edition 404
 * S0001. Under the edition's bib lock, so it never races an assignment run. Returns the runner's bib.
 */
export async function setBib(db: Db, runnerSeq: number, backNo: number | null): Promise<{ runnerSeq: number; backNo: number | null }> {
  const event = await getCurrentEvent(db);
  try {
    return await db.transaction(async (tx) => {
      await lockBibs(tx, event.eventId);
      if (backNo !== null) {
        const [holder] = await tx
          .select({ runnerSeq: runners.runnerSeq })
          .from(runners)
          .where(and(eq(runners.eventId, event.eventId), eq(runners.backNo, backNo)))
          .limit(1);
        if (holder && holder.runnerSeq !== runnerSeq) throw backNoTaken(backNo);
      }
      const [row] = await tx
        .update(runners)
        .set({ backNo })
        .where(and(eq(runners.runnerSeq, runnerSeq), eq(runners.eventId, event.eventId)))
        .returning({ runnerSeq: runners.runnerSeq, backNo: runners.backNo });
      if (!row) throw notFound('bibs.runnerNotFound');
      return row;
    });
  } catch (err) {
    if (backNo !== null && uniqueViolation(err, 'runners_event_back_no_uq') !== null) throw backNoTaken(backNo);
    throw err;
  }
}
