import 'server-only';
import { type PriceCategory } from '@/lib/codes';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { invalidate } from '@/lib/cache/memo';
import { badRequest, duplicateGroupName, notFound, registrationCancelled } from '@/lib/errors';
import { errorOfViolation } from '@/lib/errors/constraints';
import { alreadyRegisteredNames, applyFor, type ApplyResult } from '@/lib/registration/apply';
import { checkRunnerRules } from '@/lib/registration/application-rules';
import { takePlaces } from '@/lib/registration/places';
import { runnerIdentity } from '@/lib/registration/group';
import { applicationDetail, type ApplicationDetail } from '@/lib/registration/complete';
import { getCurrentEvent, listTickets } from '@/lib/registration/current-event';
import { depositorBrief } from '@/lib/registration/pricing';
import { registeredRunnerRow, runnerCourse, runnerPerson } from '@/lib/registration/rows';
import { firstPaymentType, storedEmail } from '@/lib/validation/international-phone';
import { souvenirOptions } from '@/lib/registration/souvenir';
import { groupNameTaken } from '@/lib/registration/team-name';
import { runnersOf, type JoinerRow } from '@/lib/registration/self-service';
import { tellBalanceDue } from '@/lib/changes/context';
import { staffOf } from '@/lib/ledger/lifecycle';
import { everPaid, recordLedger } from '@/lib/ledger/record';
import type { AdminUpdateInput, ApplyForAllInput, ProxyJoinerInput, RunnerDiff } from '@/lib/validation/proxy';
import { planRunnerEdit } from './proxy-plan';
import type { ProxyCourse } from './proxy-types';
import { PUBLIC_TICKET_TYPES } from '@/lib/codes';

const registrationNotFound = () => notFound('proxy.errors.notFound');

/** The registration `joinSeq` of the current edition, or 404 S0001. */
async function joinerOf(db: DbOrTx, joinSeq: number, lock = false): Promise<JoinerRow> {
  const ev = await getCurrentEvent(db);
  const q = db
    .select()
    .from(joiners)
    .where(and(eq(joiners.eventId, ev.eventId), eq(joiners.joinSeq, joinSeq)))
    .limit(1);
  const [j] = lock ? await q.for('update') : await q;
  if (!j) throw registrationNotFound();
  return j;
}

/**
 * GET /api/admin/applicant/findby?joinSeq (spec §7): applicant and runnersByTicketType of a
 * registration of the current edition, for the proxy edit pages. The staff access is audited.
 * Throws 404 S0001 when there is no such registration.
 */
export async function findApplicant(db: Db, joinSeq: number, staff: AdminContext): Promise<ApplicationDetail> {
  const j = await joinerOf(db, joinSeq);
  await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp, action: 'proxy-view', joinSeq });
  return applicationDetail(db, j);
}

/**
 * POST /api/admin/applicant/applyForAll (spec §4 staff proxy, §7). Without joinSeq: a new proxy
 * registration of the INS runners through the public acceptance (applyFor, source 'proxy', outside
 * the sale window allowed; bank transfer (card for an applicant from abroad), RSVT or CMPL at 0 won; the amount priced by the same rules
 * for the chosen price category, default standard; S0003/S0004 as for visitors). With
 * joinSeq: the edit of a group registration (see editRegistration). Audited as proxy-create / proxy-edit.
 */
export async function proxyApplyForAll(
  db: Db,
  input: ApplyForAllInput,
  staff: AdminContext,
): Promise<{ joinSeq: number; amount: number; paymentStatus: string }> {
  const { joiner, runners: diff } = input;
  if (joiner.joinSeq !== undefined) {
    const detail = await editRegistration(db, joiner.joinSeq, joiner, diff, 'group', staff);
    return { joinSeq: detail.applicant.joinSeq, amount: detail.applicant.amount, paymentStatus: detail.applicant.paymentStatus };
  }
  if (diff.UPD.length || diff.DEL.length) throw badRequest('proxy.errors.unknownRunner');
  const result: ApplyResult = await applyFor(
    db,
    {
      joiner: {
        joinerName: joiner.joinerName,
        exponent: joiner.exponent || null,
        cellphone: joiner.cellphone,
        email: joiner.email,
        zipcode: joiner.zipcode,
        zipAddress: joiner.zipAddress,
        address: joiner.address,
        // Bank transfer needs a Korean account: an applicant from abroad pays by card.
        paymentType: firstPaymentType(joiner.cellphone),
        priceCategory: joiner.priceCategory,
      },
      runners: diff.INS,
    },
    { source: 'proxy', ignoreSaleWindow: true },
  );
  await writeAudit(db, {
    staffId: staff.staffId,
    staffUserName: staff.userName,
    clientIp: staff.clientIp,
    action: 'proxy-create',
    joinSeq: result.joinSeq,
    detail: { runners: diff.INS.length, group: !!joiner.exponent },
  });
  return { joinSeq: result.joinSeq, amount: result.amount, paymentStatus: result.paymentStatus };
}

/**
 * PUT /api/admin/application/update (spec §7): staff edit of an individual registration, its joiner
 * and its one runner (by runnerSeq). A group registration is refused with 'group registrations must
 * be edited in group registration management'. Same effects as editRegistration.
 */
export async function proxyUpdateIndividual(db: Db, input: AdminUpdateInput, staff: AdminContext): Promise<ApplicationDetail> {
  return editRegistration(db, input.joiner.joinSeq, input.joiner, { INS: [], UPD: input.runners, DEL: [] }, 'individual', staff);
}

/**
 * A staff edit of registration `joinSeq` in one transaction (spec §4 "Staff proxy"): locks the
 * joiner, applies DEL (places given back), UPD (a course change gives the old place back and takes
 * the new one) and INS (places taken; S0003 naming full courses, S0004 naming runners registered
 * elsewhere), prices the runners from server prices and charges the difference in the ledger (a
 * 'staff-edit' row; negative when runners leave). Money paid stays paid: a paid group gaining a member
 * keeps its payment and owes the difference (RSVT), one losing a member is owed back the surplus. The
 * depositor memo follows the name and phone until the first payment. Sale windows do not apply to staff.
 * A group name another live registration uses is refused ('group.nameTaken'), as on the public form.
 * Throws 404 S0001 unknown joinSeq, 409 for a cancelled registration, 400 for a group edited as an
 * individual or the reverse, and the spec §5 messages. Audited as proxy-edit (counts only).
 */
export async function editRegistration(
  db: Db,
  joinSeq: number,
  joiner: ProxyJoinerInput,
  diff: RunnerDiff,
  mode: 'group' | 'individual',
  staff: AdminContext,
  now = new Date(),
): Promise<ApplicationDetail> {
  const ev = await getCurrentEvent(db);
  let ownIdentities = new Set<string>();
  try {
    return await db.transaction(async (tx) => {
      const j = await joinerOf(tx, joinSeq, true);
      if (j.paymentStatus === 'CNCL') throw registrationCancelled('proxy.errors.cancelled');
      if (mode === 'individual' && j.exponent) throw badRequest('proxy.groupEditOnly');
      if (mode === 'group' && !j.exponent) throw badRequest('proxy.notGroup');
      const exponent = mode === 'group' ? joiner.exponent?.trim() || null : null;
      if (mode === 'group' && !exponent) throw badRequest('validation.groupName');
      // The same group-name rule as the public form: no other live registration may use it.
      if (exponent && (await groupNameTaken(tx, ev.eventId, exponent, j.joinerId))) throw duplicateGroupName();

      const stored = await runnersOf(tx, j.joinerId);
      ownIdentities = new Set(stored.map(runnerIdentity));
      const ticketList = await listTickets(tx, ev.eventId);
      const bySeq = new Map(ticketList.map((t) => [t.ticketSeq, t]));
      const plan = planRunnerEdit(stored, diff, bySeq, { group: mode === 'group', category: j.priceCategory as PriceCategory });
      checkRunnerRules(plan.changed, bySeq, ev.raceDate);

      if (diff.DEL.length) await tx.delete(runners).where(and(eq(runners.joinerId, j.joinerId), inArray(runners.runnerSeq, diff.DEL)));
      for (const r of plan.runners) {
        const t = bySeq.get(r.ticketSeq)!;
        if (r.runnerSeq !== undefined) {
          const values = r.input ? { ...runnerCourse(t, r.input.choiceOption, r.price), ...runnerPerson(r.input) } : { price: r.price };
          await tx.update(runners).set(values).where(eq(runners.runnerSeq, r.runnerSeq));
        } else if (r.input) {
          await tx.insert(runners).values(registeredRunnerRow(j, t, r.input, r.price));
        }
      }
      if (plan.placeDeltas.size) {
        await takePlaces(tx, plan.placeDeltas, bySeq);
        invalidate('ticket-sold');
      }
      // The runners' prices changed by `delta` won: one charge row; what was paid stays paid.
      const delta = plan.amount - stored.reduce((n, r) => n + r.price, 0);
      const paidBefore = await everPaid(tx, j.joinerId);
      await tx
        .update(joiners)
        .set({
          joinerName: joiner.joinerName,
          exponent,
          cellphone: joiner.cellphone,
          email: storedEmail(joiner.cellphone, joiner.email),
          zipcode: joiner.zipcode,
          zipAddress: joiner.zipAddress,
          address: joiner.address,
          // Deposits are matched against the memo: once anything was paid it stays as it was.
          brief: paidBefore ? j.brief : depositorBrief(joiner.joinerName, joiner.cellphone, j.amount + delta),
          // An entry that was already awaiting payment keeps its deadline; one that staff move back to
          // awaiting payment gets none (they may set one on the payment page).
          ...(j.paymentStatus === 'RSVT' ? {} : { payDeadline: null, remindedDeadline: null }),
          ticketCount: plan.runners.length,
        })
        .where(eq(joiners.joinerId, j.joinerId));
      const state = await recordLedger(tx, j.joinerId, [{ kind: 'charge', cause: 'staff-edit', amount: delta, ...staffOf(staff) }], now);
      await tellBalanceDue(tx, j.joinerId, state);
      const [updated] = await tx.select().from(joiners).where(eq(joiners.joinerId, j.joinerId));
      await writeAudit(tx, {
        staffId: staff.staffId,
        staffUserName: staff.userName,
        clientIp: staff.clientIp,
        action: 'proxy-edit',
        joinSeq,
        detail: {
          ins: diff.INS.length,
          upd: diff.UPD.length,
          del: diff.DEL.length,
          charged: state.charged,
          due: state.due,
          credit: state.credit,
          previousStatus: state.previousStatus,
        },
      });
      return applicationDetail(tx, updated);
    });
  } catch (err) {
    // Rolled back: the runners found registered, less this registration's own.
    const changed = [...diff.UPD, ...diff.INS];
    const runnerNames = async () => (await registeredElsewhere(db, ev.eventId, changed, ownIdentities)) ?? changed.map((r) => r.runnerName);
    throw await errorOfViolation(err, { runnerNames });
  }
}

async function registeredElsewhere(db: Db, eventId: number, list: RunnerDiff['INS'], own: Set<string>): Promise<string[] | null> {
  if (!list.length) return null;
  const others = list.filter((r) => !own.has(runnerIdentity(r)));
  const names = others.length ? await alreadyRegisteredNames(db, eventId, others) : [];
  return names.length ? names : null;
}

/** The offline courses of the current edition for the proxy pages, in display order (sale windows ignored for staff). */
export async function proxyCourses(db: DbOrTx): Promise<ProxyCourse[]> {
  const ev = await getCurrentEvent(db);
  // Race-day and untact courses alike: staff register and edit untact runners too.
  const list = (await listTickets(db, ev.eventId)).filter((t) => PUBLIC_TICKET_TYPES.includes(t.ticketType));
  return list.map((t) => ({
    ticketSeq: t.ticketSeq,
    ticketName: t.ticketName,
    ticketPrice: t.ticketPrice,
    disabledPrice: t.disabledPrice,
    schoolGroupPrice: t.schoolGroupPrice,
    souvenir: t.souvenir,
    options: souvenirOptions(t.choiceOption),
  }));
}
