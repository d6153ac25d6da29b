import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/** Place in line (1 = next to be invited) of waiting entry `waitId` of course `ticketSeq`. */
export async function positionOf(db: DbOrTx, waitId: number, ticketSeq: number): Promise<number> {
  const { rows } = await db.execute<{ n: number }>(sql`
    SELECT count(*)::int AS n FROM waitlist WHERE ticket_seq = ${ticketSeq} AND state = 'waiting' AND wait_id <= ${waitId}`);
  return rows[0]?.n ?? 0;
}
