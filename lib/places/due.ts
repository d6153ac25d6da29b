import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { joiners } from '@/db/schema';
import type { PaymentStatus } from '@/lib/codes';
import { figuresOf } from '@/lib/ledger/summary';

/**
 * Won still due on a registration: the one question the payment deadline asks before it cancels an
 * entry (lib/places/release.ts) or reminds it (reminder.ts). The payment ledger answers: charges and
 * adjustments less what was paid and not refunded, from the registration's figures that every ledger
 * write keeps (lib/ledger/record.ts), read through the caller's transaction so that it is the state
 * under the caller's lock. A cancelled entry owes nothing; `amount` (won charged) is kept in the
 * signature for the callers and not trusted over the ledger.
 */
export async function amountDue(db: DbOrTx, entry: { joinerId: number; paymentStatus: PaymentStatus; amount: number }): Promise<number> {
  if (entry.paymentStatus === 'CNCL') return 0;
  const [j] = await db
    .select({ amount: joiners.amount, deposit: joiners.deposit, refunded: joiners.refunded })
    .from(joiners)
    .where(eq(joiners.joinerId, entry.joinerId));
  return j ? figuresOf(j).due : 0;
}
