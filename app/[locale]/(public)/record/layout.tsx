import { RecordLayout } from '@/components/records/record-layout';

/** /record/* (spec §2): the records side menu beside the page. */
export default function Layout({ children }: { children: React.ReactNode }) {
  return <RecordLayout>{children}</RecordLayout>;
}
