import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { refundRequests } from '@/db/schema';

/** The refund requests of a registration (newest first), for the lookup page. */
export async function refundsOf(db: DbOrTx, joinerId: number) {
  return db
    .select({
      refundSeq: refundRequests.refundSeq,
      state: refundRequests.state,
      amount: refundRequests.amount,
      cardAmount: refundRequests.cardAmount,
      bankAmount: refundRequests.bankAmount,
      reason: refundRequests.reason,
      requestedAt: refundRequests.requestedAt,
      sentAt: refundRequests.sentAt,
    })
    .from(refundRequests)
    .where(eq(refundRequests.joinerId, joinerId))
    .orderBy(sql`${refundRequests.refundSeq} DESC`);
}
