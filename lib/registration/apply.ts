import 'server-only';
import { type PaymentType, type PriceCategory } from '@/lib/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { joiners, ledgerEntries, runners } from '@/db/schema';
import { cached, invalidate } from '@/lib/cache/memo';
import { alreadyApplied, consentOutdated, duplicateGroupName, isApiError, phoneRegistrationLimit, soldOut } from '@/lib/errors';
import { errorOfConstraint, errorOfViolation } from '@/lib/errors/constraints';
import type { ApplyForInput } from '@/lib/validation/application';
import { acceptInBatch } from './accept-batch';
import { checkApplication, type ApplyOptions } from './application-rules';
import { consentVersionToRecord } from './consent';
import { getCurrentEvent, listTickets } from './current-event';
import { countAlreadyAppliedAnswer } from './duplicate';
import { namesInErrorMessage } from '@/lib/errors/client';
import { noteFull } from './full-courses';
import { runnerIdentity } from './group';
import { NUMBER_TAKEN, withRandomJoinSeq } from './join-seq';
import { nameKeyParam, nameKeySql } from './name-key-sql';
import { CATALOGUE_CACHE, countByTicket, takePlaces } from './places';
import { applicationAmount } from './pricing';
import { initialPaymentStatus, joinerRow, runnerRow } from './rows';
import { groupNameTaken } from './team-name';
import { queueSms } from '@/lib/sms/outbox';
import { registeredSms } from '@/lib/sms/notify';
import { hasPaymentDeadline, paymentDeadline } from '@/lib/places/deadline';
import { checkPhoneRegistrations, phoneLimits } from '@/lib/places/limits';
import { deadlineJobs, enqueueDeadlineJobs } from '@/lib/places/schedule';
import { lockInvitation, markRegistered } from '@/lib/waitlist/invitation';
import { requireSolvedChallenge } from '@/lib/pow/challenge';

export type { ApplyOptions };

export interface ApplyResult {
  joinerId: number;
  joinSeq: number;
  amount: number; // won
  paymentStatus: 'RSVT' | 'CMPL';
  paymentType: PaymentType;
  brief: string;
  needsStaffCheck: boolean;
  /** Name of the edition. */
  eventName: string;
  /** When the entry is cancelled unless paid (ISO; null: no deadline). */
  payDeadline: string | null;
}

/**
 * The 200 answer of POST /api/applicant/applyFor (the apply page's later steps show it): the accepted
 * application without its internal id, with `joinHash`, the proof the order cookie and /apply/success check.
 */
export type AppliedAnswer = Omit<ApplyResult, 'joinerId' | 'eventName'> & { joinHash: string };

/**
 * Accepts an application (POST /api/applicant/applyFor, spec §4, §7; ARCHITECTURE.md data rules).
 * Inside one transaction: refuses runners already registered (S0004), stores the joiner under a
 * random unused 4-digit joinSeq and its runners, then takes the places with a conditional
 * `UPDATE tickets SET total = total + n WHERE total + n <= acceptable` per course in ticketSeq order
 * (no deadlock between groups); a course without room rolls everything back (S0003, all or none).
 * The amount (won) is computed here from ticket prices and the price category (spec §9: disabled,
 * school group of 10+ — fewer is a 400); a non-standard category is flagged for a staff check.
 * 0 won is CMPL at once, otherwise RSVT; the amount is the registration charge of the payment ledger,
 * written with the application (lib/ledger). A group (exponent set, 2+ runners) needs a group name no
 * live registration of the edition uses (400 'group.nameTaken'). The runner's own applications
 * (source 'public') queue the 'registration received' SMS in the same transaction (staff proxy entries
 * send none). Resolves only after COMMIT, so an acknowledged application is stored.
 * Places after the opening: a public entry awaiting payment is stored with its payment deadline
 * (lib/places/deadline.ts) and the jobs that remind and release it are written with it; a public
 * application whose applicant phone already made REGISTRATIONS_PER_PHONE registrations of the edition
 * is refused 429 L0001 (counted exactly, under a lock of the phone; nothing stored, nothing sent).
 * With `joiner.inviteToken` the runner takes the place a waitlist invitation holds for them (only the
 * invited runner, on the invited course, while it is open; 410 W0003 otherwise): the course may look
 * full and its sale window may have closed meanwhile. While staff switch the bot check on for the
 * edition, a public application needs a solved, unused proof of work (`altcha`; 400 C0001 otherwise).
 * The registration records the version of the consent texts the form showed (`joiner.consentVersion`),
 * refused with 409 S0009 and nothing stored when a newer version was published meanwhile
 * (lib/registration/consent-rule.ts); without one, the version in force when it is stored.
 * A visitor's S0004 takes a point of DUPLICATE_CHECK_LIMIT per runner it names (429 once spent).
 */
export async function applyFor(db: Db, input: ApplyForInput, opts: ApplyOptions = {}): Promise<ApplyResult> {
  try {
    return await acceptApplication(db, input, opts);
  } catch (err) {
    // 'Already registered' confirms a name, phone and birthday: for a visitor it is counted like the
    // duplicate check's answers, so registration cannot serve as a birthday oracle (429 past it).
    if (opts.source !== 'proxy' && isApiError(err, 'S0004')) {
      const named = namesInErrorMessage(err.errorMessage, 'runnerName');
      await countAlreadyAppliedAnswer(input.runners.filter((r) => named.includes(r.runnerName)));
    }
    throw err;
  }
}

/** applyFor without the counting of S0004 answers. */
async function acceptApplication(db: Db, input: ApplyForInput, opts: ApplyOptions): Promise<ApplyResult> {
  const now = opts.now ?? new Date();
  // Prices, windows and age rules change rarely: read them through a 1 s cache, served up to 4 s more
  // while one query refreshes it (during the rush that query queues behind the applications). The
  // totals in it only serve the early S0003 answer (they only grow between invalidations, which places
  // given back and staff edits make); the places themselves are taken under the row lock below.
  const load = async () => {
    const ev = await getCurrentEvent(db);
    return { event: ev, ticketList: await listTickets(db, ev.eventId) };
  };
  let { event, ticketList } = await cached(CATALOGUE_CACHE, 1_000, load, 4_000);
  if (input.runners.some((r) => !ticketList.some((t) => t.ticketSeq === r.ticketSeq))) {
    // A course added in the last second is not in the cache yet.
    invalidate(CATALOGUE_CACHE);
    ({ event, ticketList } = await cached(CATALOGUE_CACHE, 1_000, load, 4_000));
  }
  // A course the catalogue shows without a place left is marked full, as the database's refusal marks
  // it, so that the next applications for it are refused before the queue (server/known-full.ts).
  for (const t of ticketList) {
    if (t.total >= t.acceptable && input.runners.some((r) => r.ticketSeq === t.ticketSeq)) noteFull(t.ticketSeq, t.ticketName);
  }
  const source = opts.source ?? 'public';
  // The bot check staff switch on (events.pow_challenge): before anything else, so a refusal costs little.
  if (source === 'public' && event.powChallenge) await requireSolvedChallenge(db, input.altcha);
  const inviteToken = input.joiner.inviteToken || null;
  const heldTicketSeq = inviteToken && input.runners.length === 1 ? input.runners[0].ticketSeq : undefined;
  const bySeq = checkApplication(input, ticketList, event.raceDate, now, { ...opts, heldTicketSeq });

  const category = (input.joiner.priceCategory ?? 'standard') as PriceCategory;
  const { amount, prices } = applicationAmount(
    input.runners.map((r) => bySeq.get(r.ticketSeq)!),
    category,
  );
  const paymentType = input.joiner.paymentType ?? 'BANK';
  const paymentStatus = initialPaymentStatus(amount);
  const payDeadline = hasPaymentDeadline({ paymentStatus, amount, source })
    ? paymentDeadline(
        now,
        { depositDays: event.depositDays, depositDeadline: event.depositDeadline, eventClose: event.eventClose },
        paymentType,
      )
    : null;
  const phoneLimit = source === 'public' ? phoneLimits().registrationsPerPhone : null;

  // One joiner row and its runner rows (lib/registration/rows.ts), stored by either path below
  // (joinSeq and joinerId come later).
  const joinerValues = joinerRow({
    eventId: event.eventId,
    joiner: input.joiner,
    paymentType,
    amount,
    priceCategory: category,
    source,
    ticketCount: input.runners.length,
    now,
    payDeadline,
  });
  const { exponent, brief } = joinerValues;
  // Also refuses a name differing only in letter case; the unique index catches an exact race.
  if (exponent && (await groupNameTaken(db, event.eventId, exponent))) throw duplicateGroupName();
  const runnerValues = input.runners.map((r, i) => runnerRow(event.eventId, bySeq.get(r.ticketSeq)!, r, prices[i]));
  const accepted = (joinerId: number, joinSeq: number): ApplyResult => ({
    joinerId,
    joinSeq,
    amount,
    paymentStatus,
    paymentType,
    brief,
    needsStaffCheck: joinerValues.needsStaffCheck,
    eventName: event.eventName,
    payDeadline: payDeadline?.toISOString() ?? null,
  });

  // The 'registration received' SMS, stored and queued with the application (none for staff proxy entries).
  const sms =
    source === 'public'
      ? (joinerId: number, joinSeq: number) =>
          registeredSms({
            joinerId,
            joinSeq,
            cellphone: input.joiner.cellphone,
            email: joinerValues.email,
            amount,
            eventName: event.eventName,
            payDeadline,
          })
      : () => null;
  // The jobs that remind and release an unpaid entry at its deadline, written with it.
  const jobs = (joinerId: number) => (payDeadline ? deadlineJobs(joinerId, payDeadline, event.reminderHours, now) : []);

  // A conflict with another registration written at the same moment names the runners found registered.
  const afterConflict = conflictContext(db, event.eventId, input.runners);
  const distinctTickets = new Set(input.runners.map((r) => r.ticketSeq));
  if (distinctTickets.size === 1 && !inviteToken) {
    // The common case (every individual, most groups): one statement, no lock held across a round trip.
    const ticketSeq = input.runners[0].ticketSeq;
    const t = bySeq.get(ticketSeq)!;
    const outcome = await acceptInBatch(db, ticketSeq, joinerValues, runnerValues, { sms, jobs, phoneLimit });
    if (outcome.kind === 'accepted') {
      // The last places went: every worker refuses the course from memory from now on, and the live
      // counts show it full at once.
      if (outcome.filled) noteFull(ticketSeq, t.ticketName);
      return accepted(outcome.joinerId, outcome.joinSeq);
    }
    if (outcome.kind === 'full') {
      noteFull(ticketSeq, t.ticketName);
      throw soldOut([t.ticketName]);
    }
    if (outcome.kind === 'limit') throw phoneRegistrationLimit(phoneLimit ?? 0);
    if (outcome.kind === 'consent') throw consentOutdated();
    throw (await errorOfConstraint(outcome.constraint, afterConflict)) ?? alreadyApplied(await afterConflict.runnerNames());
  }

  {
    try {
      return await db.transaction(async (tx) => {
        // The texts the form showed must still be the ones in force (S0009, nothing stored); recorded.
        const consentVersion = await consentVersionToRecord(tx, joinerValues.consentVersion);
        // The phone first, the courses last: the order the batched accept locks them in.
        await checkPhoneRegistrations(tx, event.eventId, input.joiner.cellphone, phoneLimit);
        const waitId = inviteToken ? await lockInvitation(tx, inviteToken, input.runners) : null;
        const dup = await alreadyRegisteredNames(tx, event.eventId, input.runners);
        if (dup.length) throw alreadyApplied(dup);

        const joiner = await insertJoinerWithRandomSeq(tx, (joinSeq) => ({ ...joinerValues, consentVersion, joinSeq }));
        const joinSeq = joiner.joinSeq;
        await tx.insert(runners).values(runnerValues.map((r) => ({ ...r, joinerId: joiner.joinerId, joinSeq })));
        await tx.insert(ledgerEntries).values({ joinerId: joiner.joinerId, kind: 'charge', cause: 'registration', amount, at: now });

        const draft = sms(joiner.joinerId, joinSeq);
        if (draft) await queueSms(tx, [draft]);
        if (payDeadline) await enqueueDeadlineJobs(tx, [{ joinerId: joiner.joinerId, deadline: payDeadline }], event.reminderHours, now);
        // The invited runner's place is already counted (held since the invitation); others take theirs,
        // last, so the row locks on the hot ticket rows are held for the shortest time.
        if (waitId !== null) await markRegistered(tx, waitId, joiner.joinerId);
        else await takePlaces(tx, countByTicket(input.runners), bySeq);
        return accepted(joiner.joinerId, joinSeq);
      });
    } catch (err) {
      throw await errorOfViolation(err, afterConflict);
    }
  }
}

/**
 * Names of the runners of `list` that a live registration of the edition already has (for S0004),
 * names compared in their name-key form like the unique index runners_live_identity_uq.
 */
export async function alreadyRegisteredNames(
  db: Db | Tx,
  eventId: number,
  list: Array<{ runnerName: string; cellphone: string; birthday: string }>,
): Promise<string[]> {
  const rows = await db
    .select({ runnerName: runners.runnerName, cellphone: runners.cellphone, birthday: runners.birthday })
    .from(runners)
    .where(
      and(
        eq(runners.eventId, eventId),
        eq(runners.active, true),
        sql`(${nameKeySql(runners.runnerName)}, ${runners.cellphone}, ${runners.birthday}) IN (${sql.join(
          list.map((r) => sql`(${nameKeyParam(r.runnerName)}, ${r.cellphone}::text, ${r.birthday}::text)`),
          sql`, `,
        )})`,
      ),
    );
  const taken = new Set(rows.map(runnerIdentity));
  return list.filter((r) => taken.has(runnerIdentity(r))).map((r) => r.runnerName);
}

/**
 * What an answer to a unique-index conflict names: the runners of `list` found registered, or all of
 * them if the other registration is gone again.
 */
function conflictContext(db: Db, eventId: number, list: Array<{ runnerName: string; cellphone: string; birthday: string }>) {
  return {
    runnerNames: async () => {
      const names = await alreadyRegisteredNames(db, eventId, list);
      return names.length ? names : list.map((r) => r.runnerName);
    },
  };
}

type JoinerInsert = typeof joiners.$inferInsert;

/**
 * Inserts the joiner under a random 4-digit joinSeq not used in the edition; a collision rolls back
 * only a savepoint and `withRandomJoinSeq` tries another number, as does a number another open
 * transaction has claimed (join_seq_claim).
 */
async function insertJoinerWithRandomSeq(
  tx: Tx,
  values: (joinSeq: number) => JoinerInsert,
): Promise<{ joinerId: number; joinSeq: number }> {
  return withRandomJoinSeq((joinSeq) =>
    tx.transaction(async (sp) => {
      const row = values(joinSeq);
      // Claimed first, as the batched accept claims its numbers: never wait for another transaction's number.
      const { rows } = await sp.execute<{ claimed: boolean }>(sql`SELECT join_seq_claim(${row.eventId}, ${joinSeq}) AS claimed`);
      if (!rows[0]?.claimed) return NUMBER_TAKEN;
      const [stored] = await sp.insert(joiners).values(row).returning({ joinerId: joiners.joinerId, joinSeq: joiners.joinSeq });
      return stored;
    }),
  );
}
