import 'server-only';
import { eq } from 'drizzle-orm';
import { getServerSession } from 'next-auth';
import { decode, getToken } from 'next-auth/jwt';
import { forbidden, redirect } from 'next/navigation';
import type { NextRequest } from 'next/server';
import { getDb } from '@/db/client';
import { staffUsers } from '@/db/schema';
import { env } from '@/lib/env';
import { loginRequired, noPermission } from '@/lib/errors';
import { mayAccess, type StaffRoles } from './access';
import { clientIp } from './client-ip';
import { isStaffSessionValid } from './staff-session';
import type { StaffPrincipal } from './login';
import { authOptions } from './options';

export interface AdminContext extends StaffPrincipal {
  clientIp: string;
  /** How the call authenticated: the console's session cookie, or a bearer token of POST /api/admin/login. */
  via: 'cookie' | 'bearer';
  /** The staff session (`sid` of the token), which sign-out revokes; set by requireAdmin. */
  sessionId?: string;
}

/** The bearer token of an `Authorization: Bearer …` header, or null. */
function bearerOf(req: Request): string | null {
  const m = /^Bearer\s+(\S+)$/i.exec(req.headers.get('authorization') ?? '');
  return m ? m[1] : null;
}

/** The account `staffId` with its role as it is now and whether it is disabled, or null when it is gone. */
async function account(staffId: number): Promise<{ principal: StaffPrincipal; disabled: boolean } | null> {
  if (!Number.isInteger(staffId) || staffId <= 0) return null;
  const [s] = await getDb()
    .select({
      staffId: staffUsers.staffId,
      userName: staffUsers.userName,
      role: staffUsers.role,
      mustChangePassword: staffUsers.mustChangePassword,
      disabledAt: staffUsers.disabledAt,
    })
    .from(staffUsers)
    .where(eq(staffUsers.staffId, staffId))
    .limit(1);
  if (!s) return null;
  const { disabledAt, ...p } = s;
  return { principal: p, disabled: disabledAt !== null };
}

/** The account `staffId` as it is now, or null when it is gone or disabled. */
async function principal(staffId: number): Promise<StaffPrincipal | null> {
  const a = await account(staffId);
  return a && !a.disabled ? a.principal : null;
}

/**
 * The signed-in staff member of an admin route handler (spec §6, §7 "Admin (auth header)"): the
 * session cookie or an `Authorization: Bearer <token>` from POST /api/admin/login. Throws 401 JSON
 * (A0401) without one, 403 (A0403) when the token names no current staff account. Every admin route
 * calls this itself; proxy.ts only redirects pages early.
 */
export async function requireAdmin(req: Request): Promise<AdminContext> {
  // A bearer header is checked on its own (never falling back to the cookie), so `via` says which
  // credential was proven; a cross-site page can send the cookie but never set this header.
  const bearer = bearerOf(req);
  const secret = env.auth.NEXTAUTH_SECRET!;
  const token = bearer
    ? await decode({ token: bearer, secret }).catch(() => null)
    : await getToken({ req: req as unknown as NextRequest, secret });
  if (!token?.sub) throw loginRequired();
  const a = await account(Number(token.sub));
  if (!a) throw noPermission();
  // A disabled account's sessions ended with it (trigger of the staff operations migration): it must sign in, and cannot.
  if (a.disabled) throw loginRequired();
  const p = a.principal;
  // Signed and unexpired is not enough: the session may have been signed out, outlived its 12 hours
  // or ended by a password change or lockout.
  if (!(await isStaffSessionValid(getDb(), token.sid, p.staffId))) throw loginRequired();
  return { ...p, clientIp: clientIp(req.headers), via: bearer ? 'bearer' : 'cookie', sessionId: String(token.sid) };
}

/** The signed-in staff member of a console page, or null (no session, ended, or a disabled account). */
export async function currentStaff(): Promise<StaffPrincipal | null> {
  // getServerSession runs the jwt callback of authOptions, which checks the session in PostgreSQL
  // (revocation, 12-hour limit) and yields no session when it has ended.
  const session = await getServerSession(authOptions);
  const staffId = (session as { staffId?: number } | null)?.staffId;
  return staffId ? await principal(staffId) : null;
}

/**
 * The signed-in staff member of an admin page or server action allowed in an area open to `roles`
 * (lib/auth/access.ts; the director always), the same list the page's API routes declare. Redirects
 * to /user/login without a session, to /user/account while a reset password waits to be replaced
 * (unless `forAccountPage`), and answers the console's 403 page (app/[locale]/user/forbidden.tsx)
 * to a role not in `roles`.
 */
export async function requireAdminPage(roles: StaffRoles, forAccountPage = false): Promise<StaffPrincipal> {
  const p = await currentStaff();
  if (!p) redirect('/user/login');
  if (p.mustChangePassword && !forAccountPage) redirect('/user/account');
  if (!mayAccess(p.role, roles)) forbidden();
  return p;
}
