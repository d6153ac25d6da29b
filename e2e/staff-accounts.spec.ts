import { expect, test } from '@playwright/test';
import { totpCode, type StaffAccount } from '../tests/helpers/admin';
import { logInStaff } from './staff-helpers';

/**
 * A director gives a volunteer at the check-in desk an account: the desk role sees personal data, so its
 * first sign-in enrols an authenticator app (the code computed here from the key the page shows) and
 * replaces the temporary password; the desk then looks runners up but is refused the export page.
 */
test('a director creates a desk account, which signs in with two steps and is refused the export page', async ({ page, browser }) => {
  test.setTimeout(180_000);
  await logInStaff(page);
  await page.goto('/user/staff');
  const userName = `desk-${Date.now().toString(36)}`;
  await page.getByRole('textbox', { name: '아이디', exact: true }).fill(userName);
  await page.getByRole('textbox', { name: '이름', exact: true }).fill('현장 데스크 1');
  await page.getByRole('combobox', { name: '역할', exact: true }).selectOption('desk');
  await page.getByRole('button', { name: '계정 만들기' }).click();
  await expect(page.getByText(`${userName} 계정의 임시 비밀번호입니다`)).toBeVisible({ timeout: 30_000 });
  const temporary = (await page.locator('code').first().textContent())!.trim();
  expect(temporary.length).toBeGreaterThanOrEqual(12);
  await expect(page.getByRole('row', { name: new RegExp(userName) })).toContainText('필수 (첫 로그인 때 설정)');

  // The volunteer, on their own device.
  const desk = await (await browser.newContext()).newPage();
  await desk.goto('/user/login');
  await desk.getByLabel('아이디').fill(userName);
  await desk.getByLabel('비밀번호').fill(temporary);
  await desk.getByRole('button', { name: '로그인' }).click();
  await expect(desk.getByRole('heading', { name: '2단계 인증 설정' })).toBeVisible({ timeout: 30_000 });
  await expect(desk.getByRole('img', { name: '인증 앱으로 스캔할 QR 코드' })).toBeVisible();
  const secret = (await desk.getByTestId('totp-secret').textContent())!.trim();
  await desk.getByLabel('인증 코드 (6자리)').fill(await totpCode(secret));
  await desk.getByRole('button', { name: '로그인' }).click();

  // A temporary password is replaced before anything else opens.
  await expect(desk).toHaveURL(/\/user\/account$/, { timeout: 30_000 });
  const newPassword = 'desk-volunteer-2026';
  // Required fields' labels end in '*'.
  await desk.getByLabel(/^현재 비밀번호\*?$/).fill(temporary);
  await desk.getByLabel(/^새 비밀번호\*?$/).fill(newPassword);
  await desk.getByLabel(/^새 비밀번호 확인\*?$/).fill(newPassword);
  await desk.getByRole('button', { name: '비밀번호 바꾸기' }).click();
  const notice = desk.getByRole('alertdialog');
  await expect(notice).toContainText('비밀번호를 바꿨습니다', { timeout: 30_000 });
  await notice.getByRole('button').first().click();
  await expect(desk).toHaveURL(/\/user\/login/, { timeout: 30_000 });

  const account: StaffAccount = { staffId: 0, userName, password: newPassword, role: 'desk', totpSecret: secret };
  await logInStaff(desk, account);
  const lookup = await desk.goto('/user/reception/receptionist?pageNo=1&rowCount=10');
  expect(lookup?.status()).toBe(200);
  const exportPage = await desk.goto('/user/reception/export');
  expect(exportPage?.status()).toBe(403);
  await expect(desk.getByRole('heading', { name: '권한이 없습니다' })).toBeVisible();
  // The menus do not offer what the role may not open.
  await expect(desk.getByRole('link', { name: /내려받기/ })).toHaveCount(0);

  // The director's list shows the account in use, with its two-step sign-in and last sign-in.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(userName) });
  await expect(row).toContainText('사용 중');
  await expect(row).not.toContainText('없음');
});
