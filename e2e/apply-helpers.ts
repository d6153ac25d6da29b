import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Closes the in-page alert/confirm dialog with `button` (OK, or a confirmation's go-ahead label such as
 * '신청하기') after checking its text. Waits for that message to go, not for every dialog: the next
 * one (e.g. 'cancelled' after 'cancel?') may open at once.
 */
export async function acknowledge(page: Page, text: string | RegExp, button = '확인') {
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(text);
  await dialog.getByRole('button', { name: button, exact: true }).click();
  await expect(dialog.filter({ hasText: text })).toHaveCount(0);
}

/**
 * Waits until React has hydrated the element of `locator` (it attaches its props to the element
 * then): a click on the server-rendered HTML before that does nothing, and on a busy machine the
 * page can take seconds to hydrate.
 */
export async function waitForHydration(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith('__reactProps$'))), { timeout: 15_000 })
    .toBe(true);
}

/** Step 1 of a registration flow: agree to all, then 'next' to the information step. */
export async function toInformationStep(page: Page) {
  const agreeAll = page.getByRole('button', { name: '전체 동의' });
  await waitForHydration(agreeAll);
  await agreeAll.click();
  await page.getByRole('button', { name: '다음' }).click();
  await expect(page.getByRole('heading', { name: '정보 입력' })).toBeVisible();
}

/** Fills the applicant block through the typed postcode path (the Daum script cannot load offline). */
export async function fillApplicant(page: Page, name: string, phone: string) {
  await page.getByLabel('이름', { exact: true }).fill(name);
  await page.getByLabel('연락처', { exact: true }).fill(phone);
  await page.getByRole('button', { name: '우편번호 찾기' }).click();
  await expect(page.getByText('직접 입력합니다')).toBeVisible({ timeout: 15_000 });
  await page.getByLabel('우편번호', { exact: true }).fill('34126');
  await page.getByLabel('도로명 주소').fill('대전 유성구 대학로 99 (궁동)');
  await page.getByLabel('상세 주소').fill('101동 202호');
}

/** Individual registration of one runner on `ticketSeq` up to step 3 (payment), starting at `url`. */
export async function registerToPayment(page: Page, opts: { ticketSeq: number; name: string; phone: string; url?: string }) {
  await page.goto(opts.url ?? '/apply/individual');
  await toInformationStep(page);
  await fillApplicant(page, opts.name, opts.phone);
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByTestId(`course-option-${opts.ticketSeq}`).click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
}

/**
 * Opens the home page without popup notices: the browser tests run in parallel, and the popup test's
 * notice would otherwise cover the page of another test for as long as it is up. The popups themselves
 * are tested in boards.spec.ts.
 */
export async function gotoHomeWithoutPopups(page: Page) {
  await page.route('**/api/welcome/popup', (route) => route.fulfill({ json: [] }));
  await page.goto('/');
}
