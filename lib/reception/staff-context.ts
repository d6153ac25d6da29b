import 'server-only';
import { headers } from 'next/headers';
import type { StaffRoles } from '@/lib/auth/access';
import { clientIp } from '@/lib/auth/client-ip';
import { requireAdminPage, type AdminContext } from '@/lib/auth/require-admin';

/**
 * The signed-in staff member of a console page allowed in an area open to `roles`
 * (lib/auth/access.ts, the same list its API routes declare) with the client address, for audit
 * entries written while rendering (searches). Redirects to /user/login without a session; the
 * console's 403 page for another role.
 */
export async function staffPageContext(roles: StaffRoles): Promise<AdminContext> {
  const staff = await requireAdminPage(roles);
  return { ...staff, clientIp: clientIp(await headers()), via: 'cookie' };
}
