import { z } from 'zod';
import { STAFF_ROLES } from '@/lib/codes';
import { textField } from './fields';
import { idParam } from './id-param';

/**
 * Staff account forms (/user/staff, /user/account; GET/POST/PUT /api/admin/staff, the account calls).
 * Messages are catalogue keys of the `staff` namespace.
 */

/** 3-50 letters, digits, dot, underscore or hyphen (the same rule as `npm run admin:create`). */
export const STAFF_USER_NAME_RE = /^[A-Za-z0-9._-]{3,50}$/;
/** Shortest password a staff member may choose. */
export const STAFF_PASSWORD_MIN = 10;

const role = z.enum(STAFF_ROLES, { error: 'staff.errors.role' });

/** POST /api/admin/staff: a new account; its first password is generated and shown once. */
export const staffCreateSchema = z.object({
  userName: textField('staff.errors.userName').trim().regex(STAFF_USER_NAME_RE, 'staff.errors.userName'),
  displayName: textField('staff.errors.displayName').trim().max(50, 'staff.errors.displayName').optional().default(''),
  role,
});
export type StaffCreateInput = z.infer<typeof staffCreateSchema>;

/**
 * PUT /api/admin/staff: one change to account `staffId`: a new role, disabled or enabled, a new
 * temporary password, or two-step sign-in reset (a lost phone). Exactly one of them.
 */
export const staffUpdateSchema = z
  .object({
    staffId: idParam(),
    role: role.optional(),
    disabled: z.boolean({ error: 'staff.errors.change' }).optional(),
    resetPassword: z.literal(true, { error: 'staff.errors.change' }).optional(),
    resetTwoStep: z.literal(true, { error: 'staff.errors.change' }).optional(),
  })
  .refine((v) => [v.role, v.disabled, v.resetPassword, v.resetTwoStep].filter((x) => x !== undefined).length === 1, 'staff.errors.change');
export type StaffUpdateInput = z.infer<typeof staffUpdateSchema>;

/** PUT /api/admin/account/password: the holder's own new password. */
export const passwordChangeSchema = z
  .object({
    currentPassword: textField('staff.errors.currentPassword')
      .min(1, 'staff.errors.currentPassword')
      .max(200, 'staff.errors.currentPassword'),
    newPassword: textField('staff.errors.newPassword')
      .min(STAFF_PASSWORD_MIN, 'staff.errors.newPassword')
      .max(200, 'staff.errors.newPassword'),
  })
  .refine((v) => v.newPassword !== v.currentPassword, { message: 'staff.errors.samePassword', path: ['newPassword'] });

/** PUT /api/admin/account/totp: the first code of the authenticator app being set up. */
export const totpConfirmSchema = z.object({
  code: textField('admin.login.otpWrong')
    .trim()
    .regex(/^\d{6}$/, 'admin.login.otpWrong'),
});
