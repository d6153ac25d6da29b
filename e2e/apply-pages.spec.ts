import { expect, test } from '@playwright/test';
import { randomMobile, randomName } from '../tests/helpers/people';

test('/apply/success without the order cookie says the session expired', async ({ page }) => {
  await page.goto('/apply/success?joinSeq=1234&joinHash=forged');
  await expect(page.getByTestId('session-expired')).toContainText('세션이 만료되었습니다');
  await expect(page.getByTestId('session-expired')).toContainText('잘못된 접근이거나 조회 가능 시간이 지났습니다');
  await page.getByRole('link', { name: '접수 조회로 이동' }).click();
  await expect(page).toHaveURL(/\/apply\/search$/);
});

test('a lookup that matches nothing says so without detail', async ({ page }) => {
  await page.goto('/apply/search');
  await page.getByLabel('신청자 이름').fill(randomName());
  await page.getByLabel('연락처').fill(randomMobile());
  await page.getByLabel('접수번호').fill('0001');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('일치하는 접수 내역이 없습니다.');
});

test('the English switch shows English on the home and registration pages', async ({ page }) => {
  await page.goto('/');
  await page.getByTestId('language-switch').click();
  await expect(page.getByTestId('cta-apply')).toHaveText('Register');
  await page.getByTestId('cta-apply').click();
  await expect(page.getByRole('heading', { name: 'Individual registration' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Agree to all' })).toBeVisible();
  await page.getByRole('button', { name: 'Decline' }).click();
  await expect(page.getByRole('alertdialog')).toContainText('Without consent the event application is not possible.');
  await page.goto('/apply/search');
  await expect(page.getByRole('heading', { name: 'Registration lookup' })).toBeVisible();
});
