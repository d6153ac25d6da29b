import 'server-only';
import { storedEmail } from '@/lib/validation/international-phone';
import { and, asc, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners, runners, tickets } from '@/db/schema';
import { duplicateGroupName, lookupFailed, needsOffice, registrationCancelled } from '@/lib/errors';
import { errorOfViolation } from '@/lib/errors/constraints';
import { hashKey } from '@/lib/security/hash-key';
import { withAttempt, type LimitSpec } from '@/lib/security/rate-limit';
import type { LookupInput, UpdateInput } from '@/lib/validation/application';
import { getCurrentEvent } from './current-event';
import { joinHashFor } from './order-cookie';
import { canCancel, canRequestRefund, editableFields, editFlag } from './permissions';
import { depositorBrief } from './pricing';
import { cancelInLedger, cardRefundable, lockRegistration } from '@/lib/ledger/lifecycle';
import { refundsOf } from '@/lib/refunds/of-registration';
import { everPaid } from '@/lib/ledger/record';
import { figuresOf } from '@/lib/ledger/summary';
import { groupNameTaken } from './team-name';
import { raceDayExtras, type RaceDayExtras } from '@/lib/checkin/runner-extras';
import { emergencyOf } from '@/lib/validation/emergency';

/**
 * A 4-digit number is guessable: 10 failed lookups an hour per (name, phone) and client. Keyed by
 * the client as well, so that someone who knows a runner's name and phone cannot lock the runner
 * out: the runner's own device still gets through.
 */
export const LOOKUP_LIMIT: LimitSpec = { name: 'lookup-fail', points: 10, durationSec: 3600 };

/** The LOOKUP_LIMIT key of `name` and `phone` asked by client `clientKey` (hashed: personal data). */
export const lookupKey = (name: string, phone: string, clientKey: string) => hashKey(name, phone, clientKey);

export type JoinerRow = typeof joiners.$inferSelect;
export type RunnerRow = typeof runners.$inferSelect;

/**
 * The visitor-facing view of a registration (POST /api/application/search: joiner and runners), with
 * the race-day additions of a paid registration when given (lib/checkin/runner-extras.ts: the kit
 * parcel's tracking, each race-day runner's check-in QR code and kit collection).
 */
export function registrationView(j: JoinerRow, list: Array<RunnerRow & { ticketNameEn?: string | null }>, extras?: RaceDayExtras) {
  return {
    joiner: {
      joinSeq: j.joinSeq,
      joinerName: j.joinerName,
      exponent: j.exponent,
      cellphone: j.cellphone,
      // The address messages go to when the phone is from abroad (the visitor may change it with the phone).
      email: j.email,
      zipcode: j.zipcode,
      zipAddress: j.zipAddress,
      address: j.address,
      paymentType: j.paymentType,
      paymentStatus: j.paymentStatus,
      amount: j.amount,
      deposit: j.deposit,
      // The ledger's figures (won): what every screen showing money shows.
      money: figuresOf(j),
      brief: j.brief,
      joinTime: j.joinTime.toISOString(),
      ticketCount: j.ticketCount,
      priceCategory: j.priceCategory,
      // Places after the opening: when an unpaid entry is cancelled, and why a cancelled one was.
      payDeadline: j.paymentStatus === 'RSVT' ? (j.payDeadline?.toISOString() ?? null) : null,
      cancelReason: j.cancelReason,
      editFlag: editFlag(j),
      cancelable: canCancel(j),
      refundable: canRequestRefund(j),
      editableFields: editableFields(j),
      // Whoever passed the lookup proved the registration: the proof lets the lookup page offer
      // 'pay by card now' (POST /api/payments/orders) for an entry still awaiting its transfer.
      joinHash: joinHashFor(j.joinerId, j.joinSeq),
      tracking: extras?.tracking ?? null,
    },
    runners: list.map((r) => ({
      runnerSeq: r.runnerSeq,
      ticketSeq: r.ticketSeq,
      ticketName: r.ticketName,
      ticketNameEn: r.ticketNameEn ?? null, // the course's English name, for English mode
      souvenir: r.souvenir,
      choiceOption: r.choiceOption,
      runnerName: r.runnerName,
      birthday: r.birthday,
      gender: r.gender,
      cellphone: r.cellphone,
      email: r.email, // a runner from abroad's own address (null otherwise)
      backNo: r.backNo,
      chipNo: r.chipNo,
      joinSeq: r.joinSeq,
      price: r.price, // won charged for this runner
      ...emergencyOf(r),
      tracking: extras?.byRunner.has(r.runnerSeq) ? (extras.tracking ?? null) : null,
      checkinQr: extras?.byRunner.get(r.runnerSeq)?.checkinQr ?? null,
      checkinUrl: extras?.byRunner.get(r.runnerSeq)?.checkinUrl ?? null,
      collected: extras?.byRunner.get(r.runnerSeq)?.collected ?? null,
    })),
  };
}
export type RegistrationView = ReturnType<typeof registrationView>;

/** Runners of a registration in entry order, each with its course's English name (null when none). */
export async function runnersOf(db: DbOrTx, joinerId: number): Promise<Array<RunnerRow & { ticketNameEn: string | null }>> {
  const rows = await db
    .select({ runner: runners, ticketNameEn: tickets.ticketNameEn })
    .from(runners)
    .leftJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(eq(runners.joinerId, joinerId))
    .orderBy(asc(runners.runnerSeq));
  return rows.map((r) => ({ ...r.runner, ticketNameEn: r.ticketNameEn }));
}

/**
 * Finds a registration of the current edition by the visitor's proof (registration number, name,
 * phone) sent by client `clientKey` (lib/auth/client-ip.ts). Every lookup takes a point of the
 * (name, phone, client) limit before it runs and gets it back only when it finds the registration,
 * so past 10 misses an hour that client's answer is 429 whatever the input, parallel guesses
 * included (spec §2 /apply/search); other clients are not affected. A miss throws S0001.
 */
export async function findByProof(db: DbOrTx, proof: LookupInput, clientKey: string): Promise<JoinerRow> {
  return withAttempt(LOOKUP_LIMIT, lookupKey(proof.joinerName, proof.cellphone, clientKey), () => lookUp(db, proof));
}

async function lookUp(db: DbOrTx, proof: LookupInput): Promise<JoinerRow> {
  const event = await getCurrentEvent(db);
  const [j] = await db
    .select()
    .from(joiners)
    .where(
      and(
        eq(joiners.eventId, event.eventId),
        eq(joiners.joinSeq, proof.joinSeq),
        eq(joiners.joinerName, proof.joinerName),
        eq(joiners.cellphone, proof.cellphone),
      ),
    )
    .limit(1);
  if (!j) throw lookupFailed('lookup');
  return j;
}

/**
 * POST /api/application/search (spec §7): the registration with its runners (findByProof's limit,
 * counted per client `clientKey`), and for the changes page the card money a refund could give back
 * by card (won) and its refund requests.
 */
export async function searchRegistration(db: Db, proof: LookupInput, clientKey: string) {
  const j = await findByProof(db, proof, clientKey);
  const list = await runnersOf(db, j.joinerId);
  const view: RegistrationView = registrationView(j, list, await raceDayExtras(db, j, list));
  const refunds = (await refundsOf(db, j.joinerId)).map((r) => ({
    ...r,
    requestedAt: r.requestedAt.toISOString(),
    sentAt: r.sentAt?.toISOString() ?? null,
  }));
  return { ...view, cardRefundable: await cardRefundable(db, j.joinerId), refunds };
}
export type SearchAnswer = Awaited<ReturnType<typeof searchRegistration>>;

/**
 * PUT /api/application/update (spec §4): RSVT may change name, group name, phone and address; CMPL
 * only phone and address (the e-mail address of a runner from abroad goes with the phone, required
 * with such a phone, lib/validation/application.ts) ('contact admin' otherwise, 403); CNCL nothing. A new group name must not
 * be used by another live registration (400 'group.nameTaken'). The depositor memo follows the new
 * name and phone until the first payment, then stays frozen (deposits were matched against it). The permission is decided on the row locked FOR UPDATE, inside the transaction that
 * writes it, so an edit landing just after staff confirm the payment (CMPL) cannot rename a paid entry.
 * Returns the updated view.
 */
export async function updateRegistration(db: Db, input: UpdateInput, clientKey: string, now = new Date()): Promise<RegistrationView> {
  const proof = input.proof ?? { joinerName: input.joiner.joinerName, cellphone: input.joiner.cellphone };
  const found = await findByProof(db, { joinSeq: input.joiner.joinSeq, ...proof }, clientKey);
  try {
    return await db.transaction(async (tx) => {
      const [j] = await tx.select().from(joiners).where(eq(joiners.joinerId, found.joinerId)).for('update');
      const allowed = editableFields(j);
      if (allowed.length === 0) throw registrationCancelled('search.cannotEditCancelled');
      const newExponent = j.exponent === null ? null : input.joiner.exponent?.trim() || j.exponent;
      const nameChanged = input.joiner.joinerName !== j.joinerName;
      const groupChanged = newExponent !== j.exponent;
      if ((nameChanged && !allowed.includes('joinerName')) || (groupChanged && !allowed.includes('exponent'))) {
        throw needsOffice('search.contactAdmin');
      }
      // A renamed group must stay unique in its name-key form (the unique index settles a race).
      if (groupChanged && newExponent && (await groupNameTaken(tx, j.eventId, newExponent, j.joinerId))) throw duplicateGroupName();
      const [updated] = await tx
        .update(joiners)
        .set({
          joinerName: input.joiner.joinerName,
          exponent: newExponent,
          cellphone: input.joiner.cellphone,
          // A contact like the phone (editable whenever it is): kept only with a phone from abroad.
          email: storedEmail(input.joiner.cellphone, input.joiner.email),
          zipcode: input.joiner.zipcode,
          zipAddress: input.joiner.zipAddress,
          address: input.joiner.address,
          // Deposits are matched against the memo: once anything was paid it stays as it was.
          brief: (await everPaid(tx, j.joinerId)) ? j.brief : depositorBrief(input.joiner.joinerName, input.joiner.cellphone, j.amount),
          updatedAt: now,
        })
        .where(eq(joiners.joinerId, j.joinerId))
        .returning();
      return registrationView(updated, await runnersOf(tx, j.joinerId));
    });
  } catch (err) {
    throw await errorOfViolation(err);
  }
}

/**
 * DELETE /api/application/cancel (spec §4): a visitor may cancel outright while nothing was paid (an
 * unpaid RSVT, a free entry); a paid entry needs a refund request (403 'contact admin', the lookup page
 * offers the request). Frees the places and reverses the charges in the ledger in the same transaction.
 */
export async function cancelRegistration(db: Db, proof: LookupInput, clientKey: string, now = new Date()): Promise<{ joinSeq: number }> {
  const j = await findByProof(db, proof, clientKey);
  // Checked again under the row lock: staff may confirm the deposit while the visitor cancels.
  const refuseUnlessCancelable = (state: JoinerRow) => {
    if (canCancel(state)) return;
    if (state.paymentStatus === 'CNCL') throw registrationCancelled('search.alreadyCancelled');
    throw needsOffice('search.cmplNoCancel');
  };
  refuseUnlessCancelable(j);
  await db.transaction(async (tx) => {
    const locked = await lockRegistration(tx, j.joinerId);
    if (!locked) throw lookupFailed('lookup');
    refuseUnlessCancelable(locked);
    await cancelInLedger(tx, locked, { now, reason: 'visitor' });
  });
  return { joinSeq: j.joinSeq };
}
