import 'server-only';
import { headers } from 'next/headers';
import { clientIp } from '@/lib/auth/client-ip';
import { requireAdminPage, type AdminContext } from '@/lib/auth/require-admin';

/**
 * The signed-in staff member of a console page with the client address, for audit entries written
 * while rendering (searches). Redirects to /user/login without a session.
 */
export async function staffPageContext(): Promise<AdminContext> {
  const staff = await requireAdminPage();
  return { ...staff, clientIp: clientIp(await headers()), via: 'cookie' };
}
