import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ScrollToTop } from '@/components/ui/scroll-to-top';
import { getDb } from '@/db/client';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';

/**
 * The public frame: header with the edition's name, footer with the organiser. No request data is read
 * here, so the pages below decide for themselves whether they are cached (lib/cache/cached-routes.ts).
 */
export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const event = await getCurrentEventOrNull(getDb());
  return (
    <>
      <ScrollToTop />
      <SiteHeader event={event} />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      <SiteFooter event={event} />
    </>
  );
}
