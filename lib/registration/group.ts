import { type PriceCategory } from '@/lib/codes';
import { nameKey } from './name-key';
import { applicationAmount, SCHOOL_GROUP_MIN, type PricedTicket } from './pricing';

/**
 * Rules of a group registration (spec §2 /apply/group, §5, §9), framework-free so the browser form
 * and the server apply the same ones.
 */

/** A group registration has 2 or more runners (spec §1, §2 'group registration (2 or more)'). */
export const MIN_GROUP_RUNNERS = 2;

/** What identifies a runner for the "already in the list / already applied" checks (spec §5). */
export interface RunnerIdentity {
  runnerName: string;
  cellphone: string;
  birthday: string;
}

/**
 * The identity key of a runner: the name in its name-key form (letter case, spacing and Unicode form
 * ignored, as the database's unique index does), phone and birthday, trimmed.
 */
export function runnerIdentity(r: RunnerIdentity): string {
  return `${nameKey(r.runnerName)}|${r.cellphone.trim()}|${r.birthday.trim()}`;
}

/**
 * Index of the runner of `list` with the same name, phone and birthday as `candidate`, ignoring the
 * row at `exceptIndex` (the row being edited); -1 when there is none ('participant already exists in
 * the list', spec §5).
 */
export function duplicateInList(list: RunnerIdentity[], candidate: RunnerIdentity, exceptIndex = -1): number {
  const key = runnerIdentity(candidate);
  return list.findIndex((r, i) => i !== exceptIndex && runnerIdentity(r) === key);
}

/** Keys of runners appearing more than once in `list` (the server refuses such a body). */
export function hasDuplicateRunners(list: RunnerIdentity[]): boolean {
  return new Set(list.map(runnerIdentity)).size !== list.length;
}

export type GroupProblem = 'minRunners' | 'schoolGroupMin' | null;

/**
 * Why a group of `runnerCount` runners under `category` cannot be submitted: fewer than 2 runners
 * ('minRunners'), or the school-group price with fewer than 10 ('schoolGroupMin', spec §9); null when fine.
 */
export function groupProblem(runnerCount: number, category: PriceCategory): GroupProblem {
  if (runnerCount < MIN_GROUP_RUNNERS) return 'minRunners';
  return priceCategoryProblem(runnerCount, category);
}

/** The school-group price needs 10 or more runners (spec §9); any other category is always allowed. */
export function priceCategoryProblem(runnerCount: number, category: PriceCategory): 'schoolGroupMin' | null {
  return category === 'school' && runnerCount < SCHOOL_GROUP_MIN ? 'schoolGroupMin' : null;
}

export interface CourseCount {
  ticketSeq: number;
  ticketName: string;
  count: number;
}

/**
 * Courses with their number of runners, in the order of `courses` (the summary modal before a group
 * submit, spec §4); courses nobody chose are left out.
 */
export function courseCounts(
  runners: Array<{ ticketSeq: number }>,
  courses: Array<{ ticketSeq: number; ticketName: string }>,
): CourseCount[] {
  const n = new Map<number, number>();
  for (const r of runners) n.set(r.ticketSeq, (n.get(r.ticketSeq) ?? 0) + 1);
  return courses
    .filter((c) => n.has(c.ticketSeq))
    .map((c) => ({ ticketSeq: c.ticketSeq, ticketName: c.ticketName, count: n.get(c.ticketSeq)! }));
}

/**
 * The amount in won a group would be charged: the sum of its runners' prices under `category`
 * (spec §5 'Group amount = sum of ticket prices of runners', §9). The form shows it as an estimate;
 * the server computes the binding amount with the same function. Runners of an unknown course count 0.
 */
export function groupAmount(runners: Array<{ ticketSeq: number }>, courses: PricedTicket[], category: PriceCategory): number {
  const bySeq = new Map(courses.map((c) => [c.ticketSeq, c]));
  const known = runners.map((r) => bySeq.get(r.ticketSeq)).filter((t): t is PricedTicket => !!t);
  return applicationAmount(known, category).amount;
}
