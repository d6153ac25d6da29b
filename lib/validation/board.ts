import { z } from 'zod';
import { BOARD_SEARCH_KEYS } from '@/lib/codes';
import { idParam } from './id-param';
import { textField } from './fields';

/** GET /api/{notice|qna} query (spec §7): pageNo from 1, optional search key and non-empty text. */
export const boardListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(100_000).default(1),
  searchKey: z.enum(BOARD_SEARCH_KEYS).optional(),
  searchValue: textField().trim().max(100).optional(),
});

/** A post number in a path (1..2^31-1, strict digits). */
export const postNoSchema = idParam();
