import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { cached, invalidate } from '@/lib/cache/memo';
import { joiners, runners, tickets } from '@/db/schema';
import { alreadyApplied, ApiError, badRequest, soldOut } from '@/lib/http/errors';
import type { ApplyForInput } from '@/lib/validation/application';
import { V } from '@/lib/validation/messages';
import { courseState, periodNotice } from './course-status';
import { eligibilityProblem } from './eligibility';
import { getCurrentEvent, listTickets, type TicketRow } from './current-event';
import { acceptOneCourse } from './accept-one-course';
import { randomJoinSeq } from './join-seq';
import { applicationAmount, depositorBrief, type PriceCategory } from './pricing';
import { hasDuplicateRunners, MIN_GROUP_RUNNERS, priceCategoryProblem, runnerIdentity } from './group';
import { GROUP_NAME_TAKEN, groupNameTaken } from './team-name';
import { souvenirOptions } from './souvenir';

export interface ApplyOptions {
  now?: Date;
  source?: 'public' | 'proxy';
  /** Staff proxy entries may be made outside the sale window (spec §4 staff proxy). */
  ignoreSaleWindow?: boolean;
}

export interface ApplyResult {
  joinerId: number;
  joinSeq: number;
  amount: number; // won
  paymentStatus: 'RSVT' | 'CMPL';
  paymentType: 'BANK' | 'CARD';
  brief: string;
  needsStaffCheck: boolean;
  /** Name of the edition, for the 'registration received' SMS sent after the answer. */
  eventName: string;
}

const PG_UNIQUE = '23505';
const pgCode = (e: unknown) => (e as { code?: string; cause?: { code?: string } })?.code ?? (e as { cause?: { code?: string } })?.cause?.code;
const pgConstraint = (e: unknown) =>
  (e as { constraint?: string })?.constraint ?? (e as { cause?: { constraint?: string } })?.cause?.constraint;


/**
 * Checks everything about an application that does not need a lock: tickets exist, are offline and
 * on sale, runners meet the age rules, no runner twice in the list, individual vs group shape.
 * Returns the tickets by ticketSeq. Throws 400 (spec §5/§8 messages) or S0003 when a course is
 * already full (fast path; the transaction re-checks).
 */
function checkApplication(input: ApplyForInput, ticketList: TicketRow[], raceDate: Date, now: Date, opts: ApplyOptions): Map<number, TicketRow> {
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
    if (!t || t.ticketType !== 'offline') throw badRequest(V.course);
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
 * The per-runner rules of spec §5/§9 that need the course: the ticket is an offline course of the
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
    if (!t || t.ticketType !== 'offline') throw badRequest(V.course);
    const problem = eligibilityProblem(t, r.birthday, raceDate);
    if (problem) throw badRequest(problem === 'ageHalf' ? V.ageHalf : V.ageMini);
    const options = souvenirOptions(t.choiceOption);
    if (options.length && !options.includes(r.choiceOption)) throw badRequest(V.option);
  }
}

/**
 * Accepts an application (POST /api/applicant/applyFor, spec §4, §7; ARCHITECTURE.md data rules).
 * Inside one transaction: refuses runners already registered (S0004), stores the joiner under a
 * random unused 4-digit joinSeq and its runners, then takes the places with a conditional
 * `UPDATE tickets SET total = total + n WHERE total + n <= acceptable` per course in ticketSeq order
 * (no deadlock between groups); a course without room rolls everything back (S0003, all or none).
 * The amount (won) is computed here from ticket prices and the price category (spec §9: disabled,
 * school group of 10+ — fewer is a 400); a non-standard category is flagged for a staff check.
 * 0 won is CMPL at once, otherwise RSVT. A group (exponent set, 2+ runners) needs a group name no
 * live registration of the edition uses (400 'group.nameTaken'). Resolves only after COMMIT, so an acknowledged application is stored.
 */
export async function applyFor(db: Db, input: ApplyForInput, opts: ApplyOptions = {}): Promise<ApplyResult> {
  const now = opts.now ?? new Date();
  // Prices, windows and age rules change rarely: read them through a 1 s cache. The totals in it only
  // serve the early S0003 answer; the places themselves are taken under the row lock below.
  const load = async () => {
    const ev = await getCurrentEvent(db);
    return { event: ev, ticketList: await listTickets(db, ev.eventId) };
  };
  let { event, ticketList } = await cached(CATALOGUE_CACHE, 1_000, load);
  if (input.runners.some((r) => !ticketList.some((t) => t.ticketSeq === r.ticketSeq))) {
    // A course added in the last second is not in the cache yet.
    invalidate(CATALOGUE_CACHE);
    ({ event, ticketList } = await cached(CATALOGUE_CACHE, 1_000, load));
  }
  const bySeq = checkApplication(input, ticketList, event.raceDate, now, opts);

  const category = (input.joiner.priceCategory ?? 'standard') as PriceCategory;
  const { amount, prices } = applicationAmount(input.runners.map((r) => bySeq.get(r.ticketSeq)!), category);
  const paymentType = input.joiner.paymentType ?? 'BANK';
  const paymentStatus = amount === 0 ? 'CMPL' : 'RSVT';
  const brief = depositorBrief(input.joiner.joinerName, input.joiner.cellphone, amount);
  const exponent = input.joiner.exponent?.trim() || null;
  const needsStaffCheck = category !== 'standard';
  // Also refuses a name differing only in letter case; the unique index catches an exact race.
  if (exponent && (await groupNameTaken(db, event.eventId, exponent))) throw badRequest(GROUP_NAME_TAKEN);

  const distinctTickets = new Set(input.runners.map((r) => r.ticketSeq));
  if (distinctTickets.size === 1) {
    // The common case (every individual, most groups): one statement, no lock held across a round trip.
    const ticketSeq = input.runners[0].ticketSeq;
    const t = bySeq.get(ticketSeq)!;
    const outcome = await acceptOneCourse(
      db,
      ticketSeq,
      {
        eventId: event.eventId, joinerName: input.joiner.joinerName, exponent, cellphone: input.joiner.cellphone,
        zipcode: input.joiner.zipcode, zipAddress: input.joiner.zipAddress, address: input.joiner.address,
        paymentType, paymentStatus, amount, brief, priceCategory: category, needsStaffCheck, source: opts.source ?? 'public',
        ticketCount: input.runners.length, joinTime: now, paidAt: paymentStatus === 'CMPL' ? now : null,
      },
      input.runners.map((r, i) => ({
        eventId: event.eventId, ticketSeq, ticketName: t.ticketName, souvenir: t.souvenir, choiceOption: r.choiceOption,
        runnerName: r.runnerName, birthday: r.birthday, gender: r.gender, cellphone: r.cellphone, price: prices[i],
      })),
    );
    if (outcome.kind === 'accepted') {
      return { joinerId: outcome.joinerId, joinSeq: outcome.joinSeq, amount, paymentStatus, paymentType, brief, needsStaffCheck, eventName: event.eventName };
    }
    if (outcome.kind === 'full') throw soldOut([t.ticketName]);
    if (outcome.constraint === 'joiners_event_exponent_live_uq') throw badRequest(GROUP_NAME_TAKEN);
    throw await alreadyAppliedAfterConflict(db, event.eventId, input.runners);
  }

  {
    try {
      return await db.transaction(async (tx) => {
        const dup = await alreadyRegisteredNames(tx, event.eventId, input.runners);
        if (dup.length) throw alreadyApplied(dup);

        const joiner = await insertJoinerWithRandomSeq(tx, (joinSeq) => ({
            eventId: event.eventId,
            joinSeq,
            joinerName: input.joiner.joinerName,
            exponent,
            cellphone: input.joiner.cellphone,
            zipcode: input.joiner.zipcode,
            zipAddress: input.joiner.zipAddress,
            address: input.joiner.address,
            paymentType,
            paymentStatus,
            amount,
            brief,
            priceCategory: category,
            needsStaffCheck,
            source: opts.source ?? 'public',
            ticketCount: input.runners.length,
            joinTime: now,
            paidAt: paymentStatus === 'CMPL' ? now : null,
        }));
        const joinSeq = joiner.joinSeq;

        await tx.insert(runners).values(
          input.runners.map((r, i) => {
            const t = bySeq.get(r.ticketSeq)!;
            return {
              joinerId: joiner.joinerId,
              eventId: event.eventId,
              joinSeq,
              ticketSeq: t.ticketSeq,
              ticketName: t.ticketName,
              souvenir: t.souvenir,
              choiceOption: r.choiceOption,
              runnerName: r.runnerName,
              birthday: r.birthday,
              gender: r.gender,
              cellphone: r.cellphone,
              price: prices[i],
            };
          }),
        );

        // Places last: the row locks on the hot ticket rows are held for the shortest time.
        await takePlaces(tx, countByTicket(input.runners), bySeq);
        return { joinerId: joiner.joinerId, joinSeq, amount, paymentStatus, paymentType, brief, needsStaffCheck, eventName: event.eventName };
      });
    } catch (err) {
      if (pgCode(err) === PG_UNIQUE) {
        const c = pgConstraint(err);
        if (c === 'runners_live_identity_uq') throw await alreadyAppliedAfterConflict(db, event.eventId, input.runners);
        if (c === 'joiners_event_exponent_live_uq') throw badRequest(GROUP_NAME_TAKEN);
      }
      throw err;
    }
  }
}

/** Names of the runners of `list` that a live registration of the edition already has (for S0004). */
export async function alreadyRegisteredNames(db: Db | Tx, eventId: number, list: Array<{ runnerName: string; cellphone: string; birthday: string }>): Promise<string[]> {
  const rows = await db
    .select({ runnerName: runners.runnerName, cellphone: runners.cellphone, birthday: runners.birthday })
    .from(runners)
    .where(
      and(
        eq(runners.eventId, eventId),
        eq(runners.active, true),
        sql`(${runners.runnerName}, ${runners.cellphone}, ${runners.birthday}) IN (${sql.join(
          list.map((r) => sql`(${r.runnerName}, ${r.cellphone}, ${r.birthday})`),
          sql`, `,
        )})`,
      ),
    );
  const taken = new Set(rows.map(runnerIdentity));
  return list.filter((r) => taken.has(runnerIdentity(r))).map((r) => r.runnerName);
}

/** S0004 after a unique-index conflict: the runners found registered, or all of them if the row is gone again. */
async function alreadyAppliedAfterConflict(db: Db, eventId: number, list: Array<{ runnerName: string; cellphone: string; birthday: string }>) {
  const names = await alreadyRegisteredNames(db, eventId, list);
  return alreadyApplied(names.length ? names : list.map((r) => r.runnerName));
}

/** Cache key of the edition and its tickets as applyFor reads them; dropped when places are given back. */
export const CATALOGUE_CACHE = 'apply-catalogue';

type JoinerInsert = typeof joiners.$inferInsert;

/**
 * Inserts the joiner under a random 4-digit joinSeq not used in the edition. A collision with the
 * unique index rolls back only a savepoint and tries another number (at 3,500 of 9,000 numbers taken
 * a try succeeds 61% of the time; 30 tries fail with odds below 1e-6).
 */
async function insertJoinerWithRandomSeq(tx: Tx, values: (joinSeq: number) => JoinerInsert): Promise<{ joinerId: number; joinSeq: number }> {
  for (let attempt = 0; attempt < 30; attempt++) {
    const joinSeq = randomJoinSeq();
    try {
      return await tx.transaction(async (sp) => {
        const [row] = await sp.insert(joiners).values(values(joinSeq)).returning({ joinerId: joiners.joinerId, joinSeq: joiners.joinSeq });
        return row;
      });
    } catch (err) {
      if (pgCode(err) === PG_UNIQUE && pgConstraint(err) === 'joiners_event_join_seq_uq') continue;
      throw err;
    }
  }
  throw new ApiError(409, 'S0003', JSON.stringify({ data: [] }), 'errors.allSoldOut');
}

/** Number of places wanted per ticketSeq. */
export function countByTicket(list: Array<{ ticketSeq: number }>): Map<number, number> {
  const m = new Map<number, number>();
  for (const r of list) m.set(r.ticketSeq, (m.get(r.ticketSeq) ?? 0) + 1);
  return m;
}

/**
 * Takes `n` places of each ticket atomically, in ticketSeq order; throws S0003 naming every course
 * without room (the caller's transaction then rolls back). Negative n gives places back.
 */
export async function takePlaces(tx: Tx, wanted: Map<number, number>, bySeq: Map<number, Pick<TicketRow, 'ticketName'>>): Promise<void> {
  const full: string[] = [];
  for (const seq of [...wanted.keys()].sort((a, b) => a - b)) {
    const n = wanted.get(seq)!;
    if (n === 0) continue;
    const updated = await tx
      .update(tickets)
      .set({ total: sql`${tickets.total} + ${n}` })
      .where(and(eq(tickets.ticketSeq, seq), sql`${tickets.total} + ${n} <= ${tickets.acceptable}`, sql`${tickets.total} + ${n} >= 0`))
      .returning({ ticketSeq: tickets.ticketSeq });
    if (updated.length === 0) full.push(bySeq.get(seq)?.ticketName ?? String(seq));
  }
  if (full.length) throw soldOut(full);
  // Places given back: the early S0003 answer must not keep refusing them from a stale total.
  if ([...wanted.values()].some((n) => n < 0)) {
    invalidate(CATALOGUE_CACHE);
    invalidate('ticket-sold');
  }
}
