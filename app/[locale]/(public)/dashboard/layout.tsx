import { SectionLayout } from '@/components/layout/section-layout';
import { translatedSections } from '@/components/layout/translate-sections';

/** /dashboard/* (spec §2): the news section's menu (notice, Q&A, gallery) beside the page. */
export default async function DashboardLayout({ children }: { children: React.ReactNode }) {
  return <SectionLayout sections={await translatedSections(['dashboard'])}>{children}</SectionLayout>;
}
