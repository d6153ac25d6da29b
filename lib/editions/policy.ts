import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { editionPolicies, events } from '@/db/schema';
import { byStaff, writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { notFound } from '@/lib/errors';
import { getCurrentEvent, type EventRow } from '@/lib/registration/current-event';
import { refundPercentAt } from '@/lib/ledger/refund-policy';
import type { EditionPolicyInput } from '@/lib/validation/edition-policy';
import { allowedAt, policyOf, type EditionPolicy, type StoredPolicy } from './policy-rules';

/** The edition `code` (e.g. DCM24; 'current' = the one on sale); 404 S0001 when there is none. */
export async function editionByCode(db: DbOrTx, code: string): Promise<EventRow> {
  if (code === 'current') return getCurrentEvent(db);
  const [ev] = await db.select().from(events).where(eq(events.eventCode, code)).limit(1);
  if (!ev) throw notFound('events.errors.notFound');
  return ev;
}

/** The stored settings of edition `eventId`, or null when staff never saved any. */
async function storedPolicy(db: DbOrTx, eventId: number): Promise<StoredPolicy | null> {
  const [row] = await db.select().from(editionPolicies).where(eq(editionPolicies.eventId, eventId)).limit(1);
  return row ?? null;
}

/** The policy in force for edition `ev` (lib/editions/policy-rules.ts policyOf: staff's settings or the defaults). */
export async function editionPolicy(db: DbOrTx, ev: EventRow): Promise<EditionPolicy> {
  return policyOf(await storedPolicy(db, ev.eventId), ev);
}

/**
 * The policy as the public pages and the lookup show it (guide, /apply/search): windows as ISO
 * instants, transfer settings when transfers are on, the refund windows and what is allowed at `now`
 * (changes, souvenir, transfer, today's refund percentage).
 */
export function publicPolicy(p: EditionPolicy, now: Date) {
  return {
    changeOpen: p.changeOpen.toISOString(),
    changeClose: p.changeClose.toISOString(),
    kitCutoff: p.kitCutoff.toISOString(),
    transfer: p.transfer
      ? { open: p.transfer.open.toISOString(), close: p.transfer.close.toISOString(), fee: p.transfer.fee, approval: p.transfer.approval }
      : null,
    refundWindows: p.refundWindows,
    allowed: allowedAt(p, now),
    refundPercent: refundPercentAt(p.refundWindows, now),
  };
}
export type PublicPolicy = ReturnType<typeof publicPolicy>;

/** The current edition's policy for the public pages. */
export async function currentPublicPolicy(db: DbOrTx, now = new Date()): Promise<PublicPolicy> {
  return publicPolicy(await editionPolicy(db, await getCurrentEvent(db)), now);
}

/** The staff view of an edition's settings: what is stored (null fields = defaults) beside the policy in force. */
export async function staffPolicyView(db: DbOrTx, ev: EventRow) {
  const stored = await storedPolicy(db, ev.eventId);
  const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;
  return {
    stored: {
      changeOpen: iso(stored?.changeOpen),
      changeClose: iso(stored?.changeClose),
      kitCutoff: iso(stored?.kitCutoff),
      transferOpen: iso(stored?.transferOpen),
      transferClose: iso(stored?.transferClose),
      transferFee: stored?.transferFee ?? 0,
      transferApproval: stored?.transferApproval ?? true,
      transferLimit: stored?.transferLimit ?? 1,
      refundWindows: stored?.refundWindows ?? [],
    },
    effective: publicPolicy(policyOf(stored, ev), new Date()),
  };
}
export type StaffPolicyView = Awaited<ReturnType<typeof staffPolicyView>>;

/**
 * PUT /api/admin/event/{code}/policy: saves what runners may change after registering for edition
 * `code` (validated by lib/validation/edition-policy.ts), audited as policy-edit. Returns the staff
 * view. Throws 404 S0001 for an unknown edition.
 */
export async function saveEditionPolicy(db: Db, code: string, input: EditionPolicyInput, staff: AdminContext) {
  return db.transaction(async (tx) => {
    const [ev] =
      code === 'current' ? [await getCurrentEvent(tx)] : await tx.select().from(events).where(eq(events.eventCode, code)).limit(1);
    if (!ev) throw notFound('events.errors.notFound');
    const values = { ...input, updatedAt: new Date() };
    await tx
      .insert(editionPolicies)
      .values({ eventId: ev.eventId, ...values })
      .onConflictDoUpdate({ target: editionPolicies.eventId, set: values });
    await writeAudit(tx, {
      ...byStaff(staff),
      action: 'policy-edit',
      detail: {
        eventCode: ev.eventCode,
        transfers: !!input.transferClose,
        transferFee: input.transferFee,
        refundWindows: input.refundWindows.length,
      },
    });
    return staffPolicyView(tx, ev);
  });
}
