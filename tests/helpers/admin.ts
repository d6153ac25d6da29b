import { api } from './env';

/** Password of the seeded `admin` under npm test (scripts/test.ts sets ADMIN_PASSWORD). */
export const ADMIN_PASSWORD = process.env.ADMIN_PASSWORD ?? 'test-admin-password-24';

let token: Promise<string> | undefined;
/** A bearer token of the seeded staff account (POST /api/admin/login), shared by a test file. */
export function adminToken(): Promise<string> {
  token ??= api('POST', '/api/admin/login', { userName: 'admin', password: ADMIN_PASSWORD }).then((r) => {
    if (r.status !== 200) throw new Error(`admin login failed: ${r.status}`);
    return r.body.token as string;
  });
  return token;
}

/** Authorization header for admin calls. */
export async function asAdmin(): Promise<Record<string, string>> {
  return { authorization: `Bearer ${await adminToken()}` };
}
