import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { env } from '@/lib/env';
import { ApiError } from '@/lib/errors';
import { logger as log } from '@/lib/log/logger';
import { clientIp } from './client-ip';
import { rememberSignedIn } from './device';
import { signInStaff } from './sign-in';
import { isStaffSessionValid, openStaffSession, revokeStaffSession } from './staff-session';
import { CONTROL_CHARS_RE } from '@/lib/validation/fields';

/** Idle logout: a session not refreshed for 30 minutes ends (spec §6). The absolute limit is SESSION_ABSOLUTE_SEC. */
export const SESSION_IDLE_SEC = 30 * 60;

/**
 * next-auth v4, Credentials provider (user name, password and, for accounts that use it, the TOTP
 * code: lib/auth/sign-in.ts), JWT session in an httpOnly SameSite=Lax cookie (Secure when
 * NEXTAUTH_URL is https). Errors carry the catalogue key of the message as `error` (the login form
 * asks for the code on 'admin.login.otpRequired' and starts the enrolment on 'admin.login.enrolRequired').
 * The role is not kept in the token: every page and call reads it from the account.
 */
export const authOptions: NextAuthOptions = {
  secret: env.auth.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_IDLE_SEC, updateAge: 0 },
  jwt: { maxAge: SESSION_IDLE_SEC },
  pages: { signIn: '/user/login' },
  providers: [
    CredentialsProvider({
      name: 'staff',
      credentials: {
        userName: { label: 'ID', type: 'text' },
        password: { label: 'Password', type: 'password' },
        otp: { label: 'Code', type: 'text' },
      },
      async authorize(credentials, req) {
        const userName = String(credentials?.userName ?? '').trim();
        const password = String(credentials?.password ?? '');
        const otp = String(credentials?.otp ?? '').slice(0, 20);
        if (!userName || !password || userName.length > 100 || password.length > 200) throw new Error('admin.login.failed');
        // A NUL byte would reach PostgreSQL as text and fail there; it is simply a wrong login.
        if (CONTROL_CHARS_RE.test(userName) || CONTROL_CHARS_RE.test(password)) throw new Error('admin.login.failed');
        const headers = new Headers(Object.entries(req?.headers ?? {}).map(([k, v]) => [k, String(v)]) as [string, string][]);
        try {
          const staff = await signInStaff(getDb(), { userName, password, otp }, clientIp(headers), headers.get('cookie'));
          rememberSignedIn(staff.staffId);
          return { id: String(staff.staffId), name: staff.userName };
        } catch (err) {
          if (err instanceof ApiError && err.messageKey) throw new Error(err.messageKey);
          throw new Error('errors.A0001');
        }
      },
    }),
  ],
  // next-auth's own logger prints stacks to the console; ours logs the code only (no personal data),
  // and an ended staff session (sign-out, 12 hours, password or role change, disabled account) is routine, not an error.
  logger: {
    error(code) {
      if (code === 'JWT_SESSION_ERROR') log.info({ code }, 'staff session ended');
      else log.error({ code }, 'next-auth error');
    },
    warn(code) {
      log.warn({ code }, 'next-auth warning');
    },
    debug() {},
  },
  events: {
    async signOut({ token }) {
      await revokeStaffSession(getDb(), token?.sid);
    },
  },
  callbacks: {
    // Runs at sign-in (user set) and on every session read, which re-issues the cookie with a new
    // idle expiry: a revoked or 12-hour-old session throws here, so next-auth clears the cookie
    // instead of renewing it.
    async jwt({ token, user }) {
      if (user) {
        const { sessionId } = await openStaffSession(getDb(), Number(user.id), 'cookie');
        token.sub = user.id;
        token.name = user.name;
        token.sid = sessionId;
        return token;
      }
      if (!(await isStaffSessionValid(getDb(), token.sid, Number(token.sub)))) throw new Error('staff session ended');
      return token;
    },
    async session({ session, token }) {
      session.user = { name: token.name ?? null, email: null, image: null };
      (session as { staffId?: number }).staffId = Number(token.sub);
      return session;
    },
  },
};
