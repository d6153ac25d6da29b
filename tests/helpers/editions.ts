import { randomBytes } from 'node:crypto';
import * as schema from '@/db/schema';
import { testDb } from './env';
import { currentEvent } from './tickets';

/**
 * A past edition made from the current one's row, as staff would have kept it: a code of its own, not
 * current, personal data not erased yet; `values` set its round and race day (and anything else).
 */
export async function insertPastEdition(values: { holdRound: number; raceDate: Date } & Partial<typeof schema.events.$inferInsert>) {
  const current = await currentEvent();
  const [past] = await testDb()
    .insert(schema.events)
    .values({
      ...current,
      eventId: undefined,
      eventCode: `P${randomBytes(3).toString('hex')}`,
      isCurrent: false,
      personalDataErasedAt: null,
      ...values,
    })
    .returning();
  return past;
}
