import { expect, test, type Page } from '@playwright/test';
import { acknowledge, fillApplicant, toInformationStep } from './apply-helpers';
import { joinerBody, randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { seededTicket } from '../tests/helpers/tickets';

interface Runner {
  name: string;
  birthday: string;
  phone: string;
  ticketSeq: number;
}

async function fillRunner(page: Page, r: Runner) {
  await page.getByLabel('참가자 이름').fill(r.name);
  await page.getByLabel('생년월일').fill(r.birthday);
  await page.getByLabel('참가자 휴대전화').fill(r.phone);
  await page.getByLabel('참가 종목').selectOption(String(r.ticketSeq));
}

const person = (ticketSeq: number): Runner => ({ name: randomName(), birthday: '19900101', phone: randomMobile(), ticketSeq });

test('a group of 3 runners, one edited and one deleted, is registered, sees the bank transfer details and pays by card', async ({
  page,
  request,
}) => {
  const half = await seededTicket('HALF');
  const mini = await seededTicket('10KM');
  const health = await seededTicket('HEALTH');
  const applicant = randomName();
  const phone = randomMobile();

  // A group name and a runner already registered by someone else.
  const takenName = `이미 ${randomName()}`;
  const registered = runnerBody(health.ticketSeq);
  const prior = await request.post('/api/applicant/applyFor', {
    data: { joiner: { ...joinerBody(), exponent: takenName }, runners: [registered, runnerBody(health.ticketSeq)] },
  });
  expect(prior.status()).toBe(200);

  await page.goto('/apply/group');
  await expect(page.getByRole('heading', { name: '단체 접수 (2인 이상)' })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
  await toInformationStep(page);
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');

  await fillApplicant(page, applicant, phone);

  // Group name: a taken one is 'Duplicate!'; a new one 'Available!'; editing it resets the check.
  const groupName = `대청 ${randomName()} 달림이`;
  await page.getByLabel('단체명').fill(takenName);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await acknowledge(page, '중복입니다!');
  await page.getByLabel('단체명').fill(groupName);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await acknowledge(page, '사용 가능합니다!');
  await expect(page.getByTestId('name-available')).toBeVisible();
  await page.getByLabel('단체명').fill(`${groupName}팀`);
  await expect(page.getByTestId('name-available')).toHaveCount(0);

  // Runner rows: gender M and option 110 by default; changing course resets the option.
  const first = person(half.ticketSeq);
  await fillRunner(page, first);
  await expect(page.getByLabel('남', { exact: true })).toBeChecked();
  await expect(page.getByLabel('기념품 옵션 (사이즈)')).toHaveValue('110');
  await page.getByLabel('기념품 옵션 (사이즈)').selectOption('95');
  await page.getByLabel('참가 종목').selectOption(String(mini.ticketSeq));
  await expect(page.getByLabel('기념품 옵션 (사이즈)')).toHaveValue('110');
  await page.getByLabel('참가 종목').selectOption(String(half.ticketSeq));
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 1명');

  const second = person(health.ticketSeq);
  await fillRunner(page, second);
  await page.getByLabel('여', { exact: true }).check();
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 2명');
  const third = person(mini.ticketSeq);
  await fillRunner(page, third);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 3명');

  // The same person twice in the list, and one already registered on the server, are refused.
  await fillRunner(page, first);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await acknowledge(page, '이미 목록에 있는 참가자입니다.');
  await fillRunner(page, {
    name: registered.runnerName,
    birthday: registered.birthday,
    phone: registered.cellphone,
    ticketSeq: health.ticketSeq,
  });
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await acknowledge(page, '이미 신청한 참가자입니다.');
  await expect(page.getByTestId('runner-total')).toHaveText('총 3명');

  // Edit the second row: it loads into the form, 'edit complete' saves it.
  await page.getByRole('button', { name: `${second.name} 수정` }).click();
  await expect(page.getByLabel('참가자 이름')).toHaveValue(second.name);
  await expect(page.getByLabel('여', { exact: true })).toBeChecked();
  const renamed = randomName();
  await page.getByLabel('참가자 이름').fill(renamed);
  await page.getByRole('button', { name: '수정 완료' }).click();
  const list = page.getByTestId('runner-list');
  await expect(list).toContainText(renamed);
  await expect(list).not.toContainText(second.name);
  await expect(page.getByRole('button', { name: '추가', exact: true })).toBeVisible();

  // Delete the third row, then add another runner.
  await page.getByLabel(`${third.name} 선택`).check();
  await page.getByRole('button', { name: '선택 삭제' }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 2명');
  await expect(list).not.toContainText(third.name);
  const fourth = person(health.ticketSeq);
  await fillRunner(page, fourth);
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 3명');

  // Submit needs the group name check (reset by the edit above).
  await page.getByRole('button', { name: '접수하기' }).click();
  await acknowledge(page, '단체명 중복 확인을 해주세요.');
  await page.getByRole('button', { name: '중복 확인' }).click();
  await acknowledge(page, '사용 가능합니다!');

  // Summary modal: courses with counts, then register.
  await page.getByRole('button', { name: '접수하기' }).click();
  const summary = page.getByTestId('group-summary');
  await expect(summary).toContainText('하프: 1명');
  await expect(summary).toContainText('건강(5km): 2명');
  await expect(summary).toContainText('총 3명');
  await expect(summary).toContainText('75,000원');
  await acknowledge(page, '단체 접수하시겠습니까?', '접수하기');

  // Step 3: the server's amount (sum of the runners' prices), bank account and depositor memo.
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  await expect(page.getByTestId('amount')).toHaveText('75,000원');
  await expect(page.getByTestId('registration-summary')).toContainText(`${groupName}팀`);
  await expect(page.getByTestId('registration-summary')).toContainText(renamed);
  await expect(page.getByTestId('bank-info')).toContainText('농협은행');
  await expect(page.getByTestId('depositor')).toHaveText(`${applicant}${phone.slice(-4)}`);

  // Paid by card through the simulated provider (no Toss keys in tests): the server's amount, then CMPL.
  await page.getByRole('radio', { name: '카드 결제' }).check();
  await page.getByRole('button', { name: '75,000원 카드 결제' }).click();
  await expect(page).toHaveURL(/\/apply\/pay\/simulated\?orderId=/);
  await expect(page.getByTestId('simulated-amount')).toHaveText('75,000원');
  await page.getByRole('link', { name: '결제하기 (테스트)' }).click();
  await expect(page).toHaveURL(/\/apply\/success\?joinSeq=\d{4}&joinHash=/);
  await expect(page.getByTestId('payment-status').first()).toContainText('카드 결제 완료');
  const joinSeq = new URL(page.url()).searchParams.get('joinSeq') ?? '';
  expect(joinSeq).toMatch(/^\d{4}$/);

  // The group is found at /apply/search with all its runners.
  await page.goto('/apply/search');
  await page.getByLabel('신청자 이름').fill(applicant);
  await page.getByLabel('연락처').fill(phone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '조회' }).click();
  const found = page.getByTestId('registration-summary');
  await expect(found).toContainText(`${groupName}팀`);
  for (const n of [first.name, renamed, fourth.name]) await expect(found).toContainText(n);
});

test('a group needs at least 2 runners and the school price needs 10', async ({ page }) => {
  const health = await seededTicket('HEALTH');
  await page.goto('/apply/group');
  await toInformationStep(page);
  await fillApplicant(page, randomName(), randomMobile());
  await page.getByLabel('단체명').fill(`학교 ${randomName()}`);
  await page.getByRole('button', { name: '중복 확인' }).click();
  await acknowledge(page, '사용 가능합니다!');
  await fillRunner(page, person(health.ticketSeq));
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 1명');
  await page.getByRole('button', { name: '접수하기' }).click();
  await acknowledge(page, '단체 접수는 2명 이상이어야 합니다.');
  await fillRunner(page, person(health.ticketSeq));
  await page.getByRole('button', { name: '추가', exact: true }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 2명');
  await page.getByLabel(/10명 이상 학교 단체/).check();
  await page.getByRole('button', { name: '접수하기' }).click();
  await acknowledge(page, '학교 단체 참가비는 10명 이상일 때만 적용됩니다.');
  await expect(page.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
});
