import type { Metadata } from 'next';
import { SessionLostNotice } from '@/components/admin/session-lost-notice';
import { StaffTopBar } from '@/components/admin/staff-top-bar';
import styles from '@/components/admin/staff-console.module.css';
import { FeedbackProvider } from '@/components/ui/feedback';
import { currentStaff } from '@/lib/auth/require-admin';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Personal pages: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

/**
 * Staff console frame (spec §2): fixed top bar (hidden on /user/login) with the menus of the signed-in
 * role, one styled dialog and toast region for every page (never window.alert); each page checks
 * the session and its role itself.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff();
  return (
    <FeedbackProvider>
      <SessionLostNotice />
      <StaffTopBar role={staff?.role ?? null} userName={staff?.userName ?? null} />
      <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
        {children}
      </main>
    </FeedbackProvider>
  );
}
