import { CONTENT_PAGES } from '@/lib/codes';
import { integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';

/**
 * A section of a public page (guide, course, trekking) written by staff for one edition, in Korean and
 * English (sanitised HTML, lib/boards/sanitize.ts). The facts shown beside it (dates, fees,
 * capacities, start times) are not stored here: they come from the event and its tickets
 * (lib/content/page-facts.ts), so the text and the data cannot disagree. A section without a row shows
 * the default text of the catalogue.
 */
export const contentSections = pgTable(
  'content_sections',
  {
    sectionId: serial('section_id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.eventId, { onDelete: 'cascade' }),
    page: text('page', { enum: CONTENT_PAGES }).notNull(),
    /** The section's anchor on the page ('howto', 'half', 'section3', …; lib/content/sections.ts). */
    sectionKey: text('section_key').notNull(),
    bodyKo: text('body_ko').notNull(),
    /** English mode's text; empty shows the Korean one. */
    bodyEn: text('body_en').notNull().default(''),
    updatedBy: text('updated_by'),
    updatedAt: tstz('updated_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('content_sections_uq').on(t.eventId, t.page, t.sectionKey)],
);
