import 'server-only';
import { revalidatePath } from 'next/cache';

/**
 * What staff change that cached public pages (lib/cache/cached-routes.ts) show: the notices (home list,
 * notice list and every notice, whose previous/next links name their neighbours), the gallery, and
 * the event with its tickets (the name in every page's frame, the facts and counts on the home page, and
 * the facts of the guide and course pages), and staff's sections of the guide, course and trekking pages.
 */
export type PublicContent = 'notices' | 'gallery' | 'event' | 'content';

/**
 * The cached pages showing each kind of content, as Next route patterns (the app/ folders, locale
 * and route group included) with the revalidatePath type: 'page' for that page in every locale and
 * every post number, 'layout' for everything below.
 */
const PAGES_SHOWING: Record<PublicContent, ReadonlyArray<readonly [string, 'page' | 'layout']>> = {
  notices: [
    ['/[locale]/(public)', 'page'],
    ['/[locale]/(public)/dashboard/notice', 'page'],
    ['/[locale]/(public)/dashboard/notice/[postNo]', 'page'],
  ],
  gallery: [['/[locale]/(public)/dashboard/gallery', 'page']],
  event: [['/[locale]', 'layout']],
  // staff sections of the guide, course and trekking pages (lib/content/editor.ts)
  content: [
    ['/[locale]/(public)/guide', 'page'],
    ['/[locale]/(public)/course', 'page'],
    ['/[locale]/(public)/trekking', 'page'],
  ],
};

/**
 * Drops the cached pages that show `content` after a staff change, so the next visitor gets them
 * rendered again (in this worker at once; the others learn it through lib/cache/isr-cache-handler.mjs,
 * and every page is rendered again within its 60 s revalidate window at worst). Call it from a route
 * handler after the change is committed.
 */
export function refreshPublicPages(...content: PublicContent[]): void {
  for (const c of new Set(content)) for (const [path, type] of PAGES_SHOWING[c]) revalidatePath(path, type);
}
