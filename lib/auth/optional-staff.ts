import 'server-only';
import { eq } from 'drizzle-orm';
import { getServerSession } from 'next-auth';
import { getDb } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { authOptions } from './options';
import { requireAdmin, type AdminContext } from './require-admin';

/**
 * The signed-in staff member behind a public call, or null for a visitor: public pages that show
 * staff more (locked Q&A posts, spec §4 'except for admins') ask this instead of refusing.
 */
export async function staffOrNull(req: Request): Promise<AdminContext | null> {
  try {
    return await requireAdmin(req);
  } catch {
    return null;
  }
}

/** True when the page request carries a current staff session (server components). */
export async function isStaffPage(): Promise<boolean> {
  const session = await getServerSession(authOptions);
  const staffId = (session as { staffId?: number } | null)?.staffId;
  if (!staffId) return false;
  const [s] = await getDb().select({ staffId: staffUsers.staffId }).from(staffUsers).where(eq(staffUsers.staffId, staffId)).limit(1);
  return !!s;
}
