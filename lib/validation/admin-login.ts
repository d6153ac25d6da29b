import { z } from 'zod';
import { textField } from './fields';

/** POST /api/admin/login body (spec §7), and POST /api/admin/login/enrol (the same proof of the password). */
export const adminLoginSchema = z.object({
  userName: textField('admin.login.failed').trim().min(1, 'admin.login.failed').max(100, 'admin.login.failed'),
  password: textField('admin.login.failed').min(1, 'admin.login.failed').max(200, 'admin.login.failed'),
  /** The authenticator app's 6-digit code, for accounts that sign in in two steps. */
  otp: textField('admin.login.otpWrong').max(20, 'admin.login.otpWrong').nullish(),
});
