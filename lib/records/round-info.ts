import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { events } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { localized } from '@/lib/content/localized';

/**
 * The event name of round `holdRound` ('제N회 대청호 마라톤대회'; in English when `locale` is 'en' and
 * staff gave one); a generic Korean name when the edition is missing.
 */
export async function eventNameOfRound(db: DbOrTx, holdRound: number, locale: Locale = 'ko'): Promise<string> {
  const [ev] = await db
    .select({ eventName: events.eventName, eventNameEn: events.eventNameEn })
    .from(events)
    .where(eq(events.holdRound, holdRound))
    .limit(1);
  return ev ? localized(ev, 'eventName', locale) : `제${holdRound}회 대청호 마라톤대회`;
}
