import { redirect } from 'next/navigation';
import { ACCESS } from '@/lib/auth/access';
import { requireAdminPage } from '@/lib/auth/require-admin';
import { startPageOf } from '@/lib/auth/console-menu';

export const dynamic = 'force-dynamic';

/** /user: where a sign-in lands; opens the first area the account's role may use (reception for the director). */
export default async function StaffHome() {
  const staff = await requireAdminPage(ACCESS.anyStaff);
  redirect(startPageOf(staff.role));
}
