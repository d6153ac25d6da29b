import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { contentSections } from '@/db/schema';
import type { Locale } from '@/i18n/config';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { sanitizeNoticeHtml } from '@/lib/boards/sanitize';
import type { ContentPage } from '@/lib/codes';
import { editionOrCurrent } from '@/lib/editions/list';
import type { ContentSectionsInput } from '@/lib/validation/content';
import { defaultSection, factsOf, renderSections, storedSections } from './page-content';
import { CONTENT_SECTIONS } from './sections';

/** What the editor shows of a page: the edition, the facts staff may insert and each section's texts. */
export interface ContentEditorView {
  eventCode: string;
  holdRound: number;
  page: ContentPage;
  /** {{name}} -> its value in Korean (the editor's list of facts to insert). */
  facts: Record<string, string>;
  sections: Array<{ sectionKey: string; bodyKo: string; bodyEn: string; stored: boolean }>;
}

/**
 * GET /api/admin/content: page `page` of edition `eventCode` (default current) as the editor starts
 * from: staff's stored texts, or the catalogue's defaults (Korean and English) for sections never
 * written; and the facts with their current values. 404 for an unknown edition.
 */
export async function contentForEditor(db: DbOrTx, page: ContentPage, eventCode?: string): Promise<ContentEditorView> {
  const event = await editionOrCurrent(db, eventCode);
  const stored = await storedSections(db, event.eventId, page);
  const facts = await factsOf(db, event, 'ko');
  return {
    eventCode: event.eventCode,
    holdRound: event.holdRound,
    page,
    facts: facts.values,
    sections: CONTENT_SECTIONS[page].map((key) => ({
      sectionKey: key,
      bodyKo: stored[key]?.bodyKo ?? defaultSection(page, key, 'ko'),
      bodyEn: stored[key]?.bodyEn ?? defaultSection(page, key, 'en'),
      stored: !!stored[key],
    })),
  };
}

/**
 * PUT /api/admin/content: stores the sent sections of `input.page` for the edition (default current),
 * each sanitised with the notice rules before it is stored (and again when shown), replacing what was
 * there, in one transaction. Audited as 'content-edit' (page and section keys). The caller refreshes
 * the cached pages. Returns the editor's view.
 */
export async function saveContentSections(db: Db, input: ContentSectionsInput, staff: AdminContext): Promise<ContentEditorView> {
  const event = await editionOrCurrent(db, input.eventCode);
  await db.transaction(async (tx) => {
    for (const s of input.sections) {
      const row = {
        eventId: event.eventId,
        page: input.page,
        sectionKey: s.sectionKey,
        bodyKo: sanitizeNoticeHtml(s.bodyKo),
        bodyEn: sanitizeNoticeHtml(s.bodyEn),
        updatedBy: staff.userName,
        updatedAt: new Date(),
      };
      await tx
        .insert(contentSections)
        .values(row)
        .onConflictDoUpdate({
          target: [contentSections.eventId, contentSections.page, contentSections.sectionKey],
          set: { bodyKo: row.bodyKo, bodyEn: row.bodyEn, updatedBy: row.updatedBy, updatedAt: sql`now()` },
        });
    }
    await writeAudit(tx, {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action: 'content-edit',
      detail: { eventCode: event.eventCode, page: input.page, sections: input.sections.map((s) => s.sectionKey) },
    });
  });
  return contentForEditor(db, input.page, event.eventCode);
}

/**
 * POST /api/admin/content/preview: the sections as they would show on the public page in `locale`
 * (sanitised, facts filled in), without storing anything.
 */
export async function previewContent(db: DbOrTx, input: ContentSectionsInput, locale: Locale): Promise<Record<string, string>> {
  const event = await editionOrCurrent(db, input.eventCode);
  const facts = await factsOf(db, event, locale);
  const texts = Object.fromEntries(input.sections.map((s) => [s.sectionKey, { bodyKo: s.bodyKo, bodyEn: s.bodyEn }]));
  const all = renderSections(input.page, locale, facts, texts);
  return Object.fromEntries(input.sections.map((s) => [s.sectionKey, all[s.sectionKey]]));
}
