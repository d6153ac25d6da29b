import 'server-only';
import type { AuditAction } from '@/lib/codes';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '@/db/client';
import { runners, tickets, transfers } from '@/db/schema';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { changeContext } from '@/lib/changes/context';
import { allowedAt } from '@/lib/editions/policy-rules';
import { editionPolicy } from '@/lib/editions/policy';
import {
  alreadyApplied,
  badRequest,
  changeClosed,
  notFound,
  registrationCancelled,
  transferExpired,
  transferNotPossible,
  wrongTransferCode,
} from '@/lib/errors';
import { errorOfViolation } from '@/lib/errors/constraints';
import { lockRegistration, staffOf } from '@/lib/ledger/lifecycle';
import { noticeFacts, queueNotice } from '@/lib/ledger/notices';
import { recordLedger } from '@/lib/ledger/record';
import { alreadyRegisteredNames } from '@/lib/registration/apply';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { eligibilityProblem } from '@/lib/registration/eligibility';
import { runnerIdentity } from '@/lib/registration/group';
import { hashKey } from '@/lib/security/hash-key';
import { consume, type LimitSpec } from '@/lib/security/rate-limit';
import { smsText } from '@/lib/sms/messages';
import { storedEmail } from '@/lib/validation/international-phone';
import type { TransferConfirmInput, TransferInput } from '@/lib/validation/changes';
import { V } from '@/lib/validation/messages';
import { newTransferCode, TRANSFER_CODE_TRIES, TRANSFER_CODE_TTL_MS, transferCodeMatches } from './code';
import { runnerPerson } from '@/lib/registration/rows';

/** Codes sent to one phone: 3 an hour (a code costs an SMS and a stranger's phone must not be flooded). */
export const TRANSFER_CODE_PHONE_LIMIT: LimitSpec = { name: 'transfer-code-phone', points: 3, durationSec: 3600 };
/** Transfers asked for one registration: 10 a day. */
export const TRANSFER_REQUEST_LIMIT: LimitSpec = { name: 'transfer-request', points: 10, durationSec: 86_400 };

type TransferRow = typeof transfers.$inferSelect;

/** The answer of POST /api/application/transfer: the transfer started, its code sent to the new holder. */
export interface TransferRequestAnswer {
  transferSeq: number;
  state: 'code-sent';
}

/** The answer of POST /api/application/transfer/confirm: done at once, or waiting for staff (the edition's policy). */
export interface TransferConfirmAnswer {
  state: 'approved' | 'awaiting-staff';
}

/**
 * POST /api/application/transfer {proof, runnerSeq, newRunner}: the registrant hands one runner's place
 * to a new person (명의 변경). Checks before any effect, each refusal changing nothing:
 * the edition's transfer window is open and the kit cut-off not passed (403 S0008); 3 codes an hour per
 * new phone and 10 requests a day per registration (429); under the registration's row lock: the
 * runner is of this live registration (400), has no transfer under way and fewer approved transfers
 * than the edition's limit (409 T0001), the new person meets the course's age rule (400 with the spec
 * §9 message), is not the holder (400) and not registered already (409 S0004, the duplicate rule).
 * Then a 6-digit code (only its HMAC stored; 10 minutes, 5 tries) is sent by SMS to the new person's
 * phone. Returns {transferSeq, state:'code-sent'}.
 */
export async function requestTransfer(db: Db, input: TransferInput, clientKey: string, now = new Date()): Promise<TransferRequestAnswer> {
  const { joiner, event, policy } = await changeContext(db, input.proof, clientKey);
  if (!allowedAt(policy, now).transfer || !policy.transfer) throw changeClosed('ledger.closed.transfer');
  const to = input.newRunner;
  await consume(TRANSFER_REQUEST_LIMIT, String(joiner.joinerId));
  await consume(TRANSFER_CODE_PHONE_LIMIT, hashKey(to.cellphone));
  const { code, hash } = newTransferCode();
  const transferSeq = await db
    .transaction(async (tx) => {
      const j = await lockRegistration(tx, joiner.joinerId);
      if (!j || j.cancelledAt) throw registrationCancelled();
      const runner = await runnerOf(tx, j.joinerId, input.runnerSeq);
      await checkTransferable(tx, runner.runnerSeq, policy.transfer!.limit, now);
      await checkNewHolder(tx, event.eventId, event.raceDate, runner, to);
      const [row] = await tx
        .insert(transfers)
        .values({
          joinerId: j.joinerId,
          eventId: event.eventId,
          runnerSeq: runner.runnerSeq,
          fromName: runner.runnerName,
          fromBirthday: runner.birthday,
          fromGender: runner.gender,
          fromCellphone: runner.cellphone,
          toName: to.runnerName,
          toBirthday: to.birthday,
          toGender: to.gender,
          toCellphone: to.cellphone,
          toEmail: storedEmail(to.cellphone, to.email),
          codeHash: hash,
          codeExpiresAt: new Date(now.getTime() + TRANSFER_CODE_TTL_MS),
          fee: policy.transfer!.fee,
          requestedAt: now,
        })
        .returning({ transferSeq: transfers.transferSeq });
      await queueNotice(tx, to, 'transfer-code', smsText.transferCode(event.eventName, code), { event: event.eventName, code }, j.joinerId);
      return row.transferSeq;
    })
    .catch(async (err: unknown) => {
      throw await errorOfViolation(err);
    });
  return { transferSeq, state: 'code-sent' };
}

/** The runner `runnerSeq` of registration `joinerId`, locked; 400 when it is not one of its runners. */
async function runnerOf(tx: Tx, joinerId: number, runnerSeq: number) {
  const [r] = await tx
    .select({ runner: runners, minAge: tickets.minAge, minSchool: tickets.minSchool })
    .from(runners)
    .innerJoin(tickets, eq(tickets.ticketSeq, runners.ticketSeq))
    .where(and(eq(runners.runnerSeq, runnerSeq), eq(runners.joinerId, joinerId)))
    .for('update', { of: runners });
  if (!r) throw badRequest('ledger.errors.runner');
  return { ...r.runner, minAge: r.minAge, minSchool: r.minSchool };
}

/** 409 T0001 while a transfer of the runner is under way or its approved transfers reached `limit`. */
async function checkTransferable(tx: Tx, runnerSeq: number, limit: number, now: Date): Promise<void> {
  const at = now.toISOString();
  const { rows } = await tx.execute<{ open: number; done: number }>(sql`
    SELECT COUNT(*) FILTER (WHERE state = 'awaiting-staff' OR (state = 'code-sent' AND code_expires_at > ${at}::timestamptz))::int AS open,
           COUNT(*) FILTER (WHERE state = 'approved')::int AS done
    FROM transfers WHERE runner_seq = ${runnerSeq}`);
  if (rows[0].open > 0) throw transferNotPossible('ledger.transfer.errors.underWay');
  if (rows[0].done >= limit) throw transferNotPossible('ledger.transfer.errors.limit', { limit });
  // A code left unconfirmed past its time no longer holds the runner.
  await tx.execute(sql`UPDATE transfers SET state = 'expired' WHERE runner_seq = ${runnerSeq} AND state = 'code-sent'`);
}

/**
 * The eligibility rules of an application run again for the new holder (lib/registration): the age
 * rule of the runner's course on race day (400 with the spec §9 message), not the holder themselves
 * (400), not registered already in the edition (409 S0004, names compared as the unique index does).
 */
async function checkNewHolder(
  tx: Tx,
  eventId: number,
  raceDate: Date,
  runner: { runnerName: string; birthday: string; cellphone: string; minAge: number; minSchool: string | null },
  to: TransferInput['newRunner'],
): Promise<void> {
  const problem = eligibilityProblem(runner, to.birthday, raceDate);
  if (problem) throw badRequest(problem === 'ageHalf' ? V.ageHalf : V.ageMini);
  if (runnerIdentity(runner) === runnerIdentity(to)) throw badRequest('ledger.transfer.errors.sameRunner');
  const taken = await alreadyRegisteredNames(tx, eventId, [to]);
  if (taken.length) throw alreadyApplied(taken);
}

/**
 * POST /api/application/transfer/confirm {transferSeq, code}: the new holder confirms with the code
 * sent to their phone. A wrong code counts (400 T0002 with the tries left; the 5th wrong one ends the
 * transfer), an expired or ended one is 410 T0003. A right code: when the edition needs staff
 * approval the transfer waits for it ('awaiting-staff'); otherwise it is applied at once
 * ('approved', see applyTransfer). Returns the state.
 */
export async function confirmTransfer(db: Db, input: TransferConfirmInput, now = new Date()): Promise<TransferConfirmAnswer> {
  const outcome = await db.transaction(async (tx) => {
    const [t] = await tx.select().from(transfers).where(eq(transfers.transferSeq, input.transferSeq)).for('update');
    if (!t || t.state !== 'code-sent') return { kind: 'expired' as const };
    if (t.codeExpiresAt < now) {
      await tx.update(transfers).set({ state: 'expired' }).where(eq(transfers.transferSeq, t.transferSeq));
      return { kind: 'expired' as const };
    }
    if (!transferCodeMatches(t.codeHash, input.code)) {
      const attempts = t.codeAttempts + 1;
      await tx
        .update(transfers)
        .set({ codeAttempts: attempts, ...(attempts >= TRANSFER_CODE_TRIES ? { state: 'expired' as const } : {}) })
        .where(eq(transfers.transferSeq, t.transferSeq));
      return attempts >= TRANSFER_CODE_TRIES
        ? { kind: 'expired' as const }
        : { kind: 'wrong' as const, left: TRANSFER_CODE_TRIES - attempts };
    }
    const event = await getCurrentEvent(tx);
    const policy = await editionPolicy(tx, event);
    if (!policy.transfer || policy.transfer.approval) {
      await tx.update(transfers).set({ state: 'awaiting-staff', confirmedAt: now }).where(eq(transfers.transferSeq, t.transferSeq));
      return { kind: 'done' as const, state: 'awaiting-staff' as const };
    }
    await tx.update(transfers).set({ confirmedAt: now }).where(eq(transfers.transferSeq, t.transferSeq));
    await applyTransfer(tx, { ...t, confirmedAt: now }, 'auto', null, now);
    return { kind: 'done' as const, state: 'approved' as const };
  });
  if (outcome.kind === 'expired') throw transferExpired();
  if (outcome.kind === 'wrong') throw wrongTransferCode(outcome.left);
  return { state: outcome.state };
}

/**
 * Applies transfer `t` in `tx`: under the registration's row lock the runner (still the holder the
 * transfer named) takes the new person's name, birthday, gender and phone (the previous holder's
 * emergency contact, blood type and finish-SMS consent are cleared), the eligibility rules are
 * checked again (age; S0004 by the unique index when the new person registered meanwhile), the
 * edition's fee is charged ('transfer-fee'), and the transfer is recorded approved with who decided
 * ('auto' or the staff user name). Both phones get an SMS, queued in `tx`.
 */
async function applyTransfer(tx: Tx, t: TransferRow, decidedBy: string, staff: AdminContext | null, now: Date): Promise<void> {
  const j = await lockRegistration(tx, t.joinerId);
  if (!j || j.cancelledAt) throw registrationCancelled();
  const runner = await runnerOf(tx, t.joinerId, t.runnerSeq);
  if (runnerIdentity(runner) !== runnerIdentity({ runnerName: t.fromName, birthday: t.fromBirthday, cellphone: t.fromCellphone }))
    throw transferNotPossible('ledger.transfer.errors.changed');
  const event = await getCurrentEvent(tx);
  const to = { runnerName: t.toName, birthday: t.toBirthday, gender: t.toGender, cellphone: t.toCellphone };
  await checkNewHolder(tx, event.eventId, event.raceDate, runner, to);
  const fromEmail = runner.email;
  try {
    // The new holder's person columns, as every path writes them (lib/registration/rows.ts): the
    // emergency contact, blood type and finish-SMS consent were the previous holder's, so they are
    // cleared, never printed on the new holder's bib or used for them on race day; the e-mail address
    // is the one the new holder gave (a holder from abroad), never the previous holder's.
    await tx
      .update(runners)
      .set(runnerPerson({ ...to, email: t.toEmail }))
      .where(eq(runners.runnerSeq, runner.runnerSeq));
  } catch (err) {
    throw await errorOfViolation(err, { runnerNames: () => [to.runnerName] });
  }
  await recordLedger(
    tx,
    j.joinerId,
    [{ kind: 'charge', cause: 'transfer-fee', amount: t.fee, runnerSeq: runner.runnerSeq, transferSeq: t.transferSeq, ...staffOf(staff) }],
    now,
  );
  await tx.update(transfers).set({ state: 'approved', decidedAt: now, decidedBy }).where(eq(transfers.transferSeq, t.transferSeq));
  const facts = await noticeFacts(tx, j.joinerId);
  const about = { event: facts.eventName, joinSeq: facts.joinSeq, course: runner.ticketName };
  await queueNotice(
    tx,
    { cellphone: t.toCellphone, email: t.toEmail },
    'transfer-received',
    smsText.transferReceived(facts.eventName, facts.joinSeq, runner.ticketName),
    about,
    j.joinerId,
  );
  // The previous holder: at their own address, else the applicant's (RUNNER_EMAIL_SQL's rule).
  await queueNotice(
    tx,
    { cellphone: t.fromCellphone, email: fromEmail ?? facts.email },
    'transfer-given',
    smsText.transferGiven(facts.eventName, facts.joinSeq, runner.ticketName),
    about,
    j.joinerId,
  );
}

/**
 * POST /api/admin/transfers/{id}/approve: staff approve a transfer the new holder confirmed
 * ('awaiting-staff'; 409 T0001 otherwise, so a second click changes nothing), applied as applyTransfer
 * does. Audited as transfer-approve. 404 S0001 for an unknown transfer.
 */
export async function approveTransfer(db: Db, transferSeq: number, staff: AdminContext, now = new Date()): Promise<{ state: 'approved' }> {
  await db
    .transaction(async (tx) => {
      const t = await lockTransfer(tx, transferSeq);
      if (t.state !== 'awaiting-staff') throw transferNotPossible('ledger.transfer.errors.notAwaiting');
      await applyTransfer(tx, t, staff.userName, staff, now);
      await auditTransfer(tx, staff, 'transfer-approve', t);
    })
    .catch(async (err: unknown) => {
      throw await errorOfViolation(err);
    });
  return { state: 'approved' };
}

/** POST /api/admin/transfers/{id}/refuse {reason}: staff refuse a transfer under way; the place stays with its holder. Audited. */
export async function refuseTransfer(
  db: Db,
  transferSeq: number,
  reason: string,
  staff: AdminContext,
  now = new Date(),
): Promise<{ state: 'refused' }> {
  await db.transaction(async (tx) => {
    const t = await lockTransfer(tx, transferSeq);
    if (t.state !== 'awaiting-staff' && t.state !== 'code-sent') throw transferNotPossible('ledger.transfer.errors.notAwaiting');
    await tx
      .update(transfers)
      .set({ state: 'refused', reason, decidedAt: now, decidedBy: staff.userName })
      .where(eq(transfers.transferSeq, transferSeq));
    await auditTransfer(tx, staff, 'transfer-refuse', t);
  });
  return { state: 'refused' };
}

async function lockTransfer(tx: Tx, transferSeq: number): Promise<TransferRow> {
  const [t] = await tx.select().from(transfers).where(eq(transfers.transferSeq, transferSeq)).for('update');
  if (!t) throw notFound('transfers.errors.notFound');
  return t;
}

async function auditTransfer(tx: Tx, staff: AdminContext, action: AuditAction, t: TransferRow): Promise<void> {
  const { joinSeq } = await noticeFacts(tx, t.joinerId);
  await writeAudit(tx, {
    ...byStaff(staff),
    action,
    joinSeq,
    detail: { transferSeq: t.transferSeq, runnerSeq: t.runnerSeq, fee: t.fee },
  });
}
