import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { createStaff, freshClientIp } from '../tests/helpers/admin';
import { logInStaff } from './staff-helpers';
import { joinerBody, randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { createTicket } from '../tests/helpers/tickets';

/** Logs in through /user/login. */
async function logIn(page: Page, userName: string, password: string) {
  await page.goto('/user/login');
  await page.getByLabel('아이디').fill(userName);
  await page.getByLabel('비밀번호').fill(password);
  await page.getByRole('button', { name: '로그인' }).click();
}

test('staff log in, find an application, reveal it, export the list and confirm the deposit', async ({ page, request }) => {
  const ticket = await createTicket();
  const name = randomName();
  const phone = randomMobile();
  const applied = await request.post('/api/applicant/applyFor', {
    data: { joiner: joinerBody(name, phone), runners: [runnerBody(ticket.ticketSeq, { runnerName: name, cellphone: phone })] },
  });
  expect(applied.status()).toBe(200);
  const { joinSeq } = await applied.json();
  const masked = `${name[0]}**${name[3]}`;

  // Login lands on the summary with its statistics tables.
  await logInStaff(page);
  await expect(page.getByRole('heading', { name: '신청 현황', level: 1 })).toBeVisible();
  await expect(page.getByRole('table', { name: '성별 참가자', exact: true })).toContainText(ticket.ticketName);
  await expect(page.getByRole('table', { name: '지역별 참가자' })).toBeVisible();

  // Application management: find by name and course; the list shows masked values until revealed.
  await page.getByRole('navigation', { name: '접수 관리' }).getByRole('link', { name: '신청 관리' }).click();
  await page.getByLabel('신청자').fill(name);
  await page.getByLabel('코스').selectOption(String(ticket.ticketSeq));
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(new RegExp(`joinerName=${encodeURIComponent(name)}`));
  const row = page.getByTestId('application-row');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(masked);
  await expect(row).toContainText(`010-****-${phone.slice(-4)}`);
  await expect(row).not.toContainText(name);
  await row.getByRole('button', { name: '보기' }).click();
  await expect(row).toContainText(name);
  await expect(row).toContainText(phone);

  // The director's personal-data export page carries the list's filters; the Excel export asks for
  // the purpose in the console's own dialog (2 characters at least) and downloads the filtered list.
  await page.getByRole('link', { name: '개인정보 내려받기' }).and(page.locator('[href*="joinerName="]')).click();
  await expect(page.getByRole('heading', { name: '개인정보 내려받기', level: 1 })).toBeVisible();
  await expect(page.getByTestId('export-count')).toHaveText('총 1건');
  await page.getByRole('button', { name: '엑셀 다운로드' }).click();
  const ask = page.getByRole('alertdialog');
  await expect(ask).toContainText('다운로드 목적을 입력해 주세요');
  await ask.getByLabel('다운로드 목적').fill('x');
  await ask.getByRole('button', { name: '다운로드', exact: true }).click();
  await expect(ask.getByRole('alert')).toHaveText('다운로드 목적을 입력해 주세요.');
  await ask.getByLabel('다운로드 목적').fill('배번 인쇄');
  const downloading = page.waitForEvent('download');
  await ask.getByRole('button', { name: '다운로드', exact: true }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^신청목록-\d{8}\.xlsx$/);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(await download.path());
  const sheet = wb.worksheets[0];
  expect(sheet.rowCount).toBe(2);
  const values = (sheet.getRow(2).values as unknown[]).slice(1);
  expect(values).toContain(joinSeq);
  expect(values).toContain(name);

  // Payment check: confirm the deposit of the one row.
  await page.goto(`/user/reception/payment?pageNo=1&rowCount=10&joinerName=${encodeURIComponent(name)}`);
  const payRow = page.getByTestId('payment-row');
  await expect(payRow).toHaveCount(1);
  await expect(payRow).toContainText('입금 대기');
  // Staff messages are the site's own dialogs, not window.alert; a bulk change names its count first.
  const dialog = page.getByRole('alertdialog');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(dialog).toContainText('결제 상태를 지정해 주세요.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await page.getByLabel('변경할 상태').selectOption('CMPL');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(dialog).toContainText('하나 이상의 체크박스를 선택해야 합니다.');
  await dialog.getByRole('button', { name: '확인' }).click();
  await page.getByLabel(`접수번호 ${joinSeq} 선택`).check();
  await page.getByLabel('입금액').fill('29000');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(dialog).toContainText('선택한 1건');
  await dialog.getByRole('button', { name: '1건 ‘입금 완료’(으)로 변경' }).click();
  // The toast lasts 6 s: check it before the list refresh is awaited.
  await expect(page.getByTestId('toast')).toContainText('1건을 처리했습니다.');
  await expect(payRow).toContainText('입금 완료');
  await expect(payRow).toContainText('29,000');

  // The audit log shows the export with its purpose and the status change.
  await page.goto('/user/reception/audit?pageNo=1&rowCount=50');
  await expect(page.getByTestId('audit-row').filter({ hasText: '배번 인쇄' }).first()).toBeVisible();
  await expect(
    page
      .getByTestId('audit-row')
      .filter({ hasText: String(joinSeq) })
      .filter({ hasText: '상태 변경' }),
  ).toHaveCount(1);

  // Logout ends the session: the console sends back to the login page.
  await page.getByRole('banner').getByRole('button', { name: '로그아웃', exact: true }).click();
  await expect(page).toHaveURL(/\/user\/login/);
  await page.goto('/user/reception');
  await expect(page).toHaveURL(/\/user\/login$/);
});

test('the deposit input is disabled and cleared when two rows are checked', async ({ page, request }) => {
  const ticket = await createTicket();
  for (let i = 0; i < 2; i++) {
    const res = await request.post('/api/applicant/applyFor', { data: { joiner: joinerBody(), runners: [runnerBody(ticket.ticketSeq)] } });
    expect(res.status()).toBe(200);
  }
  await logInStaff(page);
  await page.goto('/user/reception/payment?pageNo=1&rowCount=10');
  const boxes = page.getByTestId('payment-row').getByRole('checkbox');
  await expect(boxes.nth(1)).toBeVisible();
  await boxes.nth(0).check();
  await page.getByLabel('입금액').fill('1000');
  await boxes.nth(1).check();
  await expect(page.getByLabel('입금액')).toBeDisabled();
  await expect(page.getByLabel('입금액')).toHaveValue('');
});

test('five wrong passwords lock the client that typed them for 15 minutes; the account holder still signs in and is told', async ({
  browser,
}) => {
  const staff = await createStaff();
  // A client address of its own, so the client lock does not reach the other tests.
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } });
  const page = await context.newPage();
  for (let i = 1; i <= 4; i++) {
    await logIn(page, staff.userName, 'wrong-password');
    await expect(page.getByTestId('login-error')).toHaveText('아이디 또는 비밀번호가 일치하지 않습니다. 다시 시도해 주세요.');
  }
  await logIn(page, staff.userName, 'wrong-password');
  await expect(page.getByTestId('login-error')).toHaveText('이 기기에서 로그인 실패가 5회를 넘어 15분 동안 로그인할 수 없습니다.');
  await logIn(page, staff.userName, staff.password);
  await expect(page.getByTestId('login-error')).toContainText('15분 동안 로그인할 수 없습니다');
  await expect(page).toHaveURL(/\/user\/login/);
  await context.close();

  // The holder, at their own desk: signed in (both steps), and told of the five failed attempts until they dismiss it.
  const own = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } });
  const desk = await own.newPage();
  await logInStaff(desk, staff); // password, then the authenticator code a director's account asks for
  await expect(desk).toHaveURL(/\/user\/reception$/);
  const notice = desk.getByTestId('login-notice');
  await expect(notice).toContainText('로그인 실패가 5번 있었습니다');
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(notice).toHaveCount(0);
  await desk.reload();
  await expect(desk.getByTestId('login-notice')).toHaveCount(0);
  await own.close();
});

test('a desk account is told of the failed logins on the page its sign-in lands on, at 360 and 1280 px', async ({ browser }) => {
  const staff = await createStaff({ role: 'desk' });
  const attacker = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() } });
  const guess = await attacker.newPage();
  for (let i = 0; i < 2; i++) {
    await logIn(guess, staff.userName, 'wrong-password');
    await expect(guess.getByTestId('login-error')).toBeVisible();
  }
  await attacker.close();

  const own = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': freshClientIp() }, viewport: { width: 360, height: 800 } });
  const desk = await own.newPage();
  await logInStaff(desk, staff);
  // The desk's first page is the applications lookup, not the reception summary (which it may not open).
  await expect(desk).toHaveURL(/\/user\/reception\/receptionist/, { timeout: 30_000 });
  await expect(desk.getByRole('heading', { level: 1 })).toBeVisible();
  const notice = desk.getByTestId('login-notice');
  await expect(notice).toContainText('로그인 실패가 2번 있었습니다');
  await desk.screenshot({ path: test.info().outputPath('desk-login-notice-360.png') });
  await desk.setViewportSize({ width: 1280, height: 800 });
  await expect(notice).toBeVisible();
  await desk.screenshot({ path: test.info().outputPath('desk-login-notice-1280.png') });
  await notice.getByRole('button', { name: '확인' }).click();
  await expect(notice).toHaveCount(0);
  await desk.reload();
  await expect(desk.getByTestId('login-notice')).toHaveCount(0);
  await own.close();
});
