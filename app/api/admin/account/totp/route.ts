import { NextResponse } from 'next/server';
import { getDb } from '@/db/client';
import { ACCESS } from '@/lib/auth/access';
import { confirmOwnTotp, startOwnTotp } from '@/lib/staff/two-step';
import { adminRoute } from '@/lib/http/admin-route';
import { parseJson } from '@/lib/http/handler';
import { totpConfirmSchema } from '@/lib/validation/staff';

/** POST /api/admin/account/totp (no body): starts two-step sign-in for the signed-in account: {secret, uri, qrSvg}. */
export const POST = adminRoute({ roles: ACCESS.anyStaff, body: 'none', audit: 'account.totp' }, async (_req, staff) =>
  NextResponse.json(await startOwnTotp(getDb(), staff)),
);

/** PUT /api/admin/account/totp {code}: the authenticator's first code turns two-step sign-in on. */
export const PUT = adminRoute({ roles: ACCESS.anyStaff, audit: 'account.totp' }, async (req, staff) => {
  const { code } = await parseJson(req, totpConfirmSchema);
  await confirmOwnTotp(getDb(), staff, code);
  return NextResponse.json({ ok: true });
});
