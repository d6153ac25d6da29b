import { generate } from 'otplib';

/**
 * A bearer token of a seeded staff account for a benchmark (spec §7 POST /api/admin/login). Accounts
 * that can see personal data sign in with two steps, so it enrols an authenticator first (POST
 * /api/admin/login/enrol, as the login page does for an account without one) and signs in with its
 * current code. Throws with the site's answer when a step is refused, so that a benchmark never goes
 * on to measure refusals.
 */
export async function staffToken(base: string, userName: string, password: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(`${base}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const enrol = await post('/api/admin/login/enrol', { userName, password });
  if (!enrol.ok) throw new Error(`staff enrolment refused: ${enrol.status} ${await enrol.text()}`);
  const { secret } = (await enrol.json()) as { secret: string };
  const login = await post('/api/admin/login', { userName, password, otp: await generate({ secret }) });
  if (!login.ok) throw new Error(`staff sign-in refused: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}
