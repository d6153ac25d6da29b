import 'server-only';
import { sql } from 'drizzle-orm';
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
    // Message recipients of the edition's registrations and of its staff bulk messages. A message still
    // on its way keeps its number (months after race day none is: sms-reconcile closes them in an hour).
    name: 'messageRecipients',
    count: (e) => sql`
      SELECT count(*)::int AS n FROM sms_outbox o
      WHERE o.recipient <> '' AND o.status NOT IN ('QUEUED', 'SENDING')
        AND (o.joiner_id IN (SELECT joiner_id FROM joiners WHERE event_id = ${e})
        OR o.bulk_id IN (SELECT bulk_id FROM message_bulks WHERE event_id = ${e}))`,
    erase: (e) => sql`
      UPDATE sms_outbox o SET recipient = ''
      WHERE o.recipient <> '' AND o.status NOT IN ('QUEUED', 'SENDING')
        AND (o.joiner_id IN (SELECT joiner_id FROM joiners WHERE event_id = ${e})
          OR o.bulk_id IN (SELECT bulk_id FROM message_bulks WHERE event_id = ${e}))
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

/** Counts of what ERASURE_STEPS would change of edition `eventId` now. */
export async function erasureCounts(tx: Pick<Tx, 'execute'>, eventId: number, holdRound: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const step of ERASURE_STEPS) {
    const { rows } = await tx.execute<{ n: number }>(step.count(eventId, holdRound));
    out[step.name] = Number(rows[0]?.n ?? 0);
  }
  return out;
}

/** Runs every step of ERASURE_STEPS on edition `eventId` in `tx`; returns the rows each changed. */
export async function eraseEditionData(tx: Tx, eventId: number, holdRound: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const step of ERASURE_STEPS) out[step.name] = (await tx.execute(step.erase(eventId, holdRound))).rows.length;
  return out;
}
