import type { Metadata } from 'next';
import { LoginNotice } from '@/components/admin/login-notice';
import { SessionLostNotice } from '@/components/admin/session-lost-notice';
import { StaffTopBar } from '@/components/admin/staff-top-bar';
import styles from '@/components/admin/staff-console.module.css';
import { FeedbackProvider } from '@/components/ui/feedback';
import { getDb } from '@/db/client';
import { loginNotice } from '@/lib/auth/login';
import { currentStaff } from '@/lib/auth/require-admin';

export const metadata: Metadata = { robots: { index: false, follow: false } };

// Personal pages: rendered for each request, never cached (lib/cache/cached-routes.ts lists the cached ones).
export const dynamic = 'force-dynamic';

/**
 * Staff console frame (spec §2): fixed top bar (hidden on /user/login) with the menus of the signed-in
 * role, one styled dialog and toast region for every page (never window.alert); each page checks
 * the session and its role itself. The failed-login notice of the signed-in account heads every
 * console page until its holder dismisses it, so every role sees it where its sign-in lands (the
 * first page of its menus), not only those who may open the reception summary.
 */
export default async function StaffLayout({ children }: { children: React.ReactNode }) {
  const staff = await currentStaff();
  const notice = staff ? await loginNotice(getDb(), staff.staffId) : null;
  return (
    <FeedbackProvider>
      <SessionLostNotice />
      <StaffTopBar role={staff?.role ?? null} userName={staff?.userName ?? null} />
      <main id="main" tabIndex={-1} className={`container ${styles.page}`}>
        {/* keyed by the notice, so a new one after a sign-in shows even where an earlier one was dismissed */}
        {notice ? <LoginNotice key={`${notice.failedCount}:${notice.lastFailedAt}`} notice={notice} /> : null}
        {children}
      </main>
    </FeedbackProvider>
  );
}
