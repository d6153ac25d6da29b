import 'server-only';
import type { DbOrTx } from '@/db/client';
import { hashKey } from '@/lib/security/hash-key';
import { consume, type LimitSpec } from '@/lib/security/rate-limit';
import type { PhotosByBibQuery } from '@/lib/validation/photo-bibs';
import { photosByBib, type PhotoByBib } from './tags';

/**
 * Searches by bib per client (the address the site trusts): a runner looks up their own bib and a
 * friend's a few times; 30 in 10 minutes lets that through, while walking every bib of a 3,500-runner
 * race to collect who was photographed where would take most of a day.
 */
export const PHOTO_SEARCH_LIMIT: LimitSpec = { name: 'gallery-bib-search', points: 30, durationSec: 600 };

/**
 * GET /api/gallery/photos?backNo=&holdRound=: counts the search of client `clientKey` (429 past
 * PHOTO_SEARCH_LIMIT, nothing read), then answers the photos tagged with the bib (lib/photo-bibs/tags.ts).
 */
export async function searchPhotosByBib(
  db: DbOrTx,
  q: PhotosByBibQuery,
  clientKey: string,
): Promise<{ backNo: string; photos: PhotoByBib[] }> {
  await consume(PHOTO_SEARCH_LIMIT, hashKey(clientKey));
  return { backNo: q.backNo, photos: await photosByBib(db, q.backNo, q.holdRound) };
}
