import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { api } from '../tests/helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { createTicket } from '../tests/helpers/tickets';
import { loginBody, testDirector } from '../tests/helpers/admin';
import { acknowledge, waitForHydration } from './apply-helpers';

/** Signs the browser context in through next-auth's credentials callback (the session cookie is shared with the page). */
async function logIn(page: Page) {
  const req = page.context().request;
  const director = await testDirector();
  const { csrfToken } = await (await req.get('/api/auth/csrf')).json();
  const { userName, password, otp } = await loginBody(director);
  const res = await req.post('/api/auth/callback/credentials', {
    form: { csrfToken, userName, password, otp: otp ?? '', json: 'true' },
  });
  expect(res.ok()).toBe(true);
  const session = await (await req.get('/api/auth/session')).json();
  expect(session.user?.name).toBe(userName);
}

/** The console's own toast with `text` (success notices). */
const toastWith = (page: Page, text: string) => page.getByTestId('toast').filter({ hasText: text });

test('staff proxy-register a group of 3 from an .xlsx, edit one runner, delete one, and see the stored result', async ({ page }) => {
  await logIn(page);
  const names = [randomName(), randomName(), randomName()];
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet('participants');
  ws.addRow(['이름', '생년월일', '성별', '연락처', '코스', '옵션']);
  names.forEach((n, i) => ws.addRow([n, `1990010${i + 1}`, i === 1 ? '여' : '남', randomMobile(), 'HEALTH', '100']));
  const xlsx = Buffer.from(await wb.xlsx.writeBuffer());

  await page.goto('/user/reception/application/group');
  await expect(page.getByRole('heading', { name: '대리 신청 (단체)' })).toBeVisible();
  await page.locator('#exponent').fill(`단체${randomName()}`);
  await page.locator('#joinerName').fill(randomName());
  await page.locator('#cellphone').fill(randomMobile());
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(page.getByText('직접 입력합니다')).toBeVisible({ timeout: 15_000 });
  await page.locator('#zipcode').fill('34126');
  await page.locator('#zipAddress').fill('대전 유성구 대학로 99 (궁동)');
  await page.locator('#address').fill('101동 202호');

  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await acknowledge(page, '파일을 선택해 주세요.');
  await page
    .locator('#excel-file')
    .setInputFiles({ name: 'group.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer: xlsx });
  await page.getByRole('button', { name: '업로드', exact: true }).click();
  await expect(toastWith(page, '3명의 정보가 입력되었습니다.')).toHaveCount(1);
  await expect(page.getByTestId('runner-total')).toHaveText('총 3명');

  const saved = page.waitForResponse((r) => r.url().endsWith('/api/admin/applicant/applyForAll'));
  await page.getByRole('button', { name: '등록', exact: true }).click();
  const { joinSeq } = await (await saved).json();
  await expect(toastWith(page, '신청이 완료되었습니다.')).toHaveCount(1);
  await page.waitForURL(/\/user\/reception\/receptionist\?pageNo=1&rowCount=10/);

  const padded = String(joinSeq).padStart(4, '0');
  await page.goto(`/user/reception/application/group?joinSeq=${padded}`);
  await expect(page.getByRole('heading', { name: '대리 수정 (단체)' })).toBeVisible();
  await expect(page.getByTestId('joinSeq')).toHaveText(String(joinSeq));
  const list = page.getByTestId('runner-list');
  await expect(list.locator('tbody tr')).toHaveCount(3);

  // Edit the second runner's birthday, delete the third.
  await list.locator('tbody tr', { hasText: names[1] }).getByRole('button', { name: '수정' }).click();
  await page.locator('#row-birthday').fill('19851212');
  // At 1280 px the row's inputs line up, the phone's 'number entered' hint below its own input.
  await expect(page.locator('#row-cellphone')).toHaveValue(/\d{10,11}/);
  const tops = await page
    .locator('#row-runnerName, #row-birthday, #row-cellphone')
    .evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
  expect(new Set(tops).size).toBe(1);
  await page.getByRole('button', { name: '수정 완료' }).click();
  await expect(list.locator('tbody tr', { hasText: names[1] })).toContainText('19851212');
  await page.getByLabel(`${names[2]} 선택`).check();
  await page.getByRole('button', { name: '삭제' }).click();
  await expect(page.getByTestId('runner-total')).toHaveText('총 2명');
  await page.locator('form > div').last().getByRole('button', { name: '수정' }).click();
  await expect(
    toastWith(page, '수정이 완료되었습니다. 결제 상태는 결제 내역(납부한 금액과 바뀐 참가비)에 따라 다시 정해졌습니다.'),
  ).toHaveCount(1);

  const stored = await (await page.context().request.get(`/api/admin/applicant/findby?joinSeq=${padded}`)).json();
  const runners = stored.runnersByTicketType.offline as Array<{ runnerName: string; birthday: string }>;
  expect(runners.map((r) => r.runnerName)).toEqual([names[0], names[1]]);
  expect(runners[1].birthday).toBe('19851212');
  expect(stored.applicant).toMatchObject({ paymentStatus: 'RSVT', amount: 40000, ticketCount: 2 });
});

test('staff edit the event info and a course capacity, and the public ticket list shows it', async ({ page }) => {
  await logIn(page);
  await page.goto('/user/events');
  await page.waitForURL(/\/user\/events\/event$/);
  await expect(page.getByRole('heading', { name: '대회 정보' })).toBeVisible();
  const subtitle = `부제 ${randomName()}`;
  // The form arrives filled from the server: the stored subtitle is in the HTML itself, not put in by the script.
  const html = await (await page.context().request.get('/user/events/event')).text();
  expect(html).toMatch(/<input[^>]*id="event-subscript"[^>]*value="[^"]+"/);
  // Typing before React takes the form over would be lost or appended.
  await waitForHydration(page.getByRole('button', { name: '저장', exact: true }));
  const subtitleField = page.getByLabel('부제', { exact: true });
  await expect(subtitleField).not.toHaveValue('');
  await subtitleField.fill(subtitle);
  await expect(subtitleField).toHaveValue(subtitle);
  // Staff messages are the site's toasts, not window.alert.
  await page.getByRole('button', { name: '저장', exact: true }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '저장되었습니다.' })).toHaveCount(1);

  const before = (await (await page.context().request.get('/api/join/ticket-info')).json()) as Array<{
    ticketCode: string;
    ticketName: string;
    acceptable: number;
  }>;
  const health = before.find((t) => t.ticketCode === 'HEALTH')!;
  await page.getByLabel(`${health.ticketName} 정원`).fill(String(health.acceptable + 1));
  await page.getByRole('button', { name: '코스 저장' }).click();
  await expect(page.getByTestId('toast').filter({ hasText: '저장되었습니다.' })).toHaveCount(2);
  const after = (await (await page.context().request.get('/api/join/ticket-info')).json()) as typeof before;
  expect(after.find((t) => t.ticketCode === 'HEALTH')!.acceptable).toBe(health.acceptable + 1);

  await page.reload();
  await expect(page.getByLabel('부제', { exact: true })).toHaveValue(subtitle);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('a proxy edit page arrives with its registration and ledger from the server; a group opened as an individual moves to the group page; an unknown number says so', async ({
    page,
  }) => {
    await logIn(page);
    const course = await createTicket({ ticketPrice: 30000 });
    const joiner = joinerBody();
    const runner = runnerBody(course.ticketSeq);
    const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runner] });
    expect(res.status).toBe(200);
    const padded = String(res.body.joinSeq).padStart(4, '0');
    const address = `/user/reception/application/individual?joinSeq=${padded}`;

    // The page as the server sends it already holds the registration, its runner and its ledger.
    const html = await (await page.context().request.get(address)).text();
    expect(html).toContain(runner.runnerName);
    expect(html).toContain('data-testid="ledger-panel"');
    // Its applicant boxes are filled in that HTML, not only once the page is live.
    expect(html).toContain(`value="${joiner.joinerName}"`);
    expect(html).toContain(`value="${joiner.cellphone}"`);

    // Nothing is fetched after load to fill it: no applicant or ledger call until staff save.
    const loads: string[] = [];
    page.on('request', (r) => {
      if (/\/api\/admin\/(applicant\/findby|ledger)\b/.test(r.url())) loads.push(r.url());
    });
    await page.goto(address);
    await expect(page.getByRole('heading', { name: '대리 수정 (개인)' })).toBeVisible();
    await expect(page.getByTestId('joinSeq')).toHaveText(String(res.body.joinSeq));
    await expect(page.getByTestId('ledger-panel')).toBeVisible();
    const save = page.locator('form').getByRole('button', { name: '수정', exact: true });
    await waitForHydration(save);
    await expect(page.locator('#joinerName')).toHaveValue(joiner.joinerName);
    await expect(page.locator('#runner-runnerName')).toHaveValue(runner.runnerName);
    expect(loads).toEqual([]);

    // The client form still takes the edit and reads the registration again after saving.
    await page.locator('#runner-birthday').fill('19850505');
    await save.click();
    await expect(
      toastWith(page, '수정이 완료되었습니다. 결제 상태는 결제 내역(납부한 금액과 바뀐 참가비)에 따라 다시 정해졌습니다.'),
    ).toHaveCount(1);
    await expect.poll(() => loads.length).toBe(1);
    const stored = await (await page.context().request.get(`/api/admin/applicant/findby?joinSeq=${padded}`)).json();
    expect(stored.runnersByTicketType.offline[0].birthday).toBe('19850505');

    // A group opened on the individual page: the spec's message, then the group page.
    const groupName = `단체${randomName()}`;
    const group = await api('POST', '/api/applicant/applyFor', {
      joiner: { ...joinerBody(), exponent: groupName },
      runners: [runnerBody(course.ticketSeq), runnerBody(course.ticketSeq)],
    });
    expect(group.status).toBe(200);
    const groupSeq = String(group.body.joinSeq).padStart(4, '0');
    await page.goto(`/user/reception/application/individual?joinSeq=${groupSeq}`);
    await acknowledge(page, '단체 신청은 단체 신청 관리에서 수정해야 합니다.');
    await page.waitForURL(new RegExp(`/user/reception/application/group\\?joinSeq=${groupSeq}$`));
    await expect(page.getByRole('heading', { name: '대리 수정 (단체)' })).toBeVisible();
    await expect(page.getByTestId('runner-list').locator('tbody tr')).toHaveCount(2);
    // With scripts off the group page still shows the stored group name.
    const noScripts = await page
      .context()
      .browser()!
      .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
    const staticPage = await noScripts.newPage();
    await staticPage.goto(`/user/reception/application/group?joinSeq=${groupSeq}`);
    await expect(staticPage.locator('#exponent')).toHaveValue(groupName);
    await noScripts.close();

    // Registration numbers run from 1000: 0999 is never one.
    await page.goto('/user/reception/application/group?joinSeq=0999');
    await expect(page.getByTestId('proxy-missing')).toHaveText('신청 내역이 없습니다.');
  });
});
