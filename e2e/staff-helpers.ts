import { expect, type Page } from '@playwright/test';
import { ADMIN_PASSWORD, ADMIN_USER } from '../tests/helpers/admin';

/** Signs the seeded staff account in through /user/login, landing on the reception summary. */
export async function logInStaff(page: Page) {
  await page.goto('/user/login');
  await page.getByLabel('아이디').fill(ADMIN_USER);
  await page.getByLabel('비밀번호').fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: '로그인' }).click();
  // Signing in hashes the password (Argon2id): allow for a busy machine.
  await expect(page).toHaveURL(/\/user\/reception$/, { timeout: 30_000 });
}
