import { integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { tstz } from './columns';
import { events } from './events';

/**
 * The log of the personal-data retention job (lib/retention): each run, the edition it erased (null
 * for a run that only removed old audit entries), how many of each thing it anonymised or deleted, and
 * who asked (null: the daily schedule). Counts only, never the data.
 */
export const retentionRuns = pgTable('retention_runs', {
  runId: serial('run_id').primaryKey(),
  eventId: integer('event_id').references(() => events.eventId),
  ranAt: tstz('ran_at').notNull().defaultNow(),
  /** { registrations, runners, untactRunners, traces, messages, cardOrders, auditEntries, … }. */
  counts: jsonb('counts').$type<Record<string, number>>().notNull(),
  requestedBy: text('requested_by'),
});

/**
 * A version of the consent texts an applicant agrees to at step 1 (spec §5: the privacy notice and
 * the race rules), in Korean and English. The newest published version is shown and recorded on each
 * registration (joiners.consent_version, by the column's default current_consent_version()); older
 * versions stay, so what each runner agreed to can be shown.
 */
export const consentTexts = pgTable('consent_texts', {
  version: serial('version').primaryKey(),
  privacyKo: text('privacy_ko').notNull(),
  rulesKo: text('rules_ko').notNull(),
  privacyEn: text('privacy_en').notNull(),
  rulesEn: text('rules_en').notNull(),
  publishedAt: tstz('published_at').notNull().defaultNow(),
  publishedBy: text('published_by'),
});
