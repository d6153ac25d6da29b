import 'server-only';
import { getDb } from '@/db/client';
import { writeAudit } from '@/lib/audit/write';
import { requireAdmin, type AdminContext } from '@/lib/auth/require-admin';
import { logger } from '@/lib/log/logger';
import { hasBodyKind, type BodyKind } from './content-type';
import { crossOrigin, unsupportedContentType } from '@/lib/errors';
import { errorResponse, privateByDefault } from './handler';
import { isForeignRead, isSameOrigin } from './same-origin';

export interface AdminRouteOptions {
  /** What a state-changing call must send (default `json`); ignored for GET and HEAD. */
  body?: BodyKind;
  /** Audit action of a state-changing call (default 'api'); reads of personal data are audited by lib/. */
  audit?: string;
}

type AdminHandler<C> = (req: Request, staff: AdminContext, ctx: C) => Promise<Response>;

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The one way to write an admin route handler (spec §6, §7 "Admin (auth header)"; ARCHITECTURE.md
 * house rules). Before `fn` runs, in this order, each refusal changing nothing:
 * 1. the staff session cookie or bearer token is checked, revocation included (401 A0401 / 403 A0403);
 * 2. for a state-changing method authenticated by the cookie, the request must come from this site
 *    (`Origin` / `Sec-Fetch-Site`, 403 A0419): a page on another origin cannot use the staff cookie;
 * 3. for a state-changing method, the Content-Type must be `opts.body` (415 V0415), so a text/plain
 *    or no-cors form cannot reach a JSON or multipart handler;
 * 4. for a read authenticated by the cookie, the request must not come from another site
 *    (`Sec-Fetch-Site`, a foreign `Origin` or `Referer`: 403 A0419): a link on another site must not
 *    start an export of personal data in a signed-in staff browser.
 * After it, every state-changing call (refused or not) is written to the audit log with method,
 * path and status. Errors become JSON like `apiHandler`. Every answer carries `Cache-Control:
 * private, no-store` unless the route set its own (staff answers hold personal data).
 */
export function adminRoute<C = unknown>(fn: AdminHandler<C>): (req: Request, ctx: C) => Promise<Response>;
export function adminRoute<C = unknown>(opts: AdminRouteOptions, fn: AdminHandler<C>): (req: Request, ctx: C) => Promise<Response>;
export function adminRoute<C = unknown>(a: AdminRouteOptions | AdminHandler<C>, b?: AdminHandler<C>) {
  const opts: AdminRouteOptions = typeof a === 'function' ? {} : a;
  const fn = (typeof a === 'function' ? a : b)!;
  return async (req: Request, ctx: C): Promise<Response> => {
    const changing = !READS.has(req.method.toUpperCase());
    let staff: AdminContext | undefined;
    let res: Response;
    try {
      staff = await requireAdmin(req);
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
}

async function auditCall(req: Request, staff: AdminContext, status: number, action: string): Promise<void> {
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
