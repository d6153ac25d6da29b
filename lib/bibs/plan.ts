import type { BibOrder } from '@/lib/codes';

/**
 * Planning one bib assignment run (bib assignment): which paid runner of a course gets which
 * number of the course's range. Pure, so the order rules are tested without a database; the
 * database side (lock, write, uniqueness) is lib/bibs/assign.ts.
 */

/** A paid runner of the course still without a bib. */
export interface BibCandidate {
  runnerSeq: number;
  runnerName: string;
  joinerId: number;
  joinSeq: number;
  /** Group name; null for an individual registration. */
  exponent: string | null;
  /** When the registration became CMPL; null for entries paid before the column existed (then joinTime). */
  paidAt: Date | null;
  joinTime: Date;
}

export interface BibPlan {
  assignments: Array<{ runnerSeq: number; backNo: number }>;
  /** Runners left without a number because the range ran out. */
  skipped: number[];
  /** Free numbers of the range passed over because they are reserved by hand. */
  reservedSkipped: number;
}

const collator = new Intl.Collator('ko', { sensitivity: 'base', numeric: true });
const paidTime = (c: BibCandidate) => (c.paidAt ?? c.joinTime).getTime();

/** By payment time, then registration (a group's runners stay together), then entry order. */
function byPaid(a: BibCandidate, b: BibCandidate): number {
  return paidTime(a) - paidTime(b) || a.joinSeq - b.joinSeq || a.runnerSeq - b.runnerSeq;
}

/** By name in Korean dictionary order (가나다), then entry order. */
function byName(a: BibCandidate, b: BibCandidate): number {
  return collator.compare(a.runnerName, b.runnerName) || a.runnerSeq - b.runnerSeq;
}

/**
 * Groups first, in the order of their names, each group's runners by name, so a club's bibs are
 * consecutive and its kits can be packed together; then the individual runners by payment time.
 */
function byGroup(a: BibCandidate, b: BibCandidate): number {
  if (a.exponent !== null && b.exponent === null) return -1;
  if (a.exponent === null && b.exponent !== null) return 1;
  if (a.exponent !== null && b.exponent !== null)
    return collator.compare(a.exponent, b.exponent) || a.joinerId - b.joinerId || byName(a, b);
  return byPaid(a, b);
}

const ORDERS: Record<BibOrder, (a: BibCandidate, b: BibCandidate) => number> = { paid: byPaid, name: byName, group: byGroup };

/**
 * Gives `candidates`, sorted by `order`, the free numbers from `from` to `to` (inclusive) in
 * ascending order, passing over numbers already on a runner of the edition (`taken`) and numbers
 * reserved by hand (`reserved`). Runners for whom no number is left are listed in `skipped`.
 */
export function planBibs(
  candidates: readonly BibCandidate[],
  range: { from: number; to: number },
  taken: ReadonlySet<number>,
  reserved: ReadonlySet<number>,
  order: BibOrder,
): BibPlan {
  const queue = [...candidates].sort(ORDERS[order]);
  const assignments: BibPlan['assignments'] = [];
  let reservedSkipped = 0;
  let n = range.from;
  let i = 0;
  for (; i < queue.length && n <= range.to; n++) {
    if (taken.has(n)) continue;
    if (reserved.has(n)) {
      reservedSkipped++;
      continue;
    }
    assignments.push({ runnerSeq: queue[i++].runnerSeq, backNo: n });
  }
  return { assignments, skipped: queue.slice(i).map((c) => c.runnerSeq), reservedSkipped };
}

/** The largest range one run takes (an edition has about 3,500 places). */
export const MAX_BIB_RANGE = 20_000;
/** Bibs are 1 to 5 digits on the printed number. */
export const MAX_BIB_NO = 99_999;

/**
 * Numbers written by staff as a list of numbers and ranges ("1-10, 77, 100~105"): the set they
 * name, ascending. Throws an Error with `bibs.reserved.invalid` for anything else, or a range over
 * MAX_BIB_RANGE numbers.
 */
export function parseNumberList(text: string): number[] {
  const out = new Set<number>();
  for (const part of text.split(/[,\s]+/).filter(Boolean)) {
    const m = /^(\d{1,5})(?:[-~](\d{1,5}))?$/.exec(part);
    if (!m) throw new Error('bibs.reserved.invalid');
    const a = Number(m[1]);
    const b = m[2] === undefined ? a : Number(m[2]);
    if (a < 1 || b < a || b - a >= MAX_BIB_RANGE) throw new Error('bibs.reserved.invalid');
    for (let n = a; n <= b; n++) out.add(n);
  }
  return [...out].sort((x, y) => x - y);
}

/** "1-10, 77" for a sorted list of numbers: runs of consecutive numbers folded (for the console). */
export function formatNumberList(sorted: readonly number[]): string {
  const parts: string[] = [];
  for (let i = 0; i < sorted.length;) {
    let j = i;
    while (j + 1 < sorted.length && sorted[j + 1] === sorted[j] + 1) j++;
    parts.push(j === i ? String(sorted[i]) : `${sorted[i]}-${sorted[j]}`);
    i = j + 1;
  }
  return parts.join(', ');
}
