import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * Places of one round and course, computed by PostgreSQL window functions (editions):
 * `totalRank` = place by net time within round, course and gender, `ageRank` = the same within the
 * age group (unknown ages form their own group). Equal times share a place and the next place skips
 * (rank(): 1-2-2-4). Call inside the transaction that changed the rows.
 */
export async function recomputeRanks(db: DbOrTx, holdRound: number, ticketName: string): Promise<void> {
  await db.execute(sql`
    UPDATE personal_records p
       SET total_rank = r.total_rank, age_rank = r.age_rank
      FROM (SELECT record_id,
                   rank() OVER (PARTITION BY gender ORDER BY elapse_time) AS total_rank,
                   rank() OVER (PARTITION BY gender, age_type ORDER BY elapse_time) AS age_rank
              FROM personal_records
             WHERE hold_round = ${holdRound} AND ticket_name = ${ticketName}) r
     WHERE p.record_id = r.record_id`);
}
