import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { createStaff, freshClientIp, loginBody } from '../helpers/admin';
import { api, testDb } from '../helpers/env';

const login = (userName: string, password: string, ip = freshClientIp()) =>
  api('POST', '/api/admin/login', { userName, password }, { 'x-forwarded-for': ip });

async function failedChecks(userName: string) {
  return (
    await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.staffUserName, userName), eq(schema.auditLog.action, 'login-failed')))
  ).length;
}

/** Staff login lockout (spec §6; five wrong passwords lock the account for 15 minutes). */
describe('POST /api/admin/login under parallel guesses', () => {
  it('41 parallel wrong passwords from 41 addresses run at most 5 password checks, then the account is locked', async () => {
    const staff = await createStaff();
    const answers = await Promise.all(Array.from({ length: 41 }, (_, i) => login(staff.userName, `wrong-${i}`)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 401).length).toBeLessThanOrEqual(4);
    expect(statuses.every((s) => s === 401 || s === 423)).toBe(true);
    expect(await failedChecks(staff.userName)).toBeLessThanOrEqual(5);
    expect((await login(staff.userName, staff.password)).status).toBe(423);
  });

  it('a lock that has run out starts the count again: one more wrong password is not a new lock', async () => {
    const staff = await createStaff();
    for (let i = 0; i < 5; i++) await login(staff.userName, `wrong-${i}`);
    expect((await login(staff.userName, staff.password)).status).toBe(423);
    await testDb()
      .update(schema.staffUsers)
      .set({ lockedUntil: new Date(Date.now() - 1000) })
      .where(eq(schema.staffUsers.userName, staff.userName));
    expect((await login(staff.userName, 'wrong-again')).status).toBe(401);
    const ok = await api('POST', '/api/admin/login', await loginBody(staff), { 'x-forwarded-for': freshClientIp() });
    expect(ok.status).toBe(200);
    const [row] = await testDb().select().from(schema.staffUsers).where(eq(schema.staffUsers.userName, staff.userName));
    expect(row).toMatchObject({ failedCount: 0, lockedUntil: null });
  });

  it('an unknown user name answers like a wrong password (401, same message)', async () => {
    const staff = await createStaff();
    const unknown = await login(`nobody-${staff.userName}`, 'whatever-password');
    const wrong = await login(staff.userName, 'whatever-password');
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });
});
