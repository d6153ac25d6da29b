import { SectionLayout } from '@/components/layout/section-layout';
import { translatedSections } from '@/components/layout/translate-sections';

// Personal pages: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

/** /apply/* (spec §2): the registration section's menu (individual, group, search, searchId, the waitlist) beside the page. */
export default async function ApplyLayout({ children }: { children: React.ReactNode }) {
  return <SectionLayout sections={await translatedSections(['apply'])}>{children}</SectionLayout>;
}
