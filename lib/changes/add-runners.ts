import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { joiners, runners } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import type { PriceCategory } from '@/lib/codes';
import { alreadyApplied, badRequest } from '@/lib/errors';
import { errorOfViolation } from '@/lib/errors/constraints';
import { recordLedger } from '@/lib/ledger/record';
import { alreadyRegisteredNames } from '@/lib/registration/apply';
import { checkRunnerRules } from '@/lib/registration/application-rules';
import { courseState } from '@/lib/registration/course-status';
import { listTickets } from '@/lib/registration/current-event';
import { takePlaces } from '@/lib/registration/places';
import { registeredRunnerRow } from '@/lib/registration/rows';
import { V } from '@/lib/validation/messages';
import { runnerNeedsOwnEmail } from '@/lib/validation/application';
import { runnersOf } from '@/lib/registration/self-service';
import { planRunnerEdit } from '@/lib/reception/proxy-plan';
import type { AddRunnersInput } from '@/lib/validation/changes';
import { changeAnswer, changeContext, lockLive, requireChangeWindow, tellBalanceDue, type ChangeAnswer } from './context';

/**
 * POST /api/application/runners {proof, runners}: members added to a group registration by its
 * registrant, all or none, under the rules of a group application (spec §4, §5, §9): the edition's
 * change window (403 S0008), a group registration only (400), courses on sale (400 with the period
 * message), age rules and souvenir options (400), no runner twice in the group (400), none already
 * registered elsewhere (409 S0004 naming them), places taken atomically (409 S0003 naming full
 * courses). The runners' prices are those of the registration's price category (a school group's
 * price may apply to everyone once it reaches 10) and the difference is charged in the ledger
 * ('runners-added'); money already paid stays paid, so a paid group owes the difference (RSVT) and
 * pays it by card (a new order for the balance) or transfer. Returns the ledger and the state.
 */
export async function addRunners(
  db: Db,
  input: AddRunnersInput,
  clientKey: string,
  locale: Locale,
  now = new Date(),
): Promise<ChangeAnswer> {
  const { joiner, event, policy } = await changeContext(db, input.proof, clientKey);
  requireChangeWindow(policy, now);
  if (!joiner.exponent) throw badRequest('ledger.errors.notGroup');
  const ticketList = await listTickets(db, event.eventId);
  const bySeq = new Map(ticketList.map((t) => [t.ticketSeq, t]));
  for (const r of input.runners) {
    const t = bySeq.get(r.ticketSeq);
    if (t && ['before', 'closed'].includes(courseState(t, now))) throw badRequest('errors.periodClosed');
  }
  checkRunnerRules(input.runners, bySeq, event.raceDate);
  // A member from abroad gives their own e-mail address, as on the group form (their messages go there).
  if (input.runners.some((r) => runnerNeedsOwnEmail(r, joiner.cellphone))) throw badRequest(V.emailRequired);
  const taken = await alreadyRegisteredNames(db, event.eventId, input.runners);
  if (taken.length) throw alreadyApplied(taken);

  try {
    await db.transaction(async (tx) => {
      const j = await lockLive(tx, joiner.joinerId);
      const stored = await runnersOf(tx, j.joinerId);
      const plan = planRunnerEdit(stored, { INS: input.runners, UPD: [], DEL: [] }, bySeq, {
        group: true,
        category: j.priceCategory as PriceCategory,
      });
      for (const r of plan.runners) {
        const t = bySeq.get(r.ticketSeq)!;
        if (r.runnerSeq === undefined && r.input) {
          await tx.insert(runners).values(registeredRunnerRow(j, t, r.input, r.price));
        } else if (r.runnerSeq !== undefined && stored.find((s) => s.runnerSeq === r.runnerSeq)?.price !== r.price) {
          await tx.update(runners).set({ price: r.price }).where(eq(runners.runnerSeq, r.runnerSeq));
        }
      }
      await takePlaces(tx, plan.placeDeltas, bySeq);
      await tx.update(joiners).set({ ticketCount: plan.runners.length }).where(eq(joiners.joinerId, j.joinerId));
      const delta = plan.amount - stored.reduce((n, r) => n + r.price, 0);
      const state = await recordLedger(
        tx,
        j.joinerId,
        [{ kind: 'charge', cause: 'runners-added', amount: delta, memo: `+${input.runners.length}` }],
        now,
      );
      await tellBalanceDue(tx, j.joinerId, state);
    });
  } catch (err) {
    throw await errorOfViolation(err, { runnerNames: () => alreadyRegisteredNames(db, event.eventId, input.runners) });
  }
  return changeAnswer(db, joiner.joinerId, locale);
}
