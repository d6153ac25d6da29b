import { randomInt } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { desc, eq } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { acknowledge, fillApplicant, toInformationStep, waitForHydration } from './apply-helpers';
import { logInStaff } from './staff-helpers';
import { api, testDb } from '../tests/helpers/env';
import { randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { createTicket } from '../tests/helpers/tickets';

// A runner from abroad on a phone (360 px): a passport name with a space, a Japanese number with
// '+81', the e-mail field and the free-form address that appear for it, and card as the only way to
// pay; then the lookup page, where they change their e-mail address, and the waitlist form.
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
  // A phone from abroad: one free-form address instead of the Korean postcode search.
  await expect(page.getByRole('button', { name: '우편번호 찾기' })).toHaveCount(0);
  await expect(page.getByLabel('도로명 주소')).toHaveCount(0);
  await expect(page.getByText('배번과 기념품을 대회 사무국에서 직접 받습니다')).toBeVisible();
  await page.getByLabel('우편번호 (있으면)').fill('100-0005');
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByLabel('여', { exact: true }).check();
  await page.getByTestId(`course-option-${t.ticketSeq}`).click();

  // Without the e-mail and the address the form says what is missing, at each field (and in the error summary above the form).
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.locator('#email-error')).toContainText('이메일 주소를 입력해 주세요');
  await expect(page.locator('#zipAddress-error')).toContainText('주소를 입력해 주세요 (국가, 도시, 거리)');
  await page.getByLabel('이메일').fill(`hanako.${number}@example.jp`);
  await page.getByLabel('주소 (거리, 도시, 국가)').fill('1-2-3 Marunouchi, Chiyoda-ku, Tokyo, Japan');
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

/** A registration of a runner from abroad made through the API: its number, name, phone and e-mail. */
async function registeredFromAbroad(ticketSeq: number) {
  const number = `90${randomInt(1000, 10_000)}${randomInt(1000, 10_000)}`;
  const phone = `+81${number}`;
  const email = `hanako.${number}@example.jp`;
  const res = await api('POST', '/api/applicant/applyFor', {
    joiner: {
      joinerName: 'TANAKA Hanako',
      cellphone: phone,
      email,
      zipcode: '',
      zipAddress: 'Tokyo, Japan',
      address: '',
      paymentType: 'CARD',
    },
    runners: [runnerBody(ticketSeq, { runnerName: 'TANAKA Hanako', cellphone: phone, gender: 'F' })],
  });
  expect(res.status).toBe(200);
  return { joinSeq: String(res.body.joinSeq).padStart(4, '0'), phone, email };
}

test('a runner from abroad changes their e-mail address on the lookup page', async ({ page }) => {
  const t = await createTicket({ ticketPrice: 30000 });
  const reg = await registeredFromAbroad(t.ticketSeq);
  await page.goto('/apply/search');
  const submit = page.getByRole('button', { name: '조회' });
  await waitForHydration(submit);
  await page.getByLabel('신청자 이름').fill('TANAKA Hanako');
  await page.getByLabel('연락처').fill(reg.phone);
  await page.getByLabel('접수번호').fill(reg.joinSeq);
  await submit.click();

  // The edit form shows the e-mail address and the free-form address, not the postcode search.
  const email = page.getByLabel('이메일');
  await expect(email).toHaveValue(reg.email);
  await expect(page.getByLabel('주소 (거리, 도시, 국가)')).toHaveValue('Tokyo, Japan');
  // The balance is offered by card only (no bank account details for a runner from abroad).
  await expect(page.getByTestId('bank-info')).toHaveCount(0);
  await expect(page.getByTestId('pay-by-card-now')).toContainText('카드로 결제해 주세요');
  await expect(page.getByRole('button', { name: '우편번호 찾기' })).toHaveCount(0);
  await email.fill('');
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page.locator('#email-error')).toContainText('이메일 주소를 입력해 주세요');
  const changed = `new.${reg.email}`;
  await email.fill(changed);
  await email.scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/foreign-runner-360-edit.png', fullPage: true });
  await page.getByRole('button', { name: '수정', exact: true }).click();
  await expect(page.getByText('수정이 완료되었습니다.')).toBeVisible();
  const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, reg.phone));
  expect(row.email).toBe(changed);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel('이메일').scrollIntoViewIfNeeded();
  await page.screenshot({ path: 'test-results/foreign-runner-1280-edit.png' });
});

test('a runner from abroad joins the waitlist of a full course with an e-mail address', async ({ page }) => {
  const t = await createTicket({ acceptable: 0 });
  await page.goto(`/apply/waitlist?ticketSeq=${t.ticketSeq}`);
  const join = page.getByRole('button', { name: '대기 신청', exact: true });
  await waitForHydration(join);
  await page.getByLabel('참가자 이름').fill('John Smith');
  await page.getByLabel('생년월일').fill('19880412');
  await page.getByLabel('남', { exact: true }).check();
  await expect(page.getByLabel('이메일')).toHaveCount(0);
  await page.getByLabel('참가자 휴대전화').fill('+44 7911 123456');
  await join.click();
  await expect(page.locator('#waitEmail-error')).toContainText('이메일 주소를 입력해 주세요');
  await page.getByLabel('이메일').fill(`john.${randomInt(1e9)}@example.uk`);
  await page.screenshot({ path: 'test-results/foreign-runner-360-waitlist.png', fullPage: true });
  await join.click();
  await expect(page.getByTestId('waitlist-joined')).toBeVisible();
  await expect(page.getByTestId('wait-position')).toHaveText('현재 1번째');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('a group member from abroad is asked for their own e-mail address, which is stored with them', async ({ page }) => {
  const t = await createTicket();
  await page.goto('/apply/group');
  await toInformationStep(page);
  const applicant = randomName();
  const phone = randomMobile();
  await fillApplicant(page, applicant, phone);
  const groupName = `대청 ${randomName()} 달림이`;
  await page.getByLabel('단체명').fill(groupName);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await acknowledge(page, '사용 가능합니다!');

  // The applicant runs too (a Korean mobile: no e-mail asked).
  await page.getByRole('button', { name: '신청자와 동일' }).click();
  await page.getByLabel('생년월일').fill('19850505');
  await page.getByLabel('참가 종목').selectOption(String(t.ticketSeq));
  await expect(page.getByLabel('참가자 이메일')).toHaveCount(0);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 1명');

  // A member with a British number: the row asks for their own address.
  await page.getByLabel('참가자 이름').fill('Mary-Jane Smith');
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByLabel('여', { exact: true }).check();
  await page.getByLabel('참가자 휴대전화').fill('+44 7911 123456');
  await page.getByLabel('참가 종목').selectOption(String(t.ticketSeq));
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.locator('#runnerEmail-error')).toContainText('이메일 주소를 입력해 주세요');
  const email = `mary.${randomInt(1e9)}@example.uk`;
  await page.getByLabel('참가자 이메일').fill(email);
  await page.screenshot({ path: 'test-results/foreign-runner-360-group-member.png', fullPage: true });
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 2명');

  await page.getByRole('button', { name: '접수하기' }).click();
  await acknowledge(page, '단체 접수하시겠습니까?', '접수하기');
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  const [member] = await testDb()
    .select()
    .from(schema.runners)
    .where(eq(schema.runners.runnerName, 'Mary-Jane Smith'))
    .orderBy(desc(schema.runners.runnerSeq))
    .limit(1);
  expect(member).toMatchObject({ cellphone: '+447911123456', email });
});

test('staff enter a runner from abroad by proxy: e-mail and free-form address, as on the public form', async ({ page }) => {
  const t = await createTicket();
  await logInStaff(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/user/reception/application/individual');
  await waitForHydration(page.getByRole('button', { name: '신청', exact: true }));
  const number = `90${randomInt(1000, 10_000)}${randomInt(1000, 10_000)}`;
  await page.locator('#joinerName').fill('SUZUKI Taro');
  await page.locator('#cellphone').fill(`+81 ${number}`);
  await expect(page.getByRole('button', { name: '우편번호 찾기' })).toHaveCount(0);
  await page.getByLabel('주소 (거리, 도시, 국가)').fill('2-1 Umeda, Kita-ku, Osaka, Japan');
  await page.locator('#runner-runnerName').fill('SUZUKI Taro');
  await page.locator('#runner-birthday').fill('19800808');
  await page.locator('#runner-cellphone').fill(`+81 ${number}`);
  await page.locator('#runner-course').selectOption(String(t.ticketSeq));
  // The runner's phone is the applicant's: the applicant's address serves, no second e-mail is asked.
  await expect(page.locator('#runner-email')).toHaveCount(0);
  await expect(page.getByTestId('proxy-payment-type')).toHaveText('카드');
  await page.getByRole('button', { name: '신청', exact: true }).click();
  await expect(page.locator('#email-error')).toContainText('이메일 주소를 입력해 주세요');
  const email = `taro.${number}@example.jp`;
  await page.locator('#email').fill(email);
  await page.screenshot({ path: 'test-results/foreign-runner-1280-proxy.png', fullPage: true });
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/applicant/applyForAll'));
  await page.getByRole('button', { name: '신청', exact: true }).click();
  expect((await saved).status()).toBe(200);
  const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.email, email));
  expect(row).toMatchObject({
    cellphone: `+81${number}`,
    paymentType: 'CARD',
    zipAddress: '2-1 Umeda, Kita-ku, Osaka, Japan',
    source: 'proxy',
  });
});
