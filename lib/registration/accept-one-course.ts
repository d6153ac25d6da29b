import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import type { joiners, runners } from '@/db/schema';
import { uniqueViolation } from '@/lib/db/pg-error';
import { JOIN_SEQ_CONSTRAINT, withRandomJoinSeq } from './join-seq';

type JoinerValues = Omit<typeof joiners.$inferInsert, 'joinSeq'>;
type RunnerValues = Omit<typeof runners.$inferInsert, 'joinerId' | 'joinSeq'>;

export type OneStatementOutcome =
  { kind: 'accepted'; joinerId: number; joinSeq: number } | { kind: 'full' } | { kind: 'conflict'; constraint: string | undefined };

/**
 * Accepts an application whose runners all take the same course in ONE autocommit SQL statement:
 * the conditional `UPDATE tickets … WHERE total + n <= acceptable`, then the joiner and runner inserts
 * that only run when the update took the places. The ticket row lock is held from the update to the
 * commit inside PostgreSQL, with no client round trip in between, so the hot rows of an opening rush
 * are not serialised on network and event-loop latency (issue #2 capacity; ARCHITECTURE.md data rules).
 * A failing insert (runner already registered, group name taken) aborts the whole statement, places
 * included. A random joinSeq already used is retried with another number (503 S0503 after 30 collisions).
 * Returns 'full' when the course lacks room (nothing stored), 'conflict' with the unique constraint
 * for the caller to turn into S0004 / group-name messages.
 */
export async function acceptOneCourse(db: Db, ticketSeq: number, joiner: JoinerValues, list: RunnerValues[]): Promise<OneStatementOutcome> {
  const n = list.length;
  return withRandomJoinSeq(async (joinSeq): Promise<OneStatementOutcome> => {
    const runnerRows = sql.join(
      list.map(
        (r) =>
          sql`(${r.eventId}::int, ${r.ticketSeq}::int, ${r.ticketName}::text, ${r.souvenir ?? null}::text, ${r.choiceOption ?? null}::text, ${r.runnerName}::text, ${r.birthday}::text, ${r.gender}::text, ${r.cellphone}::text, ${r.price}::int)`,
      ),
      sql`, `,
    );
    try {
      const res = await db.execute<{ joiner_id: number | null; join_seq: number | null }>(sql`
        WITH upd AS (
          UPDATE tickets SET total = total + ${n}::int
          WHERE ticket_seq = ${ticketSeq}::int AND total + ${n}::int <= acceptable
          RETURNING ticket_seq
        ),
        j AS (
          INSERT INTO joiners (event_id, join_seq, joiner_name, exponent, cellphone, zipcode, zip_address, address,
            payment_type, payment_status, amount, brief, price_category, needs_staff_check, source, ticket_count, join_time, paid_at)
          SELECT ${joiner.eventId}::int, ${joinSeq}::int, ${joiner.joinerName}::text, ${joiner.exponent ?? null}::text, ${joiner.cellphone}::text,
            ${joiner.zipcode}::text, ${joiner.zipAddress}::text, ${joiner.address}::text, ${joiner.paymentType}::text, ${joiner.paymentStatus}::text,
            ${joiner.amount}::int, ${joiner.brief ?? null}::text, ${joiner.priceCategory}::text, ${joiner.needsStaffCheck ?? false}::boolean,
            ${joiner.source}::text, ${joiner.ticketCount}::int, ${joiner.joinTime!.toISOString()}::timestamptz, ${joiner.paidAt ? joiner.paidAt.toISOString() : null}::timestamptz
          FROM upd
          RETURNING joiner_id, join_seq
        ),
        r AS (
          INSERT INTO runners (joiner_id, join_seq, event_id, ticket_seq, ticket_name, souvenir, choice_option, runner_name, birthday, gender, cellphone, price)
          SELECT j.joiner_id, j.join_seq, v.event_id, v.ticket_seq, v.ticket_name, v.souvenir, v.choice_option, v.runner_name, v.birthday, v.gender, v.cellphone, v.price
          FROM j CROSS JOIN (VALUES ${runnerRows}) AS v(event_id, ticket_seq, ticket_name, souvenir, choice_option, runner_name, birthday, gender, cellphone, price)
          RETURNING runner_seq
        )
        SELECT (SELECT joiner_id FROM j) AS joiner_id, (SELECT join_seq FROM j) AS join_seq, (SELECT count(*) FROM r) AS runner_count`);
      const row = res.rows[0];
      if (!row?.joiner_id || !row.join_seq) return { kind: 'full' };
      return { kind: 'accepted', joinerId: row.joiner_id, joinSeq: row.join_seq };
    } catch (err) {
      const constraint = uniqueViolation(err);
      // A taken registration number goes back to withRandomJoinSeq for another try.
      if (constraint === null || constraint === JOIN_SEQ_CONSTRAINT) throw err;
      return { kind: 'conflict', constraint };
    }
  });
}
