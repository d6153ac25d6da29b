import { SectionLayout } from '@/components/layout/section-layout';
import { translatedSections } from '@/components/layout/translate-sections';

/**
 * /record/* (spec §2): the official records' menu (/record, /record/total, /record/live) or the untact
 * race's (/record/untact, /record/rank, /record/print-record), whichever holds the page. Each page says
 * itself whether it is rendered per request (the personal lookups) or cached (/record/live, whose
 * results come from GET /api/live).
 */
export default async function RecordLayout({ children }: { children: React.ReactNode }) {
  return <SectionLayout sections={await translatedSections(['record', 'untact'])}>{children}</SectionLayout>;
}
