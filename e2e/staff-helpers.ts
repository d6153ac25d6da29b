import { expect, type Page } from '@playwright/test';
import { createStaff, totpCode, type StaffAccount } from '../tests/helpers/admin';

/**
 * Signs a staff account in through /user/login as a person does: user name and password, then the
 * code of its authenticator app (computed with otplib from the secret it enrolled) when the page asks
 * for it. Without `account`, a new director of its own (so no two sign-ins share a TOTP step), which
 * lands on the reception summary. Returns the account.
 */
export async function logInStaff(page: Page, account?: StaffAccount): Promise<StaffAccount> {
  const staff = account ?? (await createStaff({ role: 'director' }));
  await page.goto('/user/login');
  await page.getByLabel('아이디').fill(staff.userName);
  await page.getByLabel('비밀번호').fill(staff.password);
  await page.getByRole('button', { name: '로그인' }).click();
  if (staff.totpSecret) {
    const code = page.getByLabel('인증 코드 (6자리)');
    // Signing in hashes the password (Argon2id): allow for a busy machine.
    await expect(code).toBeVisible({ timeout: 30_000 });
    await code.fill(await totpCode(staff.totpSecret));
    await page.getByRole('button', { name: '로그인' }).click();
  }
  await expect(page).not.toHaveURL(/\/user\/login/, { timeout: 30_000 });
  if (!account) await expect(page).toHaveURL(/\/user\/reception$/, { timeout: 30_000 });
  return staff;
}
