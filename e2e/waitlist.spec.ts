import { expect, test } from '@playwright/test';
import { acknowledge, fillApplicant, toInformationStep, waitForHydration } from './apply-helpers';
import { api } from '../tests/helpers/env';
import { randomMobile, randomName } from '../tests/helpers/people';
import { applyRunner } from '../tests/helpers/places';
import { createTicket } from '../tests/helpers/tickets';

test.use({ viewport: { width: 360, height: 780 } });

/** The page's width beyond the viewport (0 when nothing scrolls sideways). */
const overflow = (page: import('@playwright/test').Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('on a phone: course full → join the waitlist → a place frees → the invitation link → registered', async ({ page }) => {
  // A course of one place, taken.
  const course = await createTicket({ acceptable: 1 });
  const holder = await applyRunner(course.ticketSeq);
  expect(holder.res.status).toBe(200);
  const name = randomName();
  const phone = randomMobile();

  // The apply form shows the course full and offers its waitlist.
  await page.goto('/apply/individual');
  await toInformationStep(page);
  await expect(page.getByTestId(`course-option-${course.ticketSeq}`).getByRole('radio')).toBeDisabled();
  const offer = page.getByTestId('waitlist-offer').getByRole('link', { name: new RegExp(course.ticketName) });
  await offer.click();
  await expect(page).toHaveURL(new RegExp(`/apply/waitlist\\?ticketSeq=${course.ticketSeq}$`));

  // Join the line at 360 px.
  await expect(page.getByRole('heading', { name: '대기 신청하기' })).toBeVisible();
  await expect(page.getByText('단체 신청은 대기 신청을 받지 않습니다')).toBeVisible();
  const joinButton = page.getByRole('button', { name: '대기 신청', exact: true });
  await waitForHydration(joinButton);
  await expect(page.getByLabel('참가 종목')).toHaveValue(String(course.ticketSeq));
  await page.getByLabel('참가자 이름').fill(name);
  await page.getByLabel('생년월일').fill('19920315');
  await page.getByLabel('여', { exact: true }).check();
  await page.getByLabel('참가자 휴대전화').fill(phone);
  await joinButton.click();
  await expect(page.getByTestId('waitlist-joined')).toBeVisible();
  await expect(page.getByTestId('wait-position')).toHaveText('현재 1번째');
  const waitSeq = (await page.getByTestId('wait-seq').textContent())!.trim();
  expect(waitSeq).toMatch(/^\d{6}$/);
  expect(await overflow(page)).toBeLessThanOrEqual(0);

  // A place frees: the holder cancels, and the place is held for the first in line.
  const cancel = await api('DELETE', '/api/application/cancel', {
    joinSeq: String(holder.res.body.joinSeq).padStart(4, '0'),
    joinerName: holder.joiner.joinerName,
    cellphone: holder.joiner.cellphone,
  });
  expect(cancel.status).toBe(200);

  // The runner looks the entry up: invited, with the registration link.
  await page.getByLabel('대기번호').fill(waitSeq);
  await page.getByLabel('이름', { exact: true }).fill(name);
  await page.getByLabel('연락처', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByTestId('waitlist-state')).toContainText('신청 안내 중');
  await page.getByTestId('invite-link').click();
  await expect(page).toHaveURL(/\/apply\/individual\?invite=/);

  // The ordinary individual form, filled with the invited runner and the held course.
  await toInformationStep(page);
  await expect(page.getByTestId('invitation-notice')).toContainText(course.ticketName);
  await expect(page.getByLabel('참가자 이름')).toHaveValue(name);
  await expect(page.getByLabel('참가자 이름')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('참가자 휴대전화')).toHaveValue(phone);
  await expect(page.getByTestId(`course-option-${course.ticketSeq}`).getByRole('radio')).toBeChecked();
  await fillApplicant(page, name, phone);
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');

  // Registered: step 3 with the amount and the entry's own payment deadline.
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  await expect(page.getByTestId('pay-deadline')).toContainText('까지');
  expect(await overflow(page)).toBeLessThanOrEqual(0);
  const state = await api('POST', '/api/waitlist/search', { waitSeq, runnerName: name, cellphone: phone });
  expect(state.body.state).toBe('registered');
});
