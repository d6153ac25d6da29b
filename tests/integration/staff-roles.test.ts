import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import {
  adminApi,
  bearerTokenOf,
  createStaff,
  freshClientIp,
  loginBody,
  staffRow,
  staffSessionCookie,
  totpCode,
  type StaffAccount,
} from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { applyOne } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

/** Staff roles, accounts and two-step sign-in (lib/auth/access.ts, lib/auth/sign-in.ts, lib/staff/accounts.ts). */

const as = async (account: StaffAccount) => {
  const token = await bearerTokenOf(account);
  return (method: string, path: string, body?: unknown) => api(method, path, body, { authorization: `Bearer ${token}` });
};
const login = (body: Record<string, unknown>, ip = freshClientIp()) => api('POST', '/api/admin/login', body, { 'x-forwarded-for': ip });

describe('each role reaches its own area only', () => {
  it('a desk account looks runners up but gets 403 on exports, payments and statistics', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const desk = await as(await createStaff({ role: 'desk' }));
    expect((await desk('GET', `/api/admin/reception/search?pageNo=1&rowCount=10&joinSeq=${reg.joinSeq}`)).status).toBe(200);
    expect((await desk('POST', '/api/admin/reception/reveal', { joinSeq: reg.joinSeq })).status).toBe(200);
    const exported = await desk('GET', '/api/admin/reception/search/excel?purpose=checking');
    expect(exported.status).toBe(403);
    expect(exported.body.errorCode).toBe('A0403');
    expect((await desk('GET', '/api/admin/reception/paid?pageNo=1&rowCount=10')).status).toBe(403);
    expect((await desk('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: String(reg.joinSeq), deposit: null })).status).toBe(403);
    expect((await desk('GET', '/api/admin/application/rollupByGender')).status).toBe(403);
    expect((await desk('GET', '/api/admin/staff')).status).toBe(403);
  });

  it('reception works registrations but no bulk export; content and timing stay in their areas; the director everywhere', async () => {
    const reception = await as(await createStaff({ role: 'reception' }));
    expect((await reception('GET', '/api/admin/reception/paid?pageNo=1&rowCount=10')).status).toBe(200);
    expect((await reception('GET', '/api/admin/messages?state=failed')).status).toBe(200);
    expect((await reception('GET', '/api/admin/reception/search/excel?purpose=checking')).status).toBe(403);
    expect((await reception('GET', '/api/admin/audit?pageNo=1&rowCount=10')).status).toBe(403);

    const content = await as(await createStaff({ role: 'content' }));
    expect((await content('GET', '/api/admin/content?page=guide')).status).toBe(200);
    expect((await content('GET', '/api/admin/reception/search?pageNo=1&rowCount=10')).status).toBe(403);
    expect((await content('GET', '/api/admin/messages')).status).toBe(403);

    const timing = await as(await createStaff({ role: 'timing' }));
    expect((await timing('GET', '/api/admin/records/import')).status).toBe(200);
    expect((await timing('GET', '/api/admin/reception/search?pageNo=1&rowCount=10')).status).toBe(403);
    expect((await timing('GET', '/api/admin/content?page=guide')).status).toBe(403);

    expect((await adminApi('GET', '/api/admin/reception/search/excel?purpose=year-end%20check')).status).toBe(200);
    expect((await adminApi('GET', '/api/admin/staff')).status).toBe(200);
  });

  it('the console page of another role answers the 403 page, not the login', async () => {
    const cookie = await staffSessionCookie(await createStaff({ role: 'desk' }));
    const page = await fetch(`${BASE_URL}/user/reception/export`, { headers: { cookie }, redirect: 'manual' });
    expect(page.status).toBe(403);
    expect(await page.text()).toContain('권한이 없습니다');
    const lookup = await fetch(`${BASE_URL}/user/reception/receptionist`, { headers: { cookie }, redirect: 'manual' });
    expect(lookup.status).toBe(200);
  });
});

describe('staff accounts (GET/POST/PUT /api/admin/staff)', () => {
  it('a director creates an account: a temporary password shown once, replaced at the first sign-in', async () => {
    const userName = `desk-${Date.now().toString(36)}`;
    const created = await adminApi('POST', '/api/admin/staff', { userName, displayName: '데스크 1', role: 'desk' });
    expect(created.status).toBe(200);
    const temporary = created.body.temporaryPassword as string;
    expect(temporary.length).toBeGreaterThanOrEqual(12);
    expect(created.body.account).toMatchObject({ userName, role: 'desk', twoStep: false, twoStepRequired: true, mustChangePassword: true });
    expect(JSON.stringify((await adminApi('GET', '/api/admin/staff')).body)).not.toContain(temporary);
    expect((await adminApi('POST', '/api/admin/staff', { userName, role: 'desk' })).body.errorMessage).toBe('이미 있는 아이디입니다.');

    // The desk role sees personal data: its first sign-in sets up two-step sign-in.
    const ip = freshClientIp();
    expect((await login({ userName, password: temporary }, ip)).body.errorCode).toBe('A0407');
    const enrol = await api('POST', '/api/admin/login/enrol', { userName, password: temporary }, { 'x-forwarded-for': ip });
    expect(enrol.status).toBe(200);
    expect(enrol.body.uri).toMatch(/^otpauth:\/\/totp\//);
    expect(enrol.body.qrSvg).toContain('<svg');
    const account: StaffAccount = { staffId: 0, userName, password: temporary, role: 'desk', totpSecret: enrol.body.secret };
    const first = await login(await loginBody(account), ip);
    expect(first.status).toBe(200);
    const auth = { authorization: `Bearer ${first.body.token}` };
    // Until the reset password is replaced, only the account calls answer.
    expect((await api('GET', '/api/admin/reception/search?pageNo=1&rowCount=10', undefined, auth)).body.errorCode).toBe('A0426');
    expect((await api('GET', '/api/admin/account', undefined, auth)).body).toMatchObject({
      userName,
      mustChangePassword: true,
      twoStep: true,
    });
    const changed = await api(
      'PUT',
      '/api/admin/account/password',
      { currentPassword: temporary, newPassword: 'desk-password-2026' },
      auth,
    );
    expect(changed.status).toBe(200);
    // A password change ends the account's sessions; the new password signs in.
    expect((await api('GET', '/api/admin/account', undefined, auth)).status).toBe(401);
    account.password = 'desk-password-2026';
    const lookup = await as(account);
    expect((await lookup('GET', '/api/admin/reception/search?pageNo=1&rowCount=10')).status).toBe(200);
    expect((await staffRow(userName)).lastLoginAt).toBeInstanceOf(Date);
  });

  it('disabling an account or changing its role ends its sessions at once; the last director stays', async () => {
    const account = await createStaff({ role: 'reception' });
    const token = await bearerTokenOf(account);
    const call = () => api('GET', '/api/admin/reception/paid?pageNo=1&rowCount=10', undefined, { authorization: `Bearer ${token}` });
    expect((await call()).status).toBe(200);
    expect((await adminApi('PUT', '/api/admin/staff', { staffId: account.staffId, role: 'content' })).status).toBe(200);
    expect((await call()).status).toBe(401);

    const other = await createStaff({ role: 'timing' });
    const otherToken = await bearerTokenOf(other);
    expect((await adminApi('PUT', '/api/admin/staff', { staffId: other.staffId, disabled: true })).body.account.disabledAt).toBeTruthy();
    expect((await api('GET', '/api/admin/records/import', undefined, { authorization: `Bearer ${otherToken}` })).status).toBe(401);
    expect((await login(await loginBody(other))).status).toBe(401);
    expect((await adminApi('PUT', '/api/admin/staff', { staffId: other.staffId, disabled: false })).status).toBe(200);
    expect((await login(await loginBody(other))).status).toBe(200);

    // A director cannot change themselves here; one change at a time.
    const me = (await adminApi('GET', '/api/admin/account')).body.staffId as number;
    expect((await adminApi('PUT', '/api/admin/staff', { staffId: me, disabled: true })).status).toBe(400);
    expect((await adminApi('PUT', '/api/admin/staff', { staffId: other.staffId, disabled: true, role: 'desk' })).status).toBe(400);
  });
});

describe('two-step sign-in (TOTP)', () => {
  it('asks roles that see personal data for the code, refuses a wrong or reused one, for the cookie and the bearer token', async () => {
    const director = await createStaff({ role: 'director' });
    const password = { userName: director.userName, password: director.password };
    expect((await login(password)).body.errorCode).toBe('A0402');
    expect((await login({ ...password, otp: '000000' })).body.errorCode).toBe('A0406');
    const code = await totpCode(director.totpSecret!);
    expect((await login({ ...password, otp: code })).status).toBe(200);
    // The same code again (a shoulder-surfer's replay) is refused.
    expect((await login({ ...password, otp: code })).body.errorCode).toBe('A0406');
    // The console's sign-in asks the same (next-auth credentials).
    await expect(staffSessionCookie(director)).resolves.toContain('session-token=');
    // A content account has no two-step sign-in unless it chose one.
    const content = await createStaff({ role: 'content' });
    expect(content.totpSecret).toBeNull();
    expect((await login({ userName: content.userName, password: content.password })).status).toBe(200);
  });

  it('five wrong codes lock the client that sent them, not the account: its holder signs in from elsewhere', async () => {
    const director = await createStaff({ role: 'director' });
    const attacker = freshClientIp();
    const answers: number[] = [];
    for (let i = 0; i < 6; i++)
      answers.push((await login({ userName: director.userName, password: director.password, otp: '123456' }, attacker)).status);
    expect(answers.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(answers[5]).toBe(423);
    expect((await login(await loginBody(director), attacker)).status).toBe(423);
    expect((await login(await loginBody(director), freshClientIp())).status).toBe(200);
    const [row] = await testDb().select().from(schema.staffUsers).where(eq(schema.staffUsers.staffId, director.staffId));
    expect(row.failedCount).toBe(0);
  });

  it('a secret is stored sealed, and a second enrolment cannot replace a confirmed authenticator', async () => {
    const director = await createStaff({ role: 'director' });
    const row = await staffRow(director.userName);
    expect(row.totpSecret).toMatch(/^v1\./);
    expect(row.totpSecret).not.toContain(director.totpSecret);
    const again = await api(
      'POST',
      '/api/admin/login/enrol',
      { userName: director.userName, password: director.password },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(again.body.errorCode).toBe('A0402');
    // A director's reset (a lost phone) lets the holder enrol again.
    expect((await adminApi('PUT', '/api/admin/staff', { staffId: director.staffId, resetTwoStep: true })).status).toBe(200);
    const enrol = await api(
      'POST',
      '/api/admin/login/enrol',
      { userName: director.userName, password: director.password },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(enrol.status).toBe(200);
    const code = await generate({ secret: enrol.body.secret as string });
    expect((await login({ userName: director.userName, password: director.password, otp: code })).status).toBe(200);
  });
});
