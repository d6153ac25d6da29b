import { expect, test, type Page } from '@playwright/test';
import { randomMobile, randomName } from '../tests/helpers/people';
import { createTicket } from '../tests/helpers/tickets';
import { registerToPayment } from './apply-helpers';

/** Registers one runner on a fresh 30,000-won course and arrives at step 3 with card chosen. */
async function registerAndChooseCard(page: Page) {
  const course = await createTicket({ ticketPrice: 30000 });
  const name = randomName();
  const phone = randomMobile();
  await registerToPayment(page, { ticketSeq: course.ticketSeq, name, phone });
  await expect(page.getByTestId('amount')).toHaveText('30,000원');
  await page.getByRole('radio', { name: '카드 결제' }).check();
  await expect(page.getByTestId('bank-info')).toBeHidden();
  return { name, phone };
}

/** On the simulated checkout: it says TEST and shows the server's amount. */
async function expectTestCheckout(page: Page) {
  await expect(page).toHaveURL(/\/apply\/pay\/simulated\?orderId=/);
  await expect(page.getByTestId('test-payment-notice')).toContainText('테스트 결제입니다');
  await expect(page.getByTestId('simulated-amount')).toHaveText('30,000원');
}

test('an individual registration paid by card through the simulated provider ends CMPL on the success page', async ({ page }) => {
  const { name } = await registerAndChooseCard(page);
  await page.getByRole('button', { name: '30,000원 카드 결제' }).click();
  await expectTestCheckout(page);
  await page.getByRole('link', { name: '결제하기 (테스트)' }).click();

  await expect(page).toHaveURL(/\/apply\/success\?joinSeq=\d{4}&joinHash=/);
  await expect(page.getByTestId('payment-status').first()).toContainText('카드 결제 완료');
  await expect(page.getByTestId('registration-summary')).toContainText(name);
  await expect(page.getByTestId('registration-summary')).toContainText('카드 결제');
});

test('a card payment cancelled in the checkout ends on /apply/fail, and can be paid again from there', async ({ page }) => {
  await registerAndChooseCard(page);
  await page.getByRole('button', { name: '30,000원 카드 결제' }).click();
  await expectTestCheckout(page);
  await page.getByRole('link', { name: '결제 취소' }).click();

  await expect(page).toHaveURL(/\/apply\/fail\?code=PAY_PROCESS_CANCELED/);
  await expect(page.getByTestId('fail-message')).toHaveText('결제가 중간에 취소되었습니다. 다시 결제해 주세요.');
  await expect(page.locator('a.btn[href="/apply/search"]')).toBeVisible();

  // In the server's HTML the pay-again button is disabled: a tap before the page is live is not lost silently.
  const noScripts = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const staticPage = await noScripts.newPage();
  await staticPage.goto(page.url());
  await expect(staticPage.getByRole('button', { name: '30,000원 카드 결제' })).toBeDisabled();
  await noScripts.close();

  await page.getByRole('button', { name: '30,000원 카드 결제' }).click();
  await expectTestCheckout(page);
  await page.getByRole('link', { name: '결제하기 (테스트)' }).click();
  await expect(page.getByTestId('payment-status').first()).toContainText('카드 결제 완료');
});
