import { z } from 'zod';

/** GET /api/{notice|qna} query (spec §7): pageNo from 1, optional search key and non-empty text. */
export const boardListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  searchKey: z.enum(['title', 'content', 'author']).optional(),
  searchValue: z.string().trim().max(100).optional(),
});

export const postNoSchema = z.coerce.number().int().positive();
