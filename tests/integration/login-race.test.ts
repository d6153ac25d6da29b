import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { createStaff, freshClientIp, loginBody, staffSessionCookie } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';

// Accounts of the content role sign in with a password alone, which is what these tests are about (the
// two-step code has its own per-client limit, tests/integration/staff-roles.test.ts).
const login = (userName: string, password: string, ip = freshClientIp(), cookie?: string) =>
  api('POST', '/api/admin/login', { userName, password }, { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) });

async function failedChecks(userName: string) {
  return (
    await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.staffUserName, userName), eq(schema.auditLog.action, 'login-failed')))
  ).length;
}

/** The device cookie a successful login answers with (lib/auth/device.ts), as a Cookie header. */
function deviceCookie(res: { headers: Headers }): string {
  const c = res.headers.getSetCookie().find((h) => h.startsWith('staff_device_'));
  expect(c).toBeTruthy();
  return c!.split(';')[0];
}

/** Staff login under attack: the attacking clients are locked, never the account or its sessions. */
describe('POST /api/admin/login under parallel guesses', () => {
  it('41 parallel wrong passwords from 41 addresses run at most 20 password checks; the holder still signs in from a known device', async () => {
    const staff = await createStaff({ role: 'content' });
    const device = deviceCookie(await login(staff.userName, staff.password));
    const session = await staffSessionCookie(staff);
    const answers = await Promise.all(Array.from({ length: 41 }, (_, i) => login(staff.userName, `wrong-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.every((s) => s === 401 || s === 423)).toBe(true);
    expect(await failedChecks(staff.userName)).toBeLessThanOrEqual(20);
    // An unknown device meets the account's spent budget: 423 with its own message.
    const unknown = await login(staff.userName, staff.password);
    expect(unknown.status).toBe(423);
    expect(unknown.body.errorMessage).toContain('평소 쓰던 기기에서는 로그인할 수 있습니다');
    // The holder's device is let in, from a new address too, and the console session lived on.
    const known = await login(staff.userName, staff.password, freshClientIp(), device);
    expect(known.status).toBe(200);
    expect(known.body.loginNotice.failedCount).toBe(await failedChecks(staff.userName));
    expect((await api('GET', '/api/admin/login-notice', undefined, { cookie: session })).status).toBe(200);
  });

  it('a client is slowed down and then locked: five tries, the later failures answered later', async () => {
    const staff = await createStaff({ role: 'content' });
    const ip = freshClientIp();
    const times: number[] = [];
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) {
      const t0 = performance.now();
      statuses.push((await login(staff.userName, `wrong-${i}`, ip)).status);
      times.push(performance.now() - t0);
    }
    expect(statuses).toEqual([401, 401, 401, 401, 423]);
    expect(times[3]).toBeGreaterThanOrEqual(2_000); // the fourth failure waits 4 × 500 ms
    expect((await login(staff.userName, staff.password, ip)).status).toBe(423);
  });

  it('the holder is told at the next sign-in, in the console and through the API, until they dismiss it', async () => {
    const staff = await createStaff();
    for (let i = 0; i < 3; i++) await login(staff.userName, `wrong-${i}`);
    // A director signs in with the authenticator's code too; the notice waits for the whole sign-in.
    const ok = await api('POST', '/api/admin/login', await loginBody(staff), { 'x-forwarded-for': freshClientIp() });
    expect(ok.status).toBe(200);
    expect(ok.body.loginNotice).toMatchObject({ failedCount: 3, lastFailedAt: expect.any(String) });
    const token = { authorization: `Bearer ${ok.body.token}` };
    expect((await api('GET', '/api/admin/login-notice', undefined, token)).body.failedCount).toBe(3);
    const cookie = await staffSessionCookie(staff);
    const summary = await fetch(`${BASE_URL}/user/reception`, { headers: { cookie } });
    expect(await summary.text()).toContain('로그인 실패가 3번 있었습니다');
    expect((await api('DELETE', '/api/admin/login-notice', undefined, token)).status).toBe(200);
    expect((await api('GET', '/api/admin/login-notice', undefined, token)).body.failedCount).toBe(0);
  });

  it('every role is told on the page its sign-in lands on and on the console pages after it, not through the API alone', async () => {
    for (const role of ['desk', 'content', 'timing'] as const) {
      const staff = await createStaff({ role });
      for (let i = 0; i < 2; i++) expect((await login(staff.userName, `wrong-${i}`)).status, role).toBe(401);
      const cookie = await staffSessionCookie(staff);
      // Where the sign-in goes (/user opens the first page of the role's menus).
      const home = await fetch(`${BASE_URL}/user`, { headers: { cookie }, redirect: 'manual' });
      expect(home.status, role).toBe(307);
      const landing = new URL(home.headers.get('location')!, BASE_URL).pathname;
      expect(landing, role).not.toBe('/user/reception');
      for (const path of [landing, '/user/account']) {
        const page = await fetch(`${BASE_URL}${path}`, { headers: { cookie } });
        expect(page.status, `${role} ${path}`).toBe(200);
        const html = await page.text();
        expect(html, `${role} ${path}`).toContain('data-testid="login-notice"');
        expect(html, `${role} ${path}`).toContain('로그인 실패가 2번 있었습니다');
      }
      // Once the holder has read it, no page shows it.
      const token = {
        authorization: `Bearer ${(await api('POST', '/api/admin/login', await loginBody(staff), { 'x-forwarded-for': freshClientIp() })).body.token}`,
      };
      expect((await api('DELETE', '/api/admin/login-notice', undefined, token)).status, role).toBe(200);
      const after = await (await fetch(`${BASE_URL}${landing}`, { headers: { cookie } })).text();
      expect(after, role).not.toContain('data-testid="login-notice"');
    }
  });

  it('an unknown user name answers like a wrong password (401, same message)', async () => {
    const staff = await createStaff({ role: 'content' });
    const unknown = await login(`nobody-${staff.userName}`, 'whatever-password');
    const wrong = await login(staff.userName, 'whatever-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});
