import 'server-only';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';
import { joiners } from '@/db/schema';
import { env, type LimitsEnv } from '@/lib/env';
import { phoneRegistrationLimit } from '@/lib/errors';

/**
 * The limits that stop squatting (README "Limits that stop squatting"): numbers a squatter must repeat
 * to take places or flood a phone, never the client address alone (many runners share one address at
 * an opening: carriers' NAT, a school's network). Null when a limit is off (0).
 */
export interface PhoneLimits {
  /** Registrations one applicant phone may make per edition through the public forms (and live waitlist entries). */
  registrationsPerPhone: number | null;
  /** Visitor-triggered messages (VISITOR_SMS_KINDS) one phone may get per KST day. */
  smsPerPhonePerDay: number | null;
}

/** The limits of `settings` (default: this process's environment). */
export function phoneLimits(settings: LimitsEnv = env.limits): PhoneLimits {
  return {
    registrationsPerPhone: settings.REGISTRATIONS_PER_PHONE > 0 ? settings.REGISTRATIONS_PER_PHONE : null,
    smsPerPhonePerDay: settings.SMS_PER_PHONE_PER_DAY > 0 ? settings.SMS_PER_PHONE_PER_DAY : null,
  };
}

/**
 * Refuses (429 L0001) an application of applicant phone `cellphone` once the phone has `limit` public
 * registrations in edition `eventId` (cancelled ones count: a squatter's released entries do not give
 * the phone new ones); does nothing when `limit` is null. First locks the phone for the rest of `tx` (a
 * transaction-level advisory lock with the key the batched accept uses,
 * 0016_accept_batch_deadline_phone_limit.sql), so parallel applications of one phone are counted one
 * after another. Call it BEFORE taking any course row: the batched accept locks phones first too, so
 * the two never wait for each other in opposite orders.
 */
export async function checkPhoneRegistrations(tx: Tx, eventId: number, cellphone: string, limit: number | null): Promise<void> {
  if (limit === null) return;
  await tx.execute(sql`SELECT pg_advisory_xact_lock(1249, hashtext(${cellphone}::text))`);
  const [{ n }] = await tx
    .select({ n: count() })
    .from(joiners)
    .where(and(eq(joiners.eventId, eventId), eq(joiners.cellphone, cellphone), eq(joiners.source, 'public')));
  if (n >= limit) throw phoneRegistrationLimit(limit);
}
