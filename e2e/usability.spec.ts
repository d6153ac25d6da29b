import { expect, test, type Locator, type Page } from '@playwright/test';
import { randomMobile, randomName } from '../tests/helpers/people';
import { createTicket, seededTicket } from '../tests/helpers/tickets';
import { registerToPayment, toInformationStep, waitForHydration } from './apply-helpers';

/** Presses Tab (and only Tab) until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, max = 120) {
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((el) => el === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`could not reach ${target} with Tab`);
}

/** The address by keyboard: the postcode button (manual mode offline), then postcode, road and detail. */
async function typeAddressByKeyboard(page: Page) {
  await tabTo(page, page.getByRole('button', { name: '우편번호 찾기' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('직접 입력합니다')).toBeVisible({ timeout: 15_000 });
  await tabTo(page, page.getByLabel('우편번호', { exact: true }));
  await page.keyboard.type('34126');
  await tabTo(page, page.getByLabel('도로명 주소'));
  await page.keyboard.type('대전 유성구 대학로 99');
  await tabTo(page, page.getByLabel('상세 주소'));
  await page.keyboard.type('101호');
}

/** Pastes `text` into the focused-by-label input the way a browser does (a paste event with clipboard data). */
async function paste(input: Locator, text: string) {
  await input.focus();
  await input.evaluate((el, value) => {
    const data = new DataTransfer();
    data.setData('text/plain', value);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, text);
}

test('a hyphenated phone pasted into the form becomes digits only', async ({ page }) => {
  await page.goto('/apply/individual');
  await toInformationStep(page);
  const phone = page.getByLabel('연락처', { exact: true });
  await paste(phone, '010-1234-5678');
  await expect(phone).toHaveValue('01012345678');
  await paste(page.getByLabel('생년월일'), '1990.01.01');
  await expect(page.getByLabel('생년월일')).toHaveValue('19900101');
});

test('a refused submit lists the problems and focuses the first invalid field in page order', async ({ page }) => {
  await page.goto('/apply/individual');
  await toInformationStep(page);
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByTestId('error-summary')).toBeVisible();
  await expect(page.getByLabel('이름', { exact: true })).toBeFocused();
  await page.getByLabel('이름', { exact: true }).fill(randomName());
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByLabel('연락처', { exact: true })).toBeFocused();
  await expect(page.getByTestId('error-summary')).toContainText('연락처');
  // In manual address mode the postcode message does not point to the search button.
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(page.getByText('직접 입력합니다')).toBeVisible({ timeout: 15_000 });
  await page.getByRole('button', { name: '신청하기' }).click();
  await expect(page.getByText('우편번호 5자리를 직접 입력해 주세요.').first()).toBeVisible();
});

test('bank transfer details stay on step 4 and in the lookup, with a copy button and pay by card now', async ({ page }) => {
  const course = await createTicket({ ticketPrice: 25000 });
  const name = randomName();
  const phone = randomMobile();
  await registerToPayment(page, { ticketSeq: course.ticketSeq, name, phone });
  await page.getByRole('button', { name: '확인', exact: true }).click();

  // Step 4: account, amount, memo, deadline, status, copy, and card as an alternative.
  const bank = page.getByTestId('bank-info');
  await expect(bank).toContainText('25,000원');
  await expect(bank).toContainText(`${name}${phone.slice(-4)}`);
  await expect(bank).toContainText('입금 기한');
  await expect(bank).toContainText('입금 대기');
  await expect(bank.getByTestId('copy-account')).toBeVisible();
  await expect(bank.getByTestId('pay-by-card-now')).toContainText('25,000원 카드 결제');
  const joinSeq = (await page.getByTestId('join-seq').textContent())?.trim() ?? '';

  // Lookup: the same details for an entry still awaiting its transfer.
  await page.goto('/apply/search');
  await page.getByLabel('신청자 이름').fill(name);
  await page.getByLabel('연락처', { exact: true }).fill(phone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByTestId('bank-info')).toContainText(`${name}${phone.slice(-4)}`);
  // ...and paying by card from there ends paid.
  await page.getByTestId('pay-by-card-now').getByRole('button', { name: '25,000원 카드 결제' }).click();
  await page.getByRole('link', { name: '결제하기 (테스트)' }).click();
  await expect(page).toHaveURL(/\/apply\/success\?joinSeq=\d{4}&joinHash=/);
  await expect(page.getByTestId('payment-status').first()).toContainText('카드 결제 완료');
});

test('a card payment started at 127.0.0.1 returns to 127.0.0.1 and shows the registration', async ({ page, baseURL }) => {
  const course = await createTicket({ ticketPrice: 30000 });
  const name = randomName();
  const origin = new URL(baseURL ?? 'http://localhost:3100');
  origin.hostname = '127.0.0.1';
  await registerToPayment(page, {
    ticketSeq: course.ticketSeq,
    name,
    phone: randomMobile(),
    url: new URL('/apply/individual', origin).href,
  });
  await page.getByRole('radio', { name: '카드 결제' }).check();
  await page.getByRole('button', { name: '30,000원 카드 결제' }).click();
  await page.getByRole('link', { name: '결제하기 (테스트)' }).click();
  await expect(page).toHaveURL(new RegExp(`^http://127\\.0\\.0\\.1:${origin.port}/apply/success\\?joinSeq=\\d{4}&joinHash=`));
  await expect(page.getByTestId('session-expired')).toHaveCount(0);
  await expect(page.getByTestId('registration-summary')).toContainText(name);
  await expect(page.getByTestId('payment-status').first()).toContainText('카드 결제 완료');
});

test('keyboard only: an individual registration from consent to the registration number', async ({ page }) => {
  const name = randomName();
  const phone = randomMobile();
  await seededTicket('HALF');
  await page.goto('/apply/individual');
  await waitForHydration(page.getByRole('button', { name: '전체 동의' }));
  await tabTo(page, page.getByRole('button', { name: '전체 동의' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: '다음' }));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('이름', { exact: true }));
  await page.keyboard.type(name);
  await page.keyboard.press('Tab');
  await page.keyboard.type(phone);
  await typeAddressByKeyboard(page);
  await tabTo(page, page.getByLabel('신청자와 동일'));
  await page.keyboard.press('Space');
  await tabTo(page, page.getByLabel('생년월일'));
  await page.keyboard.type('19900101');
  // The course radios: Tab reaches the group, Space chooses the focused (first open) course.
  await tabTo(page, page.locator('input[name="runner.ticketSeq"]').first());
  await page.keyboard.press('Space');
  await tabTo(page, page.getByRole('button', { name: '신청하기' }));
  await page.keyboard.press('Enter');

  // The confirmation opens with the focus on its go-ahead button.
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText('참가 신청하시겠습니까?');
  await expect(dialog.getByRole('button', { name: '신청하기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '확인', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('join-seq')).toHaveText(/^\d{4}$/);
});

test('keyboard only: a group registration of two runners to the registration number', async ({ page }) => {
  const health = await seededTicket('HEALTH');
  await page.goto('/apply/group');
  await waitForHydration(page.getByRole('button', { name: '전체 동의' }));
  await tabTo(page, page.getByRole('button', { name: '전체 동의' }));
  await page.keyboard.press('Enter');
  await tabTo(page, page.getByRole('button', { name: '다음' }));
  await page.keyboard.press('Enter');

  await tabTo(page, page.getByLabel('단체명'));
  await page.keyboard.type(`키보드 ${randomName()}`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter'); // 중복 확인
  await expect(page.getByRole('alertdialog')).toContainText('사용 가능합니다!');
  // The dialog takes the focus once it has rendered: Enter before that would press 중복 확인 again.
  await expect(page.getByRole('alertdialog').getByRole('button', { name: '확인', exact: true })).toBeFocused();
  await page.keyboard.press('Enter');
  // Tab only once the message has closed: while it is open, its focus trap keeps Tab inside it.
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await tabTo(page, page.getByLabel('이름', { exact: true }));
  await page.keyboard.type(randomName());
  await page.keyboard.press('Tab');
  await page.keyboard.type(randomMobile());
  await typeAddressByKeyboard(page);

  for (let i = 0; i < 2; i++) {
    await tabTo(page, page.getByLabel('참가자 이름'));
    await page.keyboard.type(randomName());
    await tabTo(page, page.getByLabel('생년월일'));
    await page.keyboard.type('19900101');
    await tabTo(page, page.getByLabel('참가자 휴대전화'));
    await page.keyboard.type(randomMobile());
    await tabTo(page, page.getByLabel('참가 종목'));
    for (let k = 0; k < 6 && (await page.getByLabel('참가 종목').inputValue()) !== String(health.ticketSeq); k++)
      await page.keyboard.press('ArrowDown');
    await expect(page.getByLabel('참가 종목')).toHaveValue(String(health.ticketSeq));
    await tabTo(page, page.getByRole('button', { name: '추가', exact: true }));
    await page.keyboard.press('Enter');
    await expect(page.getByTestId('runner-total')).toHaveText(`총 ${i + 1}명`);
  }
  await tabTo(page, page.getByRole('button', { name: '접수하기' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('alertdialog')).toContainText('단체 접수하시겠습니까?');
  await expect(page.getByRole('alertdialog').getByRole('button', { name: '접수하기' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
  await tabTo(page, page.getByRole('button', { name: '확인', exact: true }));
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('join-seq')).toHaveText(/^\d{4}$/);
});

test('the main menu opens one section at a time, by keyboard or pointer, and none once a page is chosen', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/guide');
  const mainMenu = page.getByRole('navigation', { name: '주 메뉴' });
  const section = (i: number) => mainMenu.locator(':scope > ul > li').nth(i);
  const openLists = mainMenu.locator(':scope > ul > li > ul:visible');
  // Keyboard: the focused section's pages open beneath it.
  await tabTo(page, section(0).locator(':scope > a'));
  await expect(section(0).locator('ul')).toBeVisible();
  await expect(openLists).toHaveCount(1);
  // The pointer over another section: only that one is open, never both on top of each other.
  await section(2).locator(':scope > a').hover();
  await expect(section(2).locator('ul')).toBeVisible();
  await expect(openLists).toHaveCount(1);
  await page.mouse.move(0, 500);
  await expect(section(0).locator('ul')).toBeVisible();
  // A page chosen with the pointer: its link keeps focus on the new page, but its list closes when the pointer leaves.
  await section(2).locator(':scope > a').hover();
  const target = section(2).locator('ul a').first();
  const href = (await target.getAttribute('href')) ?? '';
  await target.click();
  await expect(page).toHaveURL(new RegExp(`${href.replace(/[/?]/g, '\\$&')}$`));
  await page.mouse.move(0, 500);
  await expect(openLists).toHaveCount(0);
});
