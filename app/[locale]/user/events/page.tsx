import { redirect } from 'next/navigation';
import { ACCESS } from '@/lib/auth/access';
import { menuItemsFor } from '@/lib/auth/console-menu';
import { requireAdminPage } from '@/lib/auth/require-admin';

/** /user/events: the first event page the role may open (event info for the director, spec §2; results import for timing). */
export default async function EventsIndex() {
  const staff = await requireAdminPage(ACCESS.anyStaff);
  redirect(menuItemsFor(staff.role, 'events')[0]?.href ?? '/user');
}
