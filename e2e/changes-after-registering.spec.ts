import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { api } from '../tests/helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { confirmDeposit } from '../tests/helpers/payments';
import { createTicket } from '../tests/helpers/tickets';
import { acknowledge, waitForHydration } from './apply-helpers';

test.use({ viewport: { width: 360, height: 780 } });

test('on a phone: look up, change the T-shirt size, add a member and pay the difference by card, then cancel with a refund request', async ({
  page,
}) => {
  // A group of two on a 30,000-won course, paid by bank transfer (the office confirmed 60,000 won).
  const course = await createTicket({ ticketPrice: 30000 });
  const joiner = { ...joinerBody(), exponent: `달리기${randomName()}` };
  const res = await api('POST', '/api/applicant/applyFor', {
    joiner,
    runners: [runnerBody(course.ticketSeq, { choiceOption: '100' }), runnerBody(course.ticketSeq)],
  });
  expect(res.status).toBe(200);
  await confirmDeposit(res.body.joinSeq);
  // Each step leaves screenshots of the sections it used in the test's output folder, to be looked at (not compared).
  const shot = async (name: string, ...testIds: string[]) => {
    for (const id of testIds) await page.getByTestId(id).screenshot({ path: test.info().outputPath(`${name}-${id}.png`) });
    if (testIds.length === 0) await page.screenshot({ path: test.info().outputPath(`${name}.png`) });
  };

  // Look up.
  await page.goto('/apply/search');
  const submit = page.getByRole('button', { name: '조회' });
  await waitForHydration(submit);
  await page.getByLabel('신청자 이름').fill(joiner.joinerName);
  await page.getByLabel('연락처').fill(joiner.cellphone);
  await page.getByLabel('접수번호').fill(String(res.body.joinSeq).padStart(4, '0'));
  await submit.click();
  const money = page.getByTestId('payment-section');
  await expect(money.getByTestId('money-line')).toHaveText('입금 60,000원');
  await shot('1-lookup', 'registration-summary', 'payment-section');
  // The found registration with all its change sections: no serious or critical WCAG 2.1 AA finding.
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(
    axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes[0]?.target}`),
  ).toEqual([]);

  // Change the first runner's T-shirt size: no money involved.
  const changes = page.getByTestId('runner-changes');
  await changes.getByRole('button', { name: /변경$/ }).first().click();
  await changes.getByLabel('기념품 옵션').selectOption('110');
  await changes.getByRole('button', { name: '변경하기' }).click();
  await acknowledge(page, '금액 변동은 없습니다', '변경하기');
  await expect(page.getByTestId('toast')).toContainText('변경되었습니다.');
  await expect(page.getByTestId('registration-summary')).toContainText('110');
  await shot('2-size-changed', 'runner-changes');

  // Add a member: 30,000 won more, shown before it is sent; the deposit stays.
  const add = page.getByTestId('add-members');
  await add.getByLabel('참가자 이름').fill(randomName());
  await add.getByLabel('생년월일').fill('19880808');
  await add.getByLabel('참가자 휴대전화').fill(randomMobile());
  await add.getByLabel('참가 종목').selectOption(String(course.ticketSeq));
  await add.getByRole('button', { name: '추가', exact: true }).click();
  await expect(add.getByTestId('members-to-add')).toBeVisible();
  await add.getByRole('button', { name: '참가자 추가 신청' }).click();
  await acknowledge(page, '추가 납부 금액은 30,000원입니다.', '추가하기');
  await expect(money.getByTestId('money-line')).toHaveText('입금 60,000원 · 추가 납부 30,000원');
  await expect(page.getByTestId('balance-due')).toBeVisible();
  await shot('3-member-added', 'payment-section', 'add-members');

  // Pay the difference by card (a new order for the balance, through the simulated checkout).
  await page.getByTestId('balance-due').getByRole('button', { name: '30,000원 카드 결제' }).click();
  await expect(page).toHaveURL(/\/apply\/pay\/simulated\?orderId=/);
  await expect(page.getByTestId('simulated-amount')).toHaveText('30,000원');
  await page.getByRole('link', { name: '결제하기 (테스트)' }).click();
  await expect(page).toHaveURL(/\/apply\/success\?joinSeq=\d{4}&joinHash=/);
  await expect(page.getByTestId('payment-status').first()).toHaveText(/(입금|결제) 완료/);
  await shot('4-difference-paid');

  // Cancel everything with a refund request: 30,000 back on the card, 60,000 to a bank account.
  await page.goto('/apply/search');
  await waitForHydration(page.getByRole('button', { name: '조회' }));
  await page.getByLabel('신청자 이름').fill(joiner.joinerName);
  await page.getByLabel('연락처').fill(joiner.cellphone);
  await page.getByLabel('접수번호').fill(String(res.body.joinSeq).padStart(4, '0'));
  await page.getByRole('button', { name: '조회' }).click();
  await expect(money.getByTestId('money-line')).toHaveText('입금 90,000원');
  const refund = page.getByTestId('refund-section');
  await expect(refund.getByTestId('refund-policy')).toBeVisible();
  await expect(refund.getByTestId('amount-back')).toContainText('돌려받을 금액: 90,000원');
  await expect(refund.getByTestId('amount-back')).toContainText('카드 결제 취소 30,000원, 계좌 환불 60,000원');
  await refund.getByLabel('은행').selectOption('011');
  await refund.getByLabel('계좌번호').fill('302-1234-5678-91');
  await shot('5-refund-form', 'refund-section');
  await refund.getByRole('button', { name: '취소하고 환불 요청' }).click();
  await acknowledge(page, '돌려받을 금액: 90,000원', '취소하고 환불 요청');
  await acknowledge(page, '환불 요청이 접수되었습니다. 사무국 확인 후 90,000원이 환불됩니다.');
  await expect(page.getByTestId('payment-status')).toContainText('참가 취소');
  await expect(page.getByTestId('refund-requests')).toContainText('90,000원 · 요청됨');
  // Asked for: the request form is gone, nothing is offered twice.
  await expect(refund.getByTestId('refund-form')).toHaveCount(0);
  await shot('6-refund-requested', 'payment-section', 'refund-section');
});
