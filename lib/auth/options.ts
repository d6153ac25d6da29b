import 'server-only';
import type { NextAuthOptions } from 'next-auth';
import CredentialsProvider from 'next-auth/providers/credentials';
import { getDb } from '@/db/client';
import { ApiError } from '@/lib/http/errors';
import { clientIp } from './client-ip';
import { attemptLogin } from './login';

/** Idle logout: a session not refreshed for 30 minutes ends (issue #4). */
export const SESSION_IDLE_SEC = 30 * 60;

/**
 * next-auth v4, Credentials provider, JWT session in an httpOnly SameSite=Lax cookie (Secure when
 * NEXTAUTH_URL is https). Errors carry the catalogue key of the message as `error`.
 */
export const authOptions: NextAuthOptions = {
  secret: process.env.NEXTAUTH_SECRET,
  session: { strategy: 'jwt', maxAge: SESSION_IDLE_SEC, updateAge: 0 },
  jwt: { maxAge: SESSION_IDLE_SEC },
  pages: { signIn: '/user/login' },
  providers: [
    CredentialsProvider({
      name: 'staff',
      credentials: { userName: { label: 'ID', type: 'text' }, password: { label: 'Password', type: 'password' } },
      async authorize(credentials, req) {
        const userName = String(credentials?.userName ?? '').trim();
        const password = String(credentials?.password ?? '');
        if (!userName || !password || userName.length > 100 || password.length > 200) throw new Error('admin.login.failed');
        const headers = new Headers(Object.entries(req?.headers ?? {}).map(([k, v]) => [k, String(v)]) as [string, string][]);
        try {
          const staff = await attemptLogin(getDb(), userName, password, clientIp(headers));
          return { id: String(staff.staffId), name: staff.userName };
        } catch (err) {
          if (err instanceof ApiError && err.messageKey) throw new Error(err.messageKey);
          throw new Error('errors.A0001');
        }
      },
    }),
  ],
  callbacks: {
    async jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.name = user.name;
        token.role = 'admin';
      }
      return token;
    },
    async session({ session, token }) {
      session.user = { name: token.name ?? null, email: null, image: null };
      (session as { staffId?: number }).staffId = Number(token.sub);
      return session;
    },
  },
};
