import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { contentSections } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { messagesFor } from '@/i18n/messages';
import { sanitizeNoticeHtml } from '@/lib/boards/sanitize';
import type { ContentPage } from '@/lib/codes';
import { editionOrCurrent } from '@/lib/editions/list';
import { translate } from '@/lib/i18n/translate';
import { listTickets, type EventRow } from '@/lib/registration/current-event';
import { fillFacts, pageFacts, type PageFacts } from './facts';
import { localized } from './localized';
import { CONTENT_SECTIONS } from './sections';

/** A section's stored texts (empty English = the Korean one is shown), or none: the catalogue's default. */
export interface SectionTexts {
  bodyKo: string;
  bodyEn: string;
}

/** The catalogue's default text of a section (HTML with {{facts}}), in `locale`. */
export function defaultSection(page: ContentPage, key: string, locale: Locale): string {
  const defaults = (messagesFor(locale).content as { defaults: Record<string, Record<string, string>> }).defaults;
  return defaults[page]?.[key] ?? '';
}

/** The facts of `event` in `locale` (lib/content/facts.ts), with the formats of `content.facts`. */
export async function factsOf(db: DbOrTx, event: EventRow, locale: Locale): Promise<PageFacts> {
  const courses = (await listTickets(db, event.eventId)).map((c) => ({ ...c, ticketName: localized(c, 'ticketName', locale) }));
  const named = { ...event, eventName: localized(event, 'eventName', locale), organizer: localized(event, 'organizer', locale) };
  return pageFacts(named, courses, locale, (key, values) => translate(locale, `content.facts.${key}`, values));
}

/**
 * The HTML of each section of `page` in `locale` as the public page shows it: staff's text (English
 * when written, else Korean) or the catalogue's default, sanitised with the notice rules
 * (lib/boards/sanitize.ts), then its `{{facts}}` filled in. `texts` replaces the stored texts (the
 * editor's preview). Pure apart from the catalogue.
 */
export function renderSections(
  page: ContentPage,
  locale: Locale,
  facts: PageFacts,
  texts: Partial<Record<string, SectionTexts>>,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of CONTENT_SECTIONS[page]) {
    const stored = texts[key];
    const body = stored ? (locale === 'en' && stored.bodyEn.trim() ? stored.bodyEn : stored.bodyKo) : defaultSection(page, key, locale);
    out[key] = fillFacts(sanitizeNoticeHtml(body), facts.values);
  }
  return out;
}

/** The stored texts of `page` for edition `eventId`, by section key. */
export async function storedSections(db: DbOrTx, eventId: number, page: ContentPage): Promise<Record<string, SectionTexts>> {
  const rows = await db
    .select({ key: contentSections.sectionKey, bodyKo: contentSections.bodyKo, bodyEn: contentSections.bodyEn })
    .from(contentSections)
    .where(and(eq(contentSections.eventId, eventId), eq(contentSections.page, page)));
  return Object.fromEntries(rows.map((r) => [r.key, { bodyKo: r.bodyKo, bodyEn: r.bodyEn }]));
}

/**
 * What the public page `page` shows for the current edition (or `eventCode`) in `locale`: the event,
 * its facts and each section's finished HTML. Throws like getCurrentEvent when nothing is seeded.
 */
export async function loadPageContent(db: DbOrTx, page: ContentPage, locale: Locale, eventCode?: string) {
  const event = await editionOrCurrent(db, eventCode);
  const facts = await factsOf(db, event, locale);
  const sections = renderSections(page, locale, facts, await storedSections(db, event.eventId, page));
  return { event, facts, sections };
}
