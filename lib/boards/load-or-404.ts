import 'server-only';
import { notFound } from 'next/navigation';
import { ApiError } from '@/lib/errors';
import { postNoSchema } from '@/lib/validation/board';

/**
 * For board pages: parses the post number of the path and loads the post, turning a malformed
 * number or a missing/deleted post (404 ApiError) into the site's not-found page (spec §2).
 */
export async function loadOr404<T>(rawPostNo: string, load: (postNo: number) => Promise<T>): Promise<T> {
  const parsed = postNoSchema.safeParse(rawPostNo);
  if (!parsed.success) notFound();
  try {
    return await load(parsed.data);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) notFound();
    throw err;
  }
}
