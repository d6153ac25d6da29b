import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events } from '@/db/schema';

/** The event name of round `holdRound` ('제N회 대청호 마라톤대회'); a generic name when the edition is missing. */
export async function eventNameOfRound(db: DbOrTx, holdRound: number): Promise<string> {
  const [ev] = await db.select({ eventName: events.eventName }).from(events).where(eq(events.holdRound, holdRound)).limit(1);
  return ev?.eventName ?? `제${holdRound}회 대청호 마라톤대회`;
}
