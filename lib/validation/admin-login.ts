import { z } from 'zod';
import { textField } from './fields';

/** The staff login fields (spec §7), with the message each refusal names. */
const loginFields = (userName: string, password: string) =>
  z.object({
    userName: textField(userName).trim().min(1, userName).max(100, 'admin.login.failed'),
    password: textField(password).min(1, password).max(200, 'admin.login.failed'),
  });

/** POST /api/admin/login body (spec §7): one message for any refusal, so an answer never says which part was wrong. */
export const adminLoginSchema = loginFields('admin.login.failed', 'admin.login.failed');

/** The console's login form (/user/login): the same rules, an empty field named beside it before anything is sent. */
export const staffLoginFormSchema = loginFields('admin.login.userNameRequired', 'admin.login.passwordRequired');
