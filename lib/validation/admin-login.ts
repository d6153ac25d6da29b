import { z } from 'zod';

/** POST /api/admin/login body (spec §7). */
export const adminLoginSchema = z.object({
  userName: z.string().trim().min(1, 'admin.login.failed').max(100, 'admin.login.failed'),
  password: z.string().min(1, 'admin.login.failed').max(200, 'admin.login.failed'),
});
