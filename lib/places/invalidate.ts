import 'server-only';
import { invalidate } from '@/lib/cache/memo';
import { CATALOGUE_CACHE } from '@/lib/registration/places';

/**
 * Tells every worker (lib/cache/shared-invalidation.ts) that places were given back or a held place
 * was freed: the live counts (GET /api/ticket/sold), the ticket catalogue and the early "sold out"
 * answers are reloaded at once instead of when their second of cache runs out. Call it after the
 * change has committed.
 */
export function placesGivenBack(): void {
  invalidate(CATALOGUE_CACHE);
  invalidate('ticket-sold');
}
