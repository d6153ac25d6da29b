import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { ScrollToTop } from '@/components/ui/scroll-to-top';
import { getDb } from '@/db/client';
import { getCurrentEventOrNull } from '@/lib/registration/event-info';

export const dynamic = 'force-dynamic';

export default async function PublicLayout({ children }: { children: React.ReactNode }) {
  const event = await getCurrentEventOrNull(getDb());
  return (
    <>
      <ScrollToTop />
      <SiteHeader event={event} />
      <main>{children}</main>
      <SiteFooter event={event} />
    </>
  );
}
