import { randomBytes, randomInt } from 'node:crypto';
import * as schema from '@/db/schema';
import { hashPassword } from '@/lib/auth/password';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { api, BASE_URL, testDb } from './env';

/** Seeded staff account of `npm test` (scripts/test.ts passes ADMIN_PASSWORD to the seed). */
export const ADMIN_USER = 'admin';
export const ADMIN_PASSWORD = readSiteEnv().auth.ADMIN_PASSWORD ?? 'test-admin-password-24';

/** A client address of its own, so that failed logins of one test never lock the others' client. */
export function freshClientIp(): string {
  return `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;
}

let token: Promise<string> | undefined;
/** Bearer token of the seeded admin from POST /api/admin/login (spec §7), one per test file. */
export function adminToken(): Promise<string> {
  token ??= api(
    'POST',
    '/api/admin/login',
    { userName: ADMIN_USER, password: ADMIN_PASSWORD },
    { 'x-forwarded-for': freshClientIp() },
  ).then((r) => {
    if (r.status !== 200) throw new Error(`admin login failed: ${r.status} ${JSON.stringify(r.body)}`);
    return r.body.token as string;
  });
  return token;
}

/** An admin API call with the bearer token. */
export async function adminApi(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  return api(method, path, body, { authorization: `Bearer ${await adminToken()}`, ...headers });
}

/** A separate staff account for tests that lock or log out (so the seeded admin stays usable). */
export async function createStaff(password = `pw-${randomBytes(6).toString('hex')}`) {
  const userName = `staff-${randomBytes(4).toString('hex')}`;
  await testDb()
    .insert(schema.staffUsers)
    .values({ userName, passwordHash: await hashPassword(password) });
  return { userName, password };
}

/** Authorization header for admin calls. */
export async function asAdmin(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken()}` };
}

/**
 * The staff session cookie of the console, got the way a browser gets it: next-auth's CSRF token,
 * then the credentials callback (form post). Returns the Cookie header value.
 */
export async function staffSessionCookie(user = { userName: ADMIN_USER, password: ADMIN_PASSWORD }): Promise<string> {
  const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = csrf.headers.getSetCookie().map((c) => c.split(';')[0]);
  const res = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      cookie: jar.join('; '),
      origin: BASE_URL,
      'x-forwarded-for': freshClientIp(),
    },
    body: new URLSearchParams({ csrfToken, userName: user.userName, password: user.password, json: 'true' }),
  });
  const session = res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .find((c) => c.includes('session-token='));
  if (!session) throw new Error(`staff sign-in failed: ${res.status}`);
  return session;
}
