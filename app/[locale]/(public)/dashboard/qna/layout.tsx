// Q&A pages show locked questions only to the right visitor: rendered for each request, never cached.
export const dynamic = 'force-dynamic';

/** /dashboard/qna/* (spec §2): no frame of its own beyond the dashboard's. */
export default function QnaLayout({ children }: { children: React.ReactNode }) {
  return children;
}
