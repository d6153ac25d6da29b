import 'server-only';
import type { AuditAction } from '@/lib/codes';
import { getDb } from '@/db/client';
import { writeAudit } from '@/lib/audit/write';
import { mayAccess, type StaffRoles } from '@/lib/auth/access';
import { requireAdmin, type AdminContext } from '@/lib/auth/require-admin';
import { logger } from '@/lib/log/logger';
import { hasBodyKind, type BodyKind } from './content-type';
import { crossOrigin, noPermission, passwordChangeRequired, unsupportedContentType } from '@/lib/errors';
import { errorResponse, privateByDefault } from './handler';
import { isForeignRead, isSameOrigin } from './same-origin';

export interface AdminRouteOptions {
  /**
   * REQUIRED: the staff roles that may call this route (the director always may), normally an area
   * of lib/auth/access.ts (`roles: ACCESS.lookup`), the same one the route's console page checks.
   * There is no default on purpose: a route written without it fails the type check, so no new
   * staff call is open to every role by accident. Bulk exports of personal data are
   * ACCESS.personalDataExport (the director only).
   */
  roles: StaffRoles;
  /** What a state-changing call must send (default `json`); ignored for GET and HEAD. */
  body?: BodyKind;
  /**
   * The route stays open to an account whose password a director reset and that has not chosen a
   * new one yet (its own account calls, sign-out); every other route answers 403 A0426 until then.
   */
  beforePasswordChange?: boolean;
  /** Audit action of a state-changing call (default 'api'); reads of personal data are audited by lib/. */
  audit?: AuditAction;
}

type AdminHandler<C> = (req: Request, staff: AdminContext, ctx: C) => Promise<Response>;

/** An admin route handler as Next calls it, carrying the roles it was declared with (the role test lists them). */
export type AdminRouteHandler<C> = ((req: Request, ctx: C) => Promise<Response>) & { readonly roles: StaffRoles };

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one way to write an admin route handler (spec §6, §7 "Admin (auth header)"; ARCHITECTURE.md
 * house rules). Before `fn` runs, in this order, each refusal changing nothing:
 * 1. the staff session cookie or bearer token is checked, revocation and disabled accounts included
 *    (401 A0401 / 403 A0403);
 * 2. the account's role must be one of `opts.roles` (or director), else 403 A0403 (spec §6 'no
 *    permission'); the role is read from the database on every call, so a changed role counts at once.
 *    An account whose reset password waits to be replaced reaches only `beforePasswordChange` routes
 *    (403 A0426 elsewhere);
 * 3. for a state-changing method authenticated by the cookie, the request must come from this site
 *    (`Origin` / `Sec-Fetch-Site`, 403 A0419): a page on another origin cannot use the staff cookie;
 * 4. for a state-changing method, the Content-Type must be `opts.body` (415 V0415), so a text/plain
 *    or no-cors form cannot reach a JSON or multipart handler;
 * 5. for a read authenticated by the cookie, the request must not come from another site
 *    (`Sec-Fetch-Site`, a foreign `Origin` or `Referer`: 403 A0419): a link on another site must not
 *    start an export of personal data in a signed-in staff browser.
 * After it, every state-changing call (refused or not) is written to the audit log with method,
 * path and status. Errors become JSON like `apiHandler`. Every answer carries `Cache-Control:
 * private, no-store` unless the route set its own (staff answers hold personal data).
 */
export function adminRoute<C = unknown>(opts: AdminRouteOptions, fn: AdminHandler<C>): AdminRouteHandler<C> {
  if (!opts.roles?.length) throw new Error('adminRoute: declare the roles that may call this route');
  const handler = async (req: Request, ctx: C): Promise<Response> => {
    const changing = !READS.has(req.method.toUpperCase());
    let staff: AdminContext | undefined;
    let res: Response;
    try {
      staff = await requireAdmin(req);
      if (!mayAccess(staff.role, opts.roles)) throw noPermission();
      if (staff.mustChangePassword && !opts.beforePasswordChange) throw passwordChangeRequired();
      if (changing) {
        if (staff.via === 'cookie' && !isSameOrigin(req)) throw crossOrigin();
        if (!hasBodyKind(req, opts.body ?? 'json')) throw unsupportedContentType();
      } else if (staff.via === 'cookie' && isForeignRead(req)) throw crossOrigin();
      res = await fn(req, staff, ctx);
    } catch (err) {
      res = errorResponse(req, err);
    }
    if (changing && staff) await auditCall(req, staff, res.status, opts.audit ?? 'api');
    return privateByDefault(res);
  };
  return Object.assign(handler, { roles: opts.roles });
}

async function auditCall(req: Request, staff: AdminContext, status: number, action: AuditAction): Promise<void> {
  try {
    await writeAudit(getDb(), {
      staffId: staff.staffId,
      staffUserName: staff.userName,
      clientIp: staff.clientIp,
      action,
      detail: { method: req.method, path: new URL(req.url).pathname, status },
    });
  } catch (err) {
    // The call itself is done and answered; a lost audit line is logged, never turned into a 500.
    logger.error({ err: err instanceof Error ? err.message : String(err) }, 'audit write failed');
  }
}
