import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events } from '@/db/schema';
import { cached } from '@/lib/cache/memo';
import type { EventRow } from './current-event';

/**
 * The current edition for page chrome (header, footer, banner), cached for a few seconds so that
 * every page view does not cost a query; null when nothing is seeded.
 */
export async function getCurrentEventOrNull(db: DbOrTx): Promise<EventRow | null> {
  return cached('current-event', 5_000, async () => {
    const [ev] = await db.select().from(events).where(eq(events.isCurrent, true)).limit(1);
    return ev ?? null;
  });
}
