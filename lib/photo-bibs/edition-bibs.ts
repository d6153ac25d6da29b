import 'server-only';
import { and, eq, isNotNull, max } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { bibRanges, events, runners } from '@/db/schema';
import { OPEN_BIB_RULE, type BibRule } from './vote';

/**
 * What the bibs of edition `holdRound` look like (lib/photo-bibs/vote.ts BibRule): the bibs given out
 * to its runners (untact runners are runners of the same edition), and the highest number that can
 * exist there, the top of its bib ranges or of the bibs given out, whichever is higher. An album with
 * no edition, or an edition with no bibs yet, gets OPEN_BIB_RULE (1–5 digits, up to 99,999).
 */
export async function editionBibRule(db: DbOrTx, holdRound: number | null): Promise<BibRule> {
  if (holdRound === null) return OPEN_BIB_RULE;
  const [ev] = await db.select({ eventId: events.eventId }).from(events).where(eq(events.holdRound, holdRound)).limit(1);
  if (!ev) return OPEN_BIB_RULE;
  const given = await db
    .select({ backNo: runners.backNo })
    .from(runners)
    .where(and(eq(runners.eventId, ev.eventId), isNotNull(runners.backNo)));
  const [{ top }] = await db
    .select({ top: max(bibRanges.toNo) })
    .from(bibRanges)
    .where(eq(bibRanges.eventId, ev.eventId));
  const numbers = given.map((g) => g.backNo as number);
  const maxBib = Math.max(top ?? 0, ...numbers, 0);
  if (maxBib === 0) return OPEN_BIB_RULE;
  return {
    minDigits: 1,
    maxDigits: String(maxBib).length,
    maxBib,
    known: new Set(numbers.map(String)),
  };
}
