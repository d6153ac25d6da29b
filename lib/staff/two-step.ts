import 'server-only';
import type { DbOrTx } from '@/db/client';
import { writeAudit } from '@/lib/audit/write';
import type { AdminContext } from '@/lib/auth/require-admin';
import { checkTotp, startTotpEnrolment, type TotpEnrolment } from '@/lib/auth/totp';
import { badRequest } from '@/lib/errors';

/**
 * POST /api/admin/account/totp: a signed-in account that has no two-step sign-in yet (a content or
 * timing account choosing it) starts it: a new secret, its QR code. 400 staff.errors.twoStepOn when it
 * is on already (a director's reset comes first).
 */
export async function startOwnTotp(db: DbOrTx, staff: AdminContext): Promise<TotpEnrolment> {
  const enrolment = await startTotpEnrolment(db, staff.staffId, staff.userName);
  if (!enrolment) throw badRequest('staff.errors.twoStepOn');
  await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp, action: 'totp-enrol' });
  return enrolment;
}

/**
 * PUT /api/admin/account/totp: the first right code turns it on; a wrong or used one is a 400 (not the
 * sign-in's 401, which would end the console's session).
 */
export async function confirmOwnTotp(db: DbOrTx, staff: AdminContext, code: string): Promise<void> {
  if (!(await checkTotp(db, staff.staffId, code))) throw badRequest('admin.login.otpWrong');
  await writeAudit(db, { staffId: staff.staffId, staffUserName: staff.userName, clientIp: staff.clientIp, action: 'totp-on' });
}
