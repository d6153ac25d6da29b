import 'server-only';
import { sql, type SQL } from 'drizzle-orm';
import { OWED_REFUND_STATES } from '@/lib/codes';
import type { Tx } from '@/db/client';

/**
 * What the retention job erases of an edition's registrations (PIPA: personal data is destroyed once
 * its purpose, the race, is over), and how, as one SQL statement each over edition `eventId` (and its
 * round `holdRound` for the untact race). Each statement answers the rows it changed. Kept: the
 * official results (personal_records, public results by name and bib, and the untact race's ranks),
 * gender, birth year, course, bib, payment state and amounts, group names and the region of the
 * address (the statistics of past editions), and the registration numbers. A new kind of personal
 * data joins here with its own line.
 */
export interface ErasureStep {
  /** Name of the count in the staff page and the job's log. */
  name: string;
  /** Counts what the step would change now (the staff page's "to be destroyed"). */
  count: (eventId: number, holdRound: number) => ReturnType<typeof sql>;
  /** Changes it; RETURNING 1 per row. */
  erase: (eventId: number, holdRound: number) => ReturnType<typeof sql>;
  /**
   * True for data that can still appear once the edition is erased (a refund owed then and settled
   * later): the job goes on running this step over erased editions (lib/retention/run.ts).
   */
  afterErasure?: true;
}

/** Kinds of the waitlist's messages (lib/waitlist/join.ts, offer.ts): sent to a line, not to a registration. */
const WAITLIST_KINDS = sql`('waitlisted', 'invited')`;

/** SQL condition over sms_outbox `o`: a delivered or failed message of edition `eventId` with a recipient left. */
function editionMessage(eventId: number) {
  return sql`o.recipient <> '' AND o.status NOT IN ('QUEUED', 'SENDING')
    AND (o.joiner_id IN (SELECT joiner_id FROM joiners WHERE event_id = ${eventId})
      OR o.bulk_id IN (SELECT bulk_id FROM message_bulks WHERE event_id = ${eventId})
      OR (o.joiner_id IS NULL AND o.bulk_id IS NULL AND o.kind IN ${WAITLIST_KINDS}
        AND o.created_at <= (SELECT race_date FROM events WHERE event_id = ${eventId})
        AND o.recipient IN (
          SELECT w.cellphone FROM waitlist w WHERE w.event_id = ${eventId}
          UNION SELECT w.email FROM waitlist w WHERE w.event_id = ${eventId} AND w.email IS NOT NULL)))`;
}

export const ERASURE_STEPS: readonly ErasureStep[] = [
  {
    // Runners: name (a placeholder unique per runner: the live identity index must hold), phone, and
    // the birthday cut to its year (age groups stay).
    name: 'runners',
    count: (e) => sql`SELECT count(*)::int AS n FROM runners WHERE event_id = ${e} AND cellphone <> ''`,
    erase: (e) => sql`
      UPDATE runners SET runner_name = '#' || runner_seq, cellphone = '', email = NULL, birthday = left(birthday, 4) || '0000'
      WHERE event_id = ${e} AND cellphone <> '' RETURNING 1`,
  },
  {
    // Applicants: name, phone, postcode, detail address and depositor memo; the region (first word of
    // the road address) stays for the statistics by region.
    name: 'registrations',
    count: (e) => sql`SELECT count(*)::int AS n FROM joiners WHERE event_id = ${e} AND anonymised_at IS NULL`,
    erase: (e) => sql`
      UPDATE joiners SET joiner_name = '(파기)', cellphone = '', email = NULL, zipcode = '', address = '', brief = NULL,
        zip_address = split_part(zip_address, ' ', 1), anonymised_at = now(), updated_at = now()
      WHERE event_id = ${e} AND anonymised_at IS NULL RETURNING 1`,
  },
  {
    // Message recipients of the edition's registrations, of its staff bulk messages and of its
    // waitlist (the line's messages concern no registration: they are found by the line's own phones
    // and addresses, sent before race day). A message still on its way keeps its number (months after
    // race day none is: sms-reconcile closes them in an hour). Runs before the waitlist's own step,
    // which erases the contacts this one finds the messages by.
    name: 'messageRecipients',
    count: (e) => sql`SELECT count(*)::int AS n FROM sms_outbox o WHERE ${editionMessage(e)}`,
    erase: (e) => sql`UPDATE sms_outbox o SET recipient = '' WHERE ${editionMessage(e)} RETURNING 1`,
  },
  {
    // The waitlist of a sold-out course: name (a placeholder unique per row, so the live identity index
    // holds for a line still open on paper), phone, e-mail and the birthday cut to its year. The line's
    // order, course, states and times stay (how the waitlist was used).
    name: 'waitlist',
    count: (e) => sql`SELECT count(*)::int AS n FROM waitlist WHERE event_id = ${e} AND cellphone <> ''`,
    erase: (e) => sql`
      UPDATE waitlist SET runner_name = '#' || wait_id, cellphone = '', email = NULL, birthday = left(birthday, 4) || '0000'
      WHERE event_id = ${e} AND cellphone <> '' RETURNING 1`,
  },
  {
    // Transfers of a place (the bib's history): both holders' names, phones and birthdays (cut to the
    // year), the new holder's e-mail and the free-text reason; the states, fee, times and the deciding
    // staff member stay.
    name: 'transfers',
    count: (e) => sql`
      SELECT count(*)::int AS n FROM transfers WHERE event_id = ${e} AND (from_cellphone <> '' OR to_cellphone <> '')`,
    erase: (e) => sql`
      UPDATE transfers SET from_name = '(파기)', to_name = '(파기)', from_cellphone = '', to_cellphone = '', to_email = NULL,
        from_birthday = left(from_birthday, 4) || '0000', to_birthday = left(to_birthday, 4) || '0000', reason = NULL
      WHERE event_id = ${e} AND (from_cellphone <> '' OR to_cellphone <> '') RETURNING 1`,
  },
  {
    // Settled refund requests (sent or refused): the staff member's refusal reason and the card provider's
    // error text (the account holder and number were erased when they were settled). A request still
    // requested, approved or failed keeps its account: money is still owed to that runner, and the bank
    // transfer needs it (the law's exception for a duty not yet done); it goes once staff settle it.
    // The bank, the last four digits, the amounts, states and times stay: the refund's record.
    // A request settled after its edition was erased goes at the job's next run (afterErasure).
    name: 'refundRequests',
    afterErasure: true,
    count: (e) => sql`
      SELECT count(*)::int AS n FROM refund_requests WHERE event_id = ${e} AND state NOT IN ${[...OWED_REFUND_STATES]}
        AND (account_holder IS NOT NULL OR account_cipher IS NOT NULL OR reason IS NOT NULL OR fail_message IS NOT NULL)`,
    erase: (e) => sql`
      UPDATE refund_requests SET account_holder = NULL, account_cipher = NULL, reason = NULL, fail_message = NULL, updated_at = now()
      WHERE event_id = ${e} AND state NOT IN ${[...OWED_REFUND_STATES]}
        AND (account_holder IS NOT NULL OR account_cipher IS NOT NULL OR reason IS NOT NULL OR fail_message IS NOT NULL)
      RETURNING 1`,
  },
  {
    // The card provider's answers (they may name the payer) and refusal texts; amounts and states stay.
    name: 'cardOrders',
    count: (e) => sql`
      SELECT count(*)::int AS n FROM payment_orders p JOIN joiners j ON j.joiner_id = p.joiner_id
      WHERE j.event_id = ${e} AND (p.provider_response IS NOT NULL OR p.fail_message IS NOT NULL)`,
    erase: (e) => sql`
      UPDATE payment_orders p SET provider_response = NULL, fail_message = NULL
      FROM joiners j WHERE j.joiner_id = p.joiner_id AND j.event_id = ${e}
        AND (p.provider_response IS NOT NULL OR p.fail_message IS NOT NULL)
      RETURNING 1`,
  },
  {
    // Untact runners' phones (their names and ranks are the untact race's public results).
    name: 'untactRunners',
    count: (_e, round) => sql`SELECT count(*)::int AS n FROM untact_runners WHERE hold_round = ${round} AND cellphone <> ''`,
    erase: (_e, round) => sql`UPDATE untact_runners SET cellphone = '' WHERE hold_round = ${round} AND cellphone <> '' RETURNING 1`,
  },
  {
    // GPS traces of untact runs: where a person ran, to the second.
    name: 'traces',
    count: (_e, round) => sql`
      SELECT count(*)::int AS n FROM untact_traces t JOIN untact_runners u ON u.runner_seq = t.runner_seq
      WHERE u.hold_round = ${round}`,
    erase: (_e, round) => sql`
      DELETE FROM untact_traces t USING untact_runners u
      WHERE u.runner_seq = t.runner_seq AND u.hold_round = ${round} RETURNING 1`,
  },
];

/**
 * Refund requests of edition `eventId` that keep their details past retention: still requested,
 * approved or failed, so money is owed, and its bank transfer needs the account (a failed card refund
 * keeps the provider's text staff act on). The staff page lists them; each goes at the job's first
 * run after staff settle it.
 */
export function owedRefundsCount(eventId: number) {
  return sql`SELECT count(*)::int AS n FROM refund_requests WHERE event_id = ${eventId}
    AND state IN ${[...OWED_REFUND_STATES]}`;
}

/** The `n` of a `SELECT count(*)::int AS n` statement run in `tx`. */
export async function countOf(tx: Pick<Tx, 'execute'>, statement: SQL): Promise<number> {
  const { rows } = await tx.execute<{ n: number }>(statement);
  return Number(rows[0]?.n ?? 0);
}

/** The steps that still run over an edition already erased. */
const AFTER_ERASURE_STEPS = ERASURE_STEPS.filter((step) => step.afterErasure);

/**
 * Counts of what ERASURE_STEPS would change of edition `eventId` now; of an edition already erased
 * (`erased`), what the steps that run after erasure would.
 */
export async function erasureCounts(
  tx: Pick<Tx, 'execute'>,
  eventId: number,
  holdRound: number,
  erased = false,
): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const step of erased ? AFTER_ERASURE_STEPS : ERASURE_STEPS) out[step.name] = await countOf(tx, step.count(eventId, holdRound));
  return out;
}

/**
 * Runs every step of ERASURE_STEPS on edition `eventId` in `tx` (of an edition already erased,
 * `erased`, only the steps that run after erasure); returns the rows each changed.
 */
export async function eraseEditionData(tx: Tx, eventId: number, holdRound: number, erased = false): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const step of erased ? AFTER_ERASURE_STEPS : ERASURE_STEPS) {
    out[step.name] = (await tx.execute(step.erase(eventId, holdRound))).rows.length;
  }
  return out;
}
