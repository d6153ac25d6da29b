import { RecordLayout } from '@/components/records/record-layout';

// Personal pages: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

/** /record/* (spec §2): the records side menu beside the page. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <RecordLayout>{children}</RecordLayout>;
}
