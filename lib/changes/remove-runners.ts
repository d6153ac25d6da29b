import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import type { PriceCategory } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import type { JoinerRow } from '@/lib/ledger/lifecycle';
import { recordLedger, type LedgerState } from '@/lib/ledger/record';
import { cancellationRefund } from '@/lib/ledger/refund-policy';
import { groupProblem } from '@/lib/registration/group';
import { countByTicket, takePlaces } from '@/lib/registration/places';
import { V } from '@/lib/validation/messages';

/**
 * Removes `runnerSeqs` from group registration `j` (locked by the caller) in `tx`, the rest staying
 * registered (spec §4; a member who cannot run): their places go back, their rows go, and the ledger
 * takes their prices off ('runners-removed', naming them) and keeps, of the money this frees, the part
 * the refund policy does not give back at `percent` ('cancellation-fee'). The group must keep 2 runners
 * (10 for the school-group price), else 400 with the spec message: cancel the whole entry instead.
 * Unknown runners are a 400. Returns the ledger state (what is owed back is its credit).
 */
export async function removeRunners(tx: Tx, j: JoinerRow, runnerSeqs: number[], percent: number, now: Date): Promise<LedgerState> {
  const list = await tx
    .select()
    .from(runners)
    .where(and(eq(runners.joinerId, j.joinerId), inArray(runners.runnerSeq, runnerSeqs)));
  if (list.length !== new Set(runnerSeqs).size) throw badRequest('ledger.errors.runner');
  const n = await tx.$count(runners, eq(runners.joinerId, j.joinerId));
  const problem = groupProblem(n - list.length, j.priceCategory as PriceCategory);
  if (problem) throw badRequest(problem === 'minRunners' ? V.minRunners : V.schoolGroupMin);

  const giveBack = new Map([...countByTicket(list)].map(([k, v]) => [k, -v]));
  await takePlaces(tx, giveBack, new Map(list.map((r) => [r.ticketSeq, r])));
  await tx.delete(runners).where(
    inArray(
      runners.runnerSeq,
      list.map((r) => r.runnerSeq),
    ),
  );
  await tx
    .update(joiners)
    .set({ ticketCount: n - list.length })
    .where(eq(joiners.joinerId, j.joinerId));
  const removed = list.reduce((sum, r) => sum + r.price, 0);
  const { fee } = cancellationRefund({ charged: j.amount, paid: j.deposit ?? 0, refunded: j.refunded }, removed, percent);
  return recordLedger(
    tx,
    j.joinerId,
    [
      { kind: 'charge', cause: 'runners-removed', amount: -removed, memo: list.map((r) => r.runnerName).join(', ') },
      { kind: 'charge', cause: 'cancellation-fee', amount: fee, memo: `${percent}%` },
    ],
    now,
  );
}
