import { type PaymentType } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import type { PaymentStatus } from '@/lib/registration/status';

/** A registration as the payment confirmation sees it. */
export interface ConfirmTarget {
  joinerId: number;
  joinSeq: number;
  paymentStatus: PaymentStatus;
  paymentType: PaymentType;
  amount: number; // won
}

/** One planned status change. `deposit`: won to store; undefined keeps the stored value. */
export interface PlannedChange extends ConfirmTarget {
  from: PaymentStatus;
  to: PaymentStatus;
  deposit: number | null | undefined;
  /** Places move with the change: CNCL frees them, leaving CNCL takes them again (spec §4). */
  places: 'free' | 'take' | 'none';
}

/**
 * Plans a staff payment confirmation (spec §4 payment status, §5 payment confirmation): at least one
 * registration ('must check at least one checkbox'); a deposit only with exactly one registration (the
 * input is disabled for 2 or more). CMPL stores the deposit given, else the amount due; RSVT clears
 * it; CNCL keeps it (the record of what was paid). Rows already in `to` are left unchanged.
 * Throws 400 with the spec's message.
 */
export function planConfirm(
  rows: ConfirmTarget[],
  to: PaymentStatus,
  deposit: number | null,
): { changes: PlannedChange[]; unchanged: number[] } {
  if (rows.length === 0) throw badRequest('reception.checkOne');
  if (rows.length > 1 && deposit !== null) throw badRequest('reception.depositOneRow');
  const changes: PlannedChange[] = [];
  const unchanged: number[] = [];
  for (const r of rows) {
    if (r.paymentStatus === to && !(to === 'CMPL' && deposit !== null)) {
      unchanged.push(r.joinSeq);
      continue;
    }
    changes.push({
      ...r,
      from: r.paymentStatus,
      to,
      deposit: to === 'CMPL' ? (deposit ?? r.amount) : to === 'RSVT' ? null : undefined,
      places: to === 'CNCL' && r.paymentStatus !== 'CNCL' ? 'free' : to !== 'CNCL' && r.paymentStatus === 'CNCL' ? 'take' : 'none',
    });
  }
  return { changes, unchanged };
}
