import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { acknowledge, toInformationStep } from './apply-helpers';
import { createTicket } from '../tests/helpers/tickets';

// A runner from abroad on a phone (360 px): a passport name with a space, a Japanese number with
// '+81', the e-mail field that appears for it, and card as the only way to pay.
test.use({ viewport: { width: 360, height: 780 } });

test('a runner from abroad registers with a +81 number and an e-mail address, and is offered card payment only', async ({ page }) => {
  const t = await createTicket({ ticketPrice: 30000 });
  const number = `90${randomInt(1000, 10_000)}${randomInt(1000, 10_000)}`;
  await page.goto('/apply/individual');
  await toInformationStep(page);

  await page.getByLabel('이름', { exact: true }).fill('TANAKA Hanako');
  await expect(page.getByLabel('이메일')).toHaveCount(0);
  await page.getByLabel('연락처', { exact: true }).fill(`+81 ${number.slice(0, 2)}-${number.slice(2, 6)}-${number.slice(6)}`);
  await expect(page.getByLabel('연락처', { exact: true })).toHaveValue(`+81${number}`);
  // The e-mail contact appears for a phone from abroad; the form says messages go there and card is the way to pay.
  await expect(page.getByText('해외 휴대폰은 + 와 국가번호로 입력하세요')).toBeVisible();
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(page.getByText('직접 입력합니다')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('우편번호', { exact: true }).fill('34126');
  await page.getByLabel('도로명 주소').fill('대전 유성구 대학로 99 (궁동)');
  await page.getByLabel('상세 주소').fill('Hotel Daejeon 701');
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByLabel('여', { exact: true }).check();
  await page.getByTestId(`course-option-${t.ticketSeq}`).click();

  // Without the address the form says what is missing, at the field (and in the error summary above the form).
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.locator('#email-error')).toContainText('이메일 주소를 입력해 주세요');
  await page.getByLabel('이메일').fill(`hanako.${number}@example.jp`);
  await page.screenshot({ path: 'test-results/foreign-runner-360-form.png', fullPage: true });
  // The same form on a desktop screen, to look at.
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.locator('#email').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/foreign-runner-1280-form.png' });
  await page.setViewportSize({ width: 360, height: 780 });

  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('30,000원');
  await expect(page.getByText('계좌이체는 국내 은행 계좌에서만 가능합니다')).toBeVisible();
  await expect(page.getByRole('radio', { name: '무통장 입금' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: '카드 결제' })).toBeChecked();
  await page.screenshot({ path: 'test-results/foreign-runner-360-payment.png', fullPage: true });
  // Nothing is wider than the screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});
