import { z } from 'zod';
import { textField } from './fields';

/** POST /api/admin/login body (spec §7). */
export const adminLoginSchema = z.object({
  userName: textField('admin.login.failed').trim().min(1, 'admin.login.failed').max(100, 'admin.login.failed'),
  password: textField('admin.login.failed').min(1, 'admin.login.failed').max(200, 'admin.login.failed'),
});
