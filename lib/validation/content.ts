import { z } from 'zod';
import { CONTENT_PAGES } from '@/lib/codes';
import { CONTENT_SECTIONS, SECTION_MAX_CHARS } from '@/lib/content/sections';
import { eventCodeField } from './editions';
import { textField } from './fields';

/**
 * The guide/course/trekking editor (/user/board/pages; GET/PUT /api/admin/content, POST
 * /api/admin/content/preview). Messages are catalogue keys of the `contentAdmin` namespace.
 */
const page = z.enum(CONTENT_PAGES, { error: 'contentAdmin.errors.page' });
const body = textField('contentAdmin.errors.body').max(SECTION_MAX_CHARS, 'contentAdmin.errors.tooLong');

/** GET /api/admin/content?page=&eventCode= (edition default: the current one). */
export const contentQuerySchema = z.object({ page, eventCode: eventCodeField.optional() });

/** The sections of a save or a preview: each known section of the page once, Korean required. */
export const contentSectionsSchema = z
  .object({
    page,
    eventCode: eventCodeField.optional(),
    sections: z
      .array(z.object({ sectionKey: textField('contentAdmin.errors.section').max(30), bodyKo: body, bodyEn: body.default('') }))
      .min(1, 'contentAdmin.errors.section')
      .max(20, 'contentAdmin.errors.section'),
  })
  .refine((v) => v.sections.every((s) => (CONTENT_SECTIONS[v.page] as readonly string[]).includes(s.sectionKey)), {
    message: 'contentAdmin.errors.section',
    path: ['sections'],
  })
  .refine((v) => new Set(v.sections.map((s) => s.sectionKey)).size === v.sections.length, {
    message: 'contentAdmin.errors.section',
    path: ['sections'],
  });
export type ContentSectionsInput = z.infer<typeof contentSectionsSchema>;

/** POST /api/admin/content/preview: the sections as written, shown in one language. */
export const contentPreviewSchema = contentSectionsSchema.and(z.object({ locale: z.enum(['ko', 'en']).default('ko') }));
