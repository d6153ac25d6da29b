import { z } from 'zod';
import { MAX_BIB_NO } from '@/lib/bibs/plan';

/**
 * A bib as a photo tag and a search key: 1 to 5 digits without a leading zero, up to MAX_BIB_NO
 * (spaces around it dropped). Message 'board.errors.backNo'.
 */
export const photoBackNo = z
  .string({ error: 'board.errors.backNo' })
  .trim()
  .regex(/^[1-9]\d{0,4}$/, 'board.errors.backNo')
  .refine((v) => Number(v) <= MAX_BIB_NO, 'board.errors.backNo');

/** POST /api/admin/gallery/{postNo}/photos/{photoId}/bibs {backNo}. */
export const photoBibSchema = z.object({ backNo: photoBackNo });

/** GET /api/gallery/photos?backNo=&holdRound= : holdRound optional (every edition's albums). */
export const photosByBibQuery = z.object({
  backNo: photoBackNo,
  holdRound: z.coerce
    .number({ error: 'board.errors.holdRound' })
    .int('board.errors.holdRound')
    .min(1, 'board.errors.holdRound')
    .max(999, 'board.errors.holdRound')
    .optional(),
});
export type PhotosByBibQuery = z.infer<typeof photosByBibQuery>;

/** POST /api/admin/gallery/{postNo}/reread {scope}: the photos not read yet ('unread', the default) or every photo ('all'). */
export const rereadSchema = z.object({
  scope: z.enum(['unread', 'all'], { error: 'board.errors.rereadScope' }).default('unread'),
});
