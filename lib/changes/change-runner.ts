import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { runners } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { PUBLIC_TICKET_TYPES, type PriceCategory } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import { cancellationRefund, refundPercentAt } from '@/lib/ledger/refund-policy';
import { recordLedger, type LedgerRowInput } from '@/lib/ledger/record';
import { checkRunnerRules } from '@/lib/registration/application-rules';
import { listTickets } from '@/lib/registration/current-event';
import { takePlaces } from '@/lib/registration/places';
import { runnerPrice } from '@/lib/registration/pricing';
import { souvenirOptions } from '@/lib/registration/souvenir';
import type { ChangeInput } from '@/lib/validation/changes';
import { V } from '@/lib/validation/messages';
import { runnerCourse } from '@/lib/registration/rows';
import {
  changeAnswer,
  changeContext,
  lockLive,
  requireChangeWindow,
  requireSouvenirWindow,
  tellBalanceDue,
  type ChangeAnswer,
} from './context';

/**
 * POST /api/application/change {proof, runnerSeq, ticketSeq?, choiceOption?}: a runner's course
 * and/or souvenir option, changed by the registrant after registering.
 * - A course change needs the edition's change window open (else 403 S0008 with its dates); a
 *   souvenir change alone needs the kit cut-off not passed (403 S0008).
 * - Under the registration's row lock (two changes of one runner at once run one after the other; the
 *   second sees the first's result, so asking twice for the same course changes it once): the runner
 *   must belong to the registration (400), the new course be a course of the same kind (race day or
 *   untact) whose age rule the runner meets (400 with the spec §9 message) and whose souvenir options
 *   hold the option (400); its place is taken and the old one given back atomically (409 S0003 naming
 *   the course when it is full: nothing changes).
 * - The price difference is charged in the ledger ('course-change', won, negative for a cheaper
 *   course); money it frees follows the refund policy of the day (the part kept is a
 *   'cancellation-fee'), the rest is owed back and is refunded on request.
 * Returns the ledger (rows and figures) and the state derived from it. Nothing to change answers the
 * ledger as it is.
 */
export async function changeRunner(db: Db, input: ChangeInput, clientKey: string, locale: Locale, now = new Date()): Promise<ChangeAnswer> {
  const { joiner, event, policy } = await changeContext(db, input.proof, clientKey);
  if (input.ticketSeq !== undefined) requireChangeWindow(policy, now);
  else requireSouvenirWindow(policy, now);
  const ticketList = await listTickets(db, event.eventId);
  const bySeq = new Map(ticketList.map((t) => [t.ticketSeq, t]));

  await db.transaction(async (tx) => {
    const j = await lockLive(tx, joiner.joinerId);
    const [runner] = await tx
      .select()
      .from(runners)
      .where(and(eq(runners.runnerSeq, input.runnerSeq), eq(runners.joinerId, j.joinerId)));
    if (!runner) throw badRequest('ledger.errors.runner');
    const from = bySeq.get(runner.ticketSeq)!;
    const to = input.ticketSeq !== undefined ? bySeq.get(input.ticketSeq) : from;
    if (!to || !PUBLIC_TICKET_TYPES.includes(to.ticketType) || to.ticketType !== from.ticketType) throw badRequest(V.course);
    // A new course keeps the option when it offers it; otherwise the visitor must choose one it offers.
    const options = souvenirOptions(to.choiceOption);
    const choiceOption =
      input.choiceOption ?? (options.length === 0 || options.includes(runner.choiceOption ?? '') ? runner.choiceOption : null);
    if (options.length && (!choiceOption || !options.includes(choiceOption))) throw badRequest(V.option);
    if (to.ticketSeq === runner.ticketSeq && choiceOption === runner.choiceOption) return;
    if (choiceOption !== runner.choiceOption && to.ticketSeq === runner.ticketSeq) requireSouvenirWindow(policy, now);
    checkRunnerRules([{ ticketSeq: to.ticketSeq, birthday: runner.birthday, choiceOption: choiceOption ?? '' }], bySeq, event.raceDate);

    const rows: LedgerRowInput[] = [];
    let price = runner.price;
    if (to.ticketSeq !== runner.ticketSeq) {
      await takePlaces(
        tx,
        new Map([
          [to.ticketSeq, 1],
          [runner.ticketSeq, -1],
        ]),
        bySeq,
      );
      const { rows: counted } = await tx.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM runners WHERE joiner_id = ${j.joinerId}`,
      );
      price = runnerPrice(to, j.priceCategory as PriceCategory, counted[0].n);
      const delta = price - runner.price;
      const memo = `${from.ticketName} → ${to.ticketName}`;
      rows.push({ kind: 'charge', cause: 'course-change', amount: delta, runnerSeq: runner.runnerSeq, memo });
      if (delta < 0) {
        const percent = refundPercentAt(policy.refundWindows, now);
        const { fee } = cancellationRefund({ charged: j.amount, paid: j.deposit ?? 0, refunded: j.refunded }, -delta, percent);
        rows.push({ kind: 'charge', cause: 'cancellation-fee', amount: fee, runnerSeq: runner.runnerSeq, memo: `${percent}%` });
      }
    }
    await tx
      .update(runners)
      .set(runnerCourse(to, choiceOption, price))
      .where(eq(runners.runnerSeq, runner.runnerSeq));
    await tellBalanceDue(tx, j.joinerId, await recordLedger(tx, j.joinerId, rows, now));
  });
  return changeAnswer(db, joiner.joinerId, locale);
}
