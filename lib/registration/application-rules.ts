import { badRequest, soldOut } from '@/lib/errors';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';
import type { ApplyForInput } from '@/lib/validation/application';
import { V } from '@/lib/validation/messages';
import { courseState, periodNotice } from './course-status';
import type { TicketRow } from './current-event';
import { eligibilityProblem } from './eligibility';
import { hasDuplicateRunners, MIN_GROUP_RUNNERS, priceCategoryProblem } from './group';
import { souvenirOptions } from './souvenir';

/** Options of an application that change which rules apply. */
export interface ApplyOptions {
  now?: Date;
  source?: 'public' | 'proxy';
  /** Staff proxy entries may be made outside the sale window (spec §4 staff proxy). */
  ignoreSaleWindow?: boolean;
  /**
   * The course whose place a waitlist invitation holds for this application: neither its sale window
   * nor its being full (the held place counts in its total) refuses it here; the invitation is
   * checked under its lock when the place is taken.
   */
  heldTicketSeq?: number;
}

/**
 * Checks everything about an application that does not need a lock: tickets exist, are offline or
 * untact (online) and
 * on sale, runners meet the age rules, no runner twice in the list, individual vs group shape.
 * Returns the tickets by ticketSeq. Throws 400 (spec §5/§8 messages) or S0003 when a course is
 * already full (fast path; the transaction re-checks).
 */
export function checkApplication(
  input: ApplyForInput,
  ticketList: TicketRow[],
  raceDate: Date,
  now: Date,
  opts: ApplyOptions,
): Map<number, TicketRow> {
  const bySeq = new Map(ticketList.map((t) => [t.ticketSeq, t]));
  const exponent = input.joiner.exponent?.trim() || null;
  if (exponent && input.runners.length < MIN_GROUP_RUNNERS) throw badRequest(V.minRunners);
  if (!exponent && input.runners.length > 1) throw badRequest(V.groupName);
  if (priceCategoryProblem(input.runners.length, input.joiner.priceCategory ?? 'standard')) throw badRequest(V.schoolGroupMin);
  if (hasDuplicateRunners(input.runners)) throw badRequest(V.duplicateInList);
  const soldOutNames = new Set<string>();
  const wanted = new Map<number, number>();
  for (const r of input.runners) wanted.set(r.ticketSeq, (wanted.get(r.ticketSeq) ?? 0) + 1);
  for (const [seq, n] of wanted) {
    const t = bySeq.get(seq);
    if (!t || !PUBLIC_TICKET_TYPES.includes(t.ticketType)) throw badRequest(V.course);
    if (seq === opts.heldTicketSeq) continue;
    const state = courseState(t, now);
    if (!opts.ignoreSaleWindow && (state === 'before' || state === 'closed')) {
      const notice = periodNotice([t], now);
      if (notice.kind === 'before') throw badRequest('errors.periodBefore', { from: notice.from, to: notice.to });
      throw badRequest('errors.periodClosed');
    }
    if (t.total + n > t.acceptable) soldOutNames.add(t.ticketName);
  }
  if (soldOutNames.size) throw soldOut([...soldOutNames]);
  checkRunnerRules(input.runners, bySeq, raceDate);
  return bySeq;
}

/**
 * The per-runner rules of spec §5/§9 that need the course: the ticket is an offline or untact course of the
 * edition, the runner meets its age rule on race day, and the souvenir option is one it offers.
 * Throws 400 with the spec message. Shared by public applications and staff edits.
 */
export function checkRunnerRules(
  list: Array<{ ticketSeq: number; birthday: string; choiceOption: string }>,
  bySeq: Map<number, TicketRow>,
  raceDate: Date,
): void {
  for (const r of list) {
    const t = bySeq.get(r.ticketSeq);
    if (!t || !PUBLIC_TICKET_TYPES.includes(t.ticketType)) throw badRequest(V.course);
    const problem = eligibilityProblem(t, r.birthday, raceDate);
    if (problem) throw badRequest(problem === 'ageHalf' ? V.ageHalf : V.ageMini);
    const options = souvenirOptions(t.choiceOption);
    if (options.length && !options.includes(r.choiceOption)) throw badRequest(V.option);
  }
}
