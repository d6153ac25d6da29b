import 'server-only';
import type { DbOrTx } from '@/db/client';
import type { PaymentStatus } from '@/lib/codes';

/**
 * Won still due on a registration: the one question the payment deadline asks before it cancels an
 * entry (lib/places/release.ts) or reminds it (reminder.ts). Today the registration's own state says
 * it: an entry awaiting payment (RSVT) owes its amount, a paid or cancelled one nothing. Asked through
 * the database handle of the caller's transaction, so that a payment ledger can answer from its rows
 * (charges minus payments) under the same lock without changing any caller.
 */
export async function amountDue(_db: DbOrTx, entry: { joinerId: number; paymentStatus: PaymentStatus; amount: number }): Promise<number> {
  return entry.paymentStatus === 'RSVT' ? Math.max(0, entry.amount) : 0;
}
