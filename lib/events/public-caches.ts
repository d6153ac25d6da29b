import 'server-only';
import { invalidate } from '@/lib/cache/memo';
import { CATALOGUE_CACHE } from '@/lib/registration/places';

/**
 * Drops every per-process cache built from the current edition or its tickets (the apply catalogue
 * with the courses seen full, the live counts and ticket list, the page chrome's event), in this
 * worker and, through PostgreSQL NOTIFY (lib/cache/shared-invalidation.ts), in every other worker and
 * instance. Call it after a committed staff change of
 * the edition, its tickets or which edition is current; the cached pages follow refreshPublicPages.
 */
export function invalidatePublicCaches(): void {
  invalidate(CATALOGUE_CACHE);
  invalidate('ticket-sold');
  invalidate('current-event');
}
