import { describe, expect, it } from 'vitest';
import { adminLoginSchema, staffLoginFormSchema } from './admin-login';

const messagesOf = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('staff login', () => {
  it('the API answers any refusal with one message, never naming the wrong part', () => {
    expect(messagesOf(adminLoginSchema.safeParse({ userName: ' ', password: '' }))).toEqual({
      userName: 'admin.login.failed',
      password: 'admin.login.failed',
    });
  });
  it('the form names each empty field beside it', () => {
    expect(messagesOf(staffLoginFormSchema.safeParse({ userName: '  ', password: '' }))).toEqual({
      userName: 'admin.login.userNameRequired',
      password: 'admin.login.passwordRequired',
    });
  });
  it('both accept the same filled-in login, the id trimmed', () => {
    const body = { userName: ' admin ', password: 'secret' };
    expect(staffLoginFormSchema.parse(body)).toEqual(adminLoginSchema.parse(body));
    expect(adminLoginSchema.parse(body).userName).toBe('admin');
  });
});
