import { randomBytes, randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import * as schema from '@/db/schema';
import { needsSecondFactor } from '@/lib/auth/access';
import { hashPassword } from '@/lib/auth/password';
import type { StaffRole } from '@/lib/codes';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { api, BASE_URL, testDb } from './env';

/**
 * Seeded staff account of `npm test` (scripts/test.ts passes ADMIN_PASSWORD to the seed): a director
 * that has not set up two-step sign-in yet, so its first sign-in shows the enrolment. Tests sign in
 * with accounts of their own instead (createStaff), so that their sign-ins never share a TOTP step.
 */
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = readSiteEnv().auth.ADMIN_PASSWORD ?? 'test-admin-password-24';

/** A client address of its own, so that failed logins of one test never lock the others' client. */
export function freshClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

/** A staff account made for a test, with the authenticator secret it enrolled (null without two-step sign-in). */
export interface StaffAccount {
  staffId: number;
  userName: string;
  password: string;
  role: StaffRole;
  totpSecret: string | null;
}

/** The last TOTP time step each secret has used in this process (the server accepts a step once per account). */
const lastStep = new Map<string, number>();

/**
 * A code of the account's authenticator that the server has not seen yet, computed with otplib as an
 * authenticator app would: the server accepts the step before and after its own too (a phone's clock
 * a little off) but each step once, so this takes the oldest of those three not used yet, and waits
 * for the clock when all three were (a fourth sign-in within 30 s).
 */
export async function totpCode(secret: string): Promise<string> {
  for (;;) {
    const now = Date.now();
    const current = Math.floor(now / 30_000);
    // The step before is safe unless the server's clock reaches the next step before it checks.
    const oldest = 30_000 - (now % 30_000) > 3_000 ? current - 1 : current;
    const step = Math.max(oldest, (lastStep.get(secret) ?? -1) + 1);
    if (step <= current + 1) {
      lastStep.set(secret, step);
      return generate({ secret, epoch: step * 30 });
    }
    await new Promise((r) => setTimeout(r, 1_000));
  }
}

/** The body of POST /api/admin/login for `account` (its code included when it uses two-step sign-in). */
export async function loginBody(account: Pick<StaffAccount, 'userName' | 'password' | 'totpSecret'>) {
  return {
    userName: account.userName,
    password: account.password,
    ...(account.totpSecret ? { otp: await totpCode(account.totpSecret) } : {}),
  };
}

/**
 * A staff account of `role` (director by default) for one test, stored directly. With `enrol` (the
 * default for roles that see personal data) it sets up two-step sign-in the way the login page does:
 * POST /api/admin/login/enrol, then a sign-in with the first code, which confirms it.
 */
export async function createStaff(opts: { role?: StaffRole; password?: string; enrol?: boolean } = {}): Promise<StaffAccount> {
  const role = opts.role ?? 'director';
  const password = opts.password ?? `pw-${randomBytes(6).toString('hex')}`;
  const userName = `staff-${randomBytes(4).toString('hex')}`;
  const [row] = await testDb()
    .insert(schema.staffUsers)
    .values({ userName, role, passwordHash: await hashPassword(password) })
    .returning({ staffId: schema.staffUsers.staffId });
  const account: StaffAccount = { staffId: row.staffId, userName, password, role, totpSecret: null };
  if (!(opts.enrol ?? needsSecondFactor(role))) return account;
  const enrol = await api('POST', '/api/admin/login/enrol', { userName, password }, { 'x-forwarded-for': freshClientIp() });
  if (enrol.status !== 200) throw new Error(`enrolment failed: ${enrol.status} ${JSON.stringify(enrol.body)}`);
  account.totpSecret = enrol.body.secret as string;
  const first = await api('POST', '/api/admin/login', await loginBody(account), { 'x-forwarded-for': freshClientIp() });
  if (first.status !== 200) throw new Error(`first two-step sign-in failed: ${first.status} ${JSON.stringify(first.body)}`);
  await api('POST', '/api/admin/logout', undefined, { authorization: `Bearer ${first.body.token}` });
  return account;
}

/** A bearer token of `account` from POST /api/admin/login (spec §7). */
export async function bearerTokenOf(account: StaffAccount): Promise<string> {
  const r = await api('POST', '/api/admin/login', await loginBody(account), { 'x-forwarded-for': freshClientIp() });
  if (r.status !== 200) throw new Error(`staff login failed: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.token as string;
}

let director: Promise<StaffAccount> | undefined;
/** The director account of this test file (created once, with two-step sign-in). */
export function testDirector(): Promise<StaffAccount> {
  director ??= createStaff({ role: 'director' });
  return director;
}

let token: Promise<string> | undefined;
/** Bearer token of this file's director (spec §7), one per test file. */
export function adminToken(): Promise<string> {
  token ??= testDirector().then(bearerTokenOf);
  return token;
}

/** An admin API call with the director's bearer token. */
export async function adminApi(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return api(method, path, body, { authorization: `Bearer ${await adminToken()}`, ...headers });
}

/** Authorization header for admin calls. */
export async function asAdmin(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken()}` };
}

/** The account's current row (role, two-step state, last sign-in). */
export async function staffRow(userName: string) {
  const [row] = await testDb().select().from(schema.staffUsers).where(eq(schema.staffUsers.userName, userName));
  return row;
}

/**
 * The staff session cookie of the console, got the way a browser gets it: next-auth's CSRF token,
 * then the credentials callback (form post) with the account's code. `user` defaults to this file's
 * director. Returns the Cookie header value.
 */
export async function staffSessionCookie(user?: StaffAccount): Promise<string> {
  const account = user ?? (await testDirector());
  const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const body = await loginBody(account);
  const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.join('; '),
      origin: BASE_URL,
      'x-forwarded-for': freshClientIp(),
    },
    body: new URLSearchParams({ csrfToken, userName: body.userName, password: body.password, otp: body.otp ?? '', json: 'true' }),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session-token='));
  if (!session) throw new Error(`staff sign-in failed: ${res.status}`);
  return session;
}
