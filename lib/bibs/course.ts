import 'server-only';
import { sql } from 'drizzle-orm';
import type { Tx } from '@/db/client';

/**
 * Serialises every change of an edition's bib numbers (assignment runs, manual edits, reservations)
 * until `tx` ends: two staff pressing 'assign' at once run one after the other, and the second sees
 * the first one's numbers. The unique index on (event, backNo) stays the last word.
 */
export async function lockBibs(tx: Tx, eventId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`bibs:${eventId}`}))`);
}
