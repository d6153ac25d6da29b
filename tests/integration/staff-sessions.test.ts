import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { hashPassword } from '@/lib/auth/password';
import { bearerTokenOf, createStaff, freshClientIp, staffSessionCookie } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';

/** Staff sessions (spec §6): revocation and an absolute lifetime, kept in PostgreSQL. */

const bearerOf = bearerTokenOf;

const withBearer = (token: string) => api('GET', '/api/admin/reception/search', undefined, { authorization: `Bearer ${token}` });
const withCookie = (cookie: string) => api('GET', '/api/admin/reception/search', undefined, { cookie });

/** GET /api/auth/session with `cookie`: the session body and whether a renewed cookie came back. */
async function sessionRead(cookie: string) {
  const res = await fetch(`${BASE_URL}/api/auth/session`, { headers: { cookie } });
  const renewed = res.headers.getSetCookie().some((c) => c.includes('session-token=') && !/Max-Age=0|expires=Thu, 01 Jan 1970/i.test(c));
  return { body: (await res.json()) as Record<string, unknown>, renewed };
}

/** Signs the console cookie out the way the browser does (next-auth CSRF token, then POST signout). */
async function signOut(cookie: string) {
  const csrf = await fetch(`${BASE_URL}/api/auth/csrf`, { headers: { cookie } });
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const jar = [cookie, ...csrf.headers.getSetCookie().map((c) => c.split(';')[0])].join('; ');
  const res = await fetch(`${BASE_URL}/api/auth/signout`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: jar, origin: BASE_URL },
    body: new URLSearchParams({ csrfToken, json: 'true' }),
  });
  expect(res.status).toBeLessThan(400);
}

async function sessionsOf(userName: string) {
  const [s] = await testDb().select().from(schema.staffUsers).where(eq(schema.staffUsers.userName, userName));
  return testDb().select().from(schema.staffSessions).where(eq(schema.staffSessions.staffId, s.staffId));
}

describe('staff sessions end for good (sign-out, password change, 12 hours)', () => {
  it('sign-out: the old cookie and the old bearer token answer 401 afterwards, and the cookie is not renewed', async () => {
    const user = await createStaff();
    const cookie = await staffSessionCookie(user);
    const token = await bearerOf(user);
    expect((await withCookie(cookie)).status).toBe(200);
    expect((await withBearer(token)).status).toBe(200);

    await signOut(cookie);
    expect((await withCookie(cookie)).status).toBe(401);
    const read = await sessionRead(cookie);
    expect(read.body).toEqual({});
    expect(read.renewed).toBe(false);

    const out = await api('POST', '/api/admin/logout', undefined, { authorization: `Bearer ${token}` });
    expect(out.status).toBe(200);
    expect((await withBearer(token)).status).toBe(401);
    expect((await sessionsOf(user.userName)).every((s) => s.revokedAt !== null)).toBe(true);
  });

  it('a password change ends every session of the account; wrong passwords typed by others end none', async () => {
    const user = await createStaff();
    const cookie = await staffSessionCookie(user);
    const token = await bearerOf(user);
    await testDb()
      .update(schema.staffUsers)
      .set({ passwordHash: await hashPassword('a-new-password-1') })
      .where(eq(schema.staffUsers.userName, user.userName));
    expect((await withCookie(cookie)).status).toBe(401);
    expect((await withBearer(token)).status).toBe(401);

    const other = await createStaff();
    const otherCookie = await staffSessionCookie(other);
    const token2 = await bearerOf(other);
    expect((await withBearer(token2)).status).toBe(200);
    // Twelve wrong passwords from three addresses: their clients are locked, the holder's sessions live on.
    const guessers = [freshClientIp(), freshClientIp(), freshClientIp()];
    for (let i = 0; i < 12; i++)
      await api(
        'POST',
        '/api/admin/login',
        { userName: other.userName, password: 'wrong-password' },
        { 'x-forwarded-for': guessers[i % 3] },
      );
    expect((await withBearer(token2)).status).toBe(200);
    expect((await withCookie(otherCookie)).status).toBe(200);
  });

  it('a session older than its absolute lifetime is refused and not renewed by GET /api/auth/session', async () => {
    const user = await createStaff();
    const cookie = await staffSessionCookie(user);
    expect((await sessionRead(cookie)).body).toHaveProperty('staffId');
    // The cookie's session (enrolling the account's authenticator signed in once with a bearer token too).
    const s = (await sessionsOf(user.userName)).find((x) => x.kind === 'cookie' && !x.revokedAt)!;
    await testDb()
      .update(schema.staffSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.staffSessions.sessionId, s.sessionId));
    const read = await sessionRead(cookie);
    expect(read.body).toEqual({});
    expect(read.renewed).toBe(false);
    expect((await withCookie(cookie)).status).toBe(401);
  });

  it('a signed token without a session id (issued before sessions were kept) is refused', async () => {
    const { encode } = await import('next-auth/jwt');
    // scripts/test.ts hands the server's secret to the tests (serverEnv), so this token is validly signed.
    const secret = readSiteEnv().auth.NEXTAUTH_SECRET;
    expect(secret).toBeTruthy();
    const token = await encode({ token: { sub: '1', name: 'admin' }, secret: secret!, maxAge: 600 });
    expect((await withBearer(token)).status).toBe(401);
  });
});
