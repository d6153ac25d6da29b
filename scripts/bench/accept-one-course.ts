import type { Db } from '@/db/client';
import { uniqueViolation } from '@/lib/db/pg-error';
import { withPoolClient } from '@/lib/db/pool-client';
import type { AcceptOutcome } from '@/lib/registration/accept-batch';
import { JOIN_SEQ_CONSTRAINT, withRandomJoinSeq } from '@/lib/registration/join-seq';
import type { JoinerValues, RunnerValues } from '@/lib/registration/rows';

/**
 * Accepts an application whose runners all take the same course in ONE autocommit SQL statement:
 * the conditional `UPDATE tickets … WHERE total + n <= acceptable`, then the joiner and runner inserts
 * that only run when the update took the places, and the registration charge of the payment ledger.
 * The ticket row lock is held from the update to the
 * commit inside PostgreSQL, with no client round trip in between, so the hot rows of an opening rush
 * are not serialised on network and event-loop latency (capacity; ARCHITECTURE.md data rules).
 * A failing insert (runner already registered, group name taken) aborts the whole statement, places
 * included. A random joinSeq already used is retried with another number (503 S0503 after 30 collisions).
 * Returns 'accepted' (with `filled` when these runners took the course's last places), 'full' when
 * the course lacks room (nothing stored), 'conflict' with the unique constraint for the caller to turn
 * into S0004 / group-name messages. The opening's baseline of one statement per application (npm run
 * bench:rush), kept with the benchmark: it stores the Korean columns only (no e-mail, no payment
 * deadline, no runner's race-day fields) and applies no phone limit; the site accepts through
 * acceptInBatch (lib/registration/accept-batch.ts), which does all of it.
 */
export async function acceptOneCourse(db: Db, ticketSeq: number, joiner: JoinerValues, list: RunnerValues[]): Promise<AcceptOutcome> {
  const n = list.length;
  const head = [
    n,
    ticketSeq,
    joiner.eventId,
    joiner.joinerName,
    joiner.exponent ?? null,
    joiner.cellphone,
    joiner.zipcode,
    joiner.zipAddress,
    joiner.address,
    joiner.paymentType,
    joiner.paymentStatus,
    joiner.amount,
    joiner.brief ?? null,
    joiner.priceCategory,
    joiner.needsStaffCheck ?? false,
    joiner.source,
    joiner.ticketCount,
    joiner.joinTime!.toISOString(),
    joiner.paidAt ? joiner.paidAt.toISOString() : null,
  ];
  const rows = list.flatMap((r) => [
    r.eventId,
    r.ticketSeq,
    r.ticketName,
    r.souvenir ?? null,
    r.choiceOption ?? null,
    r.runnerName,
    r.birthday,
    r.gender,
    r.cellphone,
    r.price,
  ]);
  const statement = acceptStatement(n);
  // One connection for every try: a taken registration number does not cost a new connection.
  return withPoolClient(db, (client) =>
    withRandomJoinSeq(async (joinSeq): Promise<AcceptOutcome> => {
      try {
        const res = await client.query<{ joiner_id: number | null; join_seq: number | null; filled: boolean | null }>({
          ...statement,
          values: [...head, joinSeq, ...rows],
        });
        const row = res.rows[0];
        if (!row?.joiner_id || !row.join_seq) return { kind: 'full' };
        return { kind: 'accepted', joinerId: row.joiner_id, joinSeq: row.join_seq, filled: row.filled === true };
      } catch (err) {
        const constraint = uniqueViolation(err);
        // A taken registration number goes back to withRandomJoinSeq for another try.
        if (constraint === null || constraint === JOIN_SEQ_CONSTRAINT) throw err;
        return { kind: 'conflict', constraint };
      }
    }),
  );
}

/** Groups up to this many runners get a named (prepared once per connection) statement; larger ones are rare. */
const PREPARED_UP_TO = 20;
const statements = new Map<number, { name?: string; text: string }>();

/**
 * The accept statement for `n` runners, its text built once: $1 n, $2 ticketSeq, $3–$19 the joiner,
 * $20 joinSeq, then 10 parameters per runner. Named, so that PostgreSQL parses and plans it once per
 * connection instead of for every application of an opening rush.
 */
function acceptStatement(n: number): { name?: string; text: string } {
  let s = statements.get(n);
  if (s) return s;
  const runnerRows = Array.from({ length: n }, (_, i) => {
    const p = (k: number) => `$${21 + i * 10 + k}`;
    return `(${p(0)}::int, ${p(1)}::int, ${p(2)}::text, ${p(3)}::text, ${p(4)}::text, ${p(5)}::text, ${p(6)}::text, ${p(7)}::text, ${p(8)}::text, ${p(9)}::int)`;
  }).join(', ');
  const text = `
    WITH upd AS (
      UPDATE tickets SET total = total + $1::int
      WHERE ticket_seq = $2::int AND total + $1::int <= acceptable
      RETURNING ticket_seq, total >= acceptable AS filled
    ),
    j AS (
      INSERT INTO joiners (event_id, join_seq, joiner_name, exponent, cellphone, zipcode, zip_address, address,
        payment_type, payment_status, amount, brief, price_category, needs_staff_check, source, ticket_count, join_time, paid_at)
      SELECT $3::int, $20::int, $4::text, $5::text, $6::text, $7::text, $8::text, $9::text, $10::text, $11::text,
        $12::int, $13::text, $14::text, $15::boolean, $16::text, $17::int, $18::timestamptz, $19::timestamptz
      FROM upd
      RETURNING joiner_id, join_seq
    ),
    r AS (
      INSERT INTO runners (joiner_id, join_seq, event_id, ticket_seq, ticket_name, souvenir, choice_option, runner_name, birthday, gender, cellphone, price)
      SELECT j.joiner_id, j.join_seq, v.event_id, v.ticket_seq, v.ticket_name, v.souvenir, v.choice_option, v.runner_name, v.birthday, v.gender, v.cellphone, v.price
      FROM j CROSS JOIN (VALUES ${runnerRows}) AS v(event_id, ticket_seq, ticket_name, souvenir, choice_option, runner_name, birthday, gender, cellphone, price)
      RETURNING runner_seq
    ),
    l AS (
      INSERT INTO ledger_entries (joiner_id, kind, cause, amount, at)
      SELECT j.joiner_id, 'charge', 'registration', $12::int, $18::timestamptz FROM j
    )
    SELECT (SELECT joiner_id FROM j) AS joiner_id, (SELECT join_seq FROM j) AS join_seq, (SELECT count(*) FROM r) AS runner_count,
      (SELECT filled FROM upd) AS filled`;
  s = n <= PREPARED_UP_TO ? { name: `accept-one-course-${n}`, text } : { text };
  if (n <= PREPARED_UP_TO) statements.set(n, s);
  return s;
}
