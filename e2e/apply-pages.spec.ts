import { expect, test } from '@playwright/test';
import { gotoHomeWithoutPopups } from './apply-helpers';
import { api } from '../tests/helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { confirmDeposit } from '../tests/helpers/payments';
import { seededTicket } from '../tests/helpers/tickets';

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
  await gotoHomeWithoutPopups(page);
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

test('a paid registration: name locked with contact admin, phone editable, cancelling only with a refund request', async ({ page }) => {
  const half = await seededTicket('HALF');
  const joiner = joinerBody();
  const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runnerBody(half.ticketSeq)] });
  expect(res.status).toBe(200);
  // The office confirmed the deposit.
  await confirmDeposit(res.body.joinSeq);

  await page.goto('/apply/search');
  await page.getByLabel('신청자 이름').fill(joiner.joinerName);
  await page.getByLabel('연락처').fill(joiner.cellphone);
  await page.getByLabel('접수번호').fill(String(res.body.joinSeq));
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('입금 완료');
  await expect(page.getByText('입금 완료된 신청은 연락처와 주소만 수정할 수 있습니다.')).toBeVisible();
  await page.getByLabel('이름', { exact: true }).click();
  await expect(page.getByRole('alertdialog')).toContainText('관리자에게 문의하세요');
  await page.getByRole('alertdialog').getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('button', { name: '접수 취소' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '취소하고 환불 요청' })).toBeVisible();
  await expect(page.getByTestId('money-line').first()).toHaveText('입금 35,000원');
  const phone = randomMobile();
  await page.getByLabel('연락처', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('수정이 완료되었습니다.');
});
