import { type PriceCategory } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import { priceCategoryProblem, runnerIdentity } from '@/lib/registration/group';
import { applicationAmount, type PricedTicket } from '@/lib/registration/pricing';
import type { RunnerInput } from '@/lib/validation/application';
import { V } from '@/lib/validation/messages';
import type { RunnerDiff } from '@/lib/validation/proxy';

/** A runner as stored (the fields an edit plan needs). */
export interface StoredRunner {
  runnerSeq: number;
  ticketSeq: number;
  runnerName: string;
  birthday: string;
  cellphone: string;
}

/**
 * One runner of the registration after the edit: `runnerSeq` is absent for a new one (INS); `input`
 * holds the new values of an INS or UPD runner and is absent for one left unchanged.
 */
export interface PlannedRunner {
  runnerSeq?: number;
  ticketSeq: number;
  input?: RunnerInput;
  price: number; // won
}

export interface EditPlan {
  /** The runners after the edit, existing ones first in their stored order, then the new ones. */
  runners: PlannedRunner[];
  /** Places to take (+) or give back (−) per ticketSeq; zero entries left out. */
  placeDeltas: Map<number, number>;
  /** Amount in won recomputed from server prices (spec §5 "Group amount"). */
  amount: number;
  /** Editing resets the payment status (spec §4): RSVT, or CMPL at once when the amount is 0. */
  paymentStatus: 'RSVT' | 'CMPL';
  /** INS and UPD runners, whose course rules must be checked. */
  changed: RunnerInput[];
}

/**
 * Applies a staff edit's runner lists (spec §4 "Group edit keeps lists INS, UPD, DEL") to the stored
 * runners, without touching the database:
 * - DEL and UPD may only name runners of this registration, UPD not one that DEL removes, each once;
 * - the result has 1 runner for an individual, 2 or more for a group (exponent), no runner twice
 *   (same name, phone, birthday: 'participant already exists in the list');
 * - place deltas: DEL gives its course back, UPD moving course gives the old back and takes the new,
 *   INS takes one;
 * - a school-group registration keeps 10 runners or more ('schoolGroupMin', spec §9);
 * - the amount (won) is the sum of the server's prices for `category`; 0 means CMPL, else RSVT.
 * Throws 400 (spec §5 messages). `tickets` must hold every ticketSeq used (unknown = 'choose a course').
 */
export function planRunnerEdit(
  stored: StoredRunner[],
  diff: RunnerDiff,
  tickets: Map<number, PricedTicket>,
  opts: { group: boolean; category: PriceCategory },
): EditPlan {
  const bySeq = new Map(stored.map((r) => [r.runnerSeq, r]));
  const del = new Set(diff.DEL);
  if (del.size !== diff.DEL.length || diff.DEL.some((s) => !bySeq.has(s))) throw badRequest('proxy.errors.unknownRunner');
  const upd = new Map<number, RunnerDiff['UPD'][number]>();
  for (const u of diff.UPD) {
    if (!bySeq.has(u.runnerSeq) || del.has(u.runnerSeq) || upd.has(u.runnerSeq)) throw badRequest('proxy.errors.unknownRunner');
    upd.set(u.runnerSeq, u);
  }
  for (const r of [...diff.UPD, ...diff.INS]) if (!tickets.has(r.ticketSeq)) throw badRequest(V.course);

  const deltas = new Map<number, number>();
  const move = (ticketSeq: number, n: number) => deltas.set(ticketSeq, (deltas.get(ticketSeq) ?? 0) + n);

  const kept: Array<{ runnerSeq?: number; ticketSeq: number; who: StoredRunner | RunnerInput; input?: RunnerInput }> = [];
  for (const s of stored) {
    if (del.has(s.runnerSeq)) {
      move(s.ticketSeq, -1);
      continue;
    }
    const u = upd.get(s.runnerSeq);
    if (u) {
      if (u.ticketSeq !== s.ticketSeq) {
        move(s.ticketSeq, -1);
        move(u.ticketSeq, 1);
      }
      kept.push({ runnerSeq: s.runnerSeq, ticketSeq: u.ticketSeq, who: u, input: u });
    } else {
      kept.push({ runnerSeq: s.runnerSeq, ticketSeq: s.ticketSeq, who: s });
    }
  }
  for (const r of diff.INS) {
    move(r.ticketSeq, 1);
    kept.push({ ticketSeq: r.ticketSeq, who: r, input: r });
  }

  if (kept.length === 0) throw badRequest(V.runnerRequired);
  if (opts.group && kept.length < 2) throw badRequest(V.minRunners);
  if (!opts.group && kept.length > 1) throw badRequest(V.groupName);
  // The school-group price needs 10 runners: refuse the edit rather than silently charge another price.
  if (priceCategoryProblem(kept.length, opts.category)) throw badRequest(V.schoolGroupMin);
  const seen = new Set<string>();
  for (const r of kept) {
    const key = runnerIdentity(r.who);
    if (seen.has(key)) throw badRequest(V.duplicateInList);
    seen.add(key);
  }

  const { amount, prices } = applicationAmount(
    kept.map((r) => tickets.get(r.ticketSeq)!),
    opts.category,
  );
  for (const [k, v] of deltas) if (v === 0) deltas.delete(k);
  return {
    runners: kept.map((r, i) => ({ runnerSeq: r.runnerSeq, ticketSeq: r.ticketSeq, input: r.input, price: prices[i] })),
    placeDeltas: deltas,
    amount,
    paymentStatus: amount === 0 ? 'CMPL' : 'RSVT',
    changed: [...diff.UPD, ...diff.INS],
  };
}
