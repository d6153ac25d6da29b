import { expect, test } from '@playwright/test';
import { desc } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { testDb } from '../tests/helpers/env';
import { acknowledge, fillApplicant, gotoHomeWithoutPopups, toInformationStep, waitForHydration } from './apply-helpers';
import { randomMobile, randomName } from '../tests/helpers/people';
import { createTicket, seededTicket } from '../tests/helpers/tickets';

test('a newcomer registers from the home page, finds the entry, changes the phone and cancels', async ({ page }) => {
  const name = randomName();
  const phone = randomMobile();
  const half = await seededTicket('HALF');

  await gotoHomeWithoutPopups(page);
  await page.getByTestId('cta-apply').click();
  await expect(page).toHaveURL(/\/apply\/individual$/);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await toInformationStep(page);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

  await fillApplicant(page, name, phone);
  await page.getByLabel('신청자와 동일').check();
  await expect(page.getByLabel('참가자 이름')).toHaveValue(name);
  await expect(page.getByLabel('참가자 휴대전화')).toHaveValue(phone);
  await page.getByLabel('생년월일').fill('19900101');
  await expect(page.getByLabel('남', { exact: true })).toBeChecked();
  await page.getByTestId(`course-option-${half.ticketSeq}`).click();
  await expect(page.getByLabel('기념품 옵션 (사이즈)')).toHaveValue('110');

  // The form names the consent texts it showed (the version in force), which the registration records.
  const [inForce] = await testDb().select().from(schema.consentTexts).orderBy(desc(schema.consentTexts.version)).limit(1);
  const sent = page.waitForRequest((r) => r.url().endsWith('/api/applicant/applyFor') && r.method() === 'POST');
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
  expect((await sent).postDataJSON().joiner.consentVersion).toBe(inForce.version);

  // Step 3: the server's amount, the bank account and the depositor memo.
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('35,000원');
  await expect(page.getByTestId('bank-info')).toContainText('농협은행');
  await expect(page.getByTestId('depositor')).toHaveText(`${name}${phone.slice(-4)}`);
  await expect(page.getByRole('radio', { name: '카드 결제' })).toBeEnabled();
  await page.getByRole('button', { name: '확인', exact: true }).click();

  // Step 4: the registration number and the cautions.
  const joinSeq = (await page.getByTestId('join-seq').textContent())?.trim() ?? '';
  expect(joinSeq).toMatch(/^\d{4}$/);
  await expect(page.getByTestId('payment-status')).toContainText('입금 대기');
  await expect(page.getByText('참가 신청 기간이 끝난 뒤에는 참가비를 환불하지 않습니다.')).toBeVisible();

  // The detail page works for this browser (order cookie).
  await page.getByRole('link', { name: '접수 내역 보기' }).click();
  await expect(page.getByTestId('registration-summary')).toContainText(name);
  await expect(page.getByTestId('join-seq')).toHaveText(joinSeq);

  // Look it up and change the phone.
  await page.goto('/apply/search');
  await page.getByLabel('신청자 이름').fill(name);
  await page.getByLabel('연락처').fill(phone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByTestId('registration-summary')).toContainText(name);
  await expect(page.getByTestId('payment-status')).toContainText('입금 대기');
  const newPhone = randomMobile();
  await page.getByLabel('연락처', { exact: true }).fill(newPhone);
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page.getByTestId('toast')).toContainText('수정이 완료되었습니다.');
  await expect(page.getByTestId('registration-summary')).toContainText(newPhone);

  // Cancel, then back at the individual form.
  await page.getByRole('button', { name: '접수 취소' }).click();
  // The confirmation names both effects; the destructive one is the red button.
  await expect(page.getByRole('alertdialog').getByRole('button', { name: '접수 유지' })).toBeVisible();
  await acknowledge(page, '접수를 취소하시겠습니까?', '접수 취소하기');
  await acknowledge(page, '접수가 취소되었습니다.');
  await expect(page).toHaveURL(/\/apply\/individual$/);

  // The lookup now shows the cancellation.
  await page.goto('/apply/search');
  await page.getByLabel('신청자 이름').fill(name);
  await page.getByLabel('연락처').fill(newPhone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByTestId('payment-status')).toContainText('참가 취소');
});

test('consent: next needs both agreements, decline explains why', async ({ page }) => {
  await page.goto('/apply/individual');
  await waitForHydration(page.getByRole('button', { name: '다음' }));
  await page.getByRole('button', { name: '다음' }).click();
  await acknowledge(page, '모두 동의해야 합니다.');
  await page.getByLabel('개인정보 수집 및 이용에 동의합니다.').check();
  await page.getByRole('button', { name: '다음' }).click();
  await acknowledge(page, '모두 동의해야 합니다.');
  await page.getByRole('button', { name: '동의하지 않음' }).click();
  await acknowledge(page, '동의하지 않으면 대회 신청이 불가능합니다.');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
});

test('a sold-out course is shown but cannot be chosen', async ({ page }) => {
  const full = await createTicket({ acceptable: 1, total: 1 });
  await page.goto('/apply/individual');
  await toInformationStep(page);
  const card = page.getByTestId(`course-option-${full.ticketSeq}`);
  await expect(card).toContainText(full.ticketName);
  await expect(card).toContainText('정원 마감');
  await expect(card.getByRole('radio')).toBeDisabled();
  const half = await seededTicket('HALF');
  await expect(page.getByTestId(`course-option-${half.ticketSeq}`).getByRole('radio')).toBeEnabled();
});

test('the form shows the rules of spec §5 and the half-course age rule', async ({ page }) => {
  const half = await seededTicket('HALF');
  await page.goto('/apply/individual');
  await toInformationStep(page);
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('(필수) 이름을 공백 없이 정확히 입력했는지 확인해 주세요.').first()).toBeVisible();
  // Each message shows at its field and in the summary at the top.
  await expect(page.getByText('참가 종목을 선택해 주세요.').first()).toBeVisible();

  await fillApplicant(page, randomName(), randomMobile());
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('20150230');
  await page.getByTestId(`course-option-${half.ticketSeq}`).click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('생년월일 8자리를 정확히 입력해 주세요.').first()).toBeVisible();
  await page.getByLabel('생년월일').fill('20150101');
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('하프코스는 대회일 기준 만 18세 이상만 참가할 수 있습니다.').first()).toBeVisible();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
});
