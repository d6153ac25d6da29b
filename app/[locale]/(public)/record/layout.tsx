import { SectionLayout } from '@/components/layout/section-layout';
import { translatedSections } from '@/components/layout/translate-sections';

// Personal pages: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

/**
 * /record/* (spec §2): the official records' menu (/record, /record/total) or the untact race's
 * (/record/untact, /record/rank, /record/print-record), whichever holds the page.
 */
export default async function RecordLayout({ children }: { children: React.ReactNode }) {
  return <SectionLayout sections={await translatedSections(['record', 'untact'])}>{children}</SectionLayout>;
}
