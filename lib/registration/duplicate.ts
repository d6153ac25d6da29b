import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { runners } from '@/db/schema';
import { getCurrentEvent } from './current-event';

/** True when a live registration of the current edition has this runner (name, phone, birthday; spec §5). */
export async function isAlreadyApplied(db: DbOrTx, runnerName: string, cellphone: string, birthday: string): Promise<boolean> {
  const ev = await getCurrentEvent(db);
  const rows = await db
    .select({ runnerSeq: runners.runnerSeq })
    .from(runners)
    .where(and(eq(runners.eventId, ev.eventId), eq(runners.active, true), eq(runners.runnerName, runnerName), eq(runners.cellphone, cellphone), eq(runners.birthday, birthday)))
    .limit(1);
  return rows.length > 0;
}
