import { expect, test } from '@playwright/test';
import { joinerBody, randomMobile, randomName, runnerBody } from '../tests/helpers/people';
import { createTicket } from '../tests/helpers/tickets';
import { logInStaff } from './staff-helpers';

test('a bulk payment change names its count in the styled dialog; backing out changes nothing', async ({ page, request }) => {
  // Three registrations of one applicant name, so the list filter shows exactly them.
  const ticket = await createTicket();
  const name = randomName();
  for (let i = 0; i < 3; i++) {
    const res = await request.post('/api/applicant/applyFor', {
      data: { joiner: joinerBody(name, randomMobile()), runners: [runnerBody(ticket.ticketSeq)] },
    });
    expect(res.status()).toBe(200);
  }
  // No native dialog may open anywhere in the console.
  const native: string[] = [];
  page.on('dialog', (d) => {
    native.push(d.message());
    void d.dismiss();
  });
  await logInStaff(page);
  await page.goto(`/user/reception/payment?pageNo=1&rowCount=10&joinerName=${encodeURIComponent(name)}`);
  const rows = page.getByTestId('payment-row');
  await expect(rows).toHaveCount(3);
  await page.getByLabel('전체 선택').check();
  const dialog = page.getByRole('alertdialog');

  // Cancelling entries is destructive: the go-ahead is red and names the count, the safe button has focus.
  await page.getByLabel('변경할 상태').selectOption('CNCL');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(dialog).toContainText('선택한 3건을 ‘참가 취소’로 변경합니다');
  const cancelAll = dialog.getByRole('button', { name: '3건 ‘참가 취소’(으)로 변경' });
  await expect(cancelAll).toHaveClass(/btn-danger/);
  await expect(dialog.getByRole('button', { name: '변경하지 않음' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Confirming the deposits: the dialog names the count; backing out keeps every row as it was.
  await page.getByLabel('변경할 상태').selectOption('CMPL');
  await page.getByRole('button', { name: '적용' }).click();
  await expect(dialog).toContainText('선택한 3건을 ‘입금 완료’(으)로 변경합니다. 계속할까요?');
  await dialog.getByRole('button', { name: '변경하지 않음' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(rows.filter({ hasText: '입금 대기' })).toHaveCount(3);

  // Going ahead changes all three and says so in a toast.
  await page.getByLabel('전체 선택').check();
  await page.getByLabel('변경할 상태').selectOption('CMPL');
  await page.getByRole('button', { name: '적용' }).click();
  await dialog.getByRole('button', { name: '3건 ‘입금 완료’(으)로 변경' }).click();
  await expect(page.getByTestId('toast')).toContainText('3건을 처리했습니다.');
  await expect(rows.filter({ hasText: '입금 완료' })).toHaveCount(3);
  expect(native).toEqual([]);
});

test('staff see the console at 360 px: the menu button opens the menus and logout stays reachable', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  // Console pages render per request from the database: showing a menu must not make the server
  // render every page it links to (prefetches are RSC requests sent before any click).
  const prefetched: string[] = [];
  page.on('request', (r) => {
    if (r.headers()['next-router-prefetch']) prefetched.push(new URL(r.url()).pathname);
  });
  await logInStaff(page);
  const bar = page.getByRole('banner');
  const logout = bar.getByRole('button', { name: '로그아웃' });
  await expect(logout).toBeInViewport({ ratio: 1 });
  const nav = page.getByRole('navigation', { name: '관리자 메뉴' });
  await expect(nav).toBeHidden();
  await bar.getByRole('button', { name: '메뉴' }).click();
  await expect(nav).toBeVisible();
  expect(prefetched).toEqual([]);
  await nav.getByRole('link', { name: '입금 확인' }).click();
  await expect(page).toHaveURL(/\/user\/reception\/payment/);
  await expect(nav).toBeHidden();
  await logout.click();
  await expect(page).toHaveURL(/\/user\/login/);
});

test('at 360 px every state link above the refund and transfer lists reads on one line', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await logInStaff(page);
  for (const path of ['/user/reception/refunds', '/user/reception/transfers']) {
    await page.goto(path);
    const links = page.getByRole('navigation', { name: '상태' }).getByRole('link');
    await expect(links.first()).toBeVisible();
    const lines = await links.evaluateAll((els) => els.map((el) => ({ text: el.textContent, lines: el.getClientRects().length })));
    expect(lines.length).toBeGreaterThan(4);
    expect(lines.filter((l) => l.lines !== 1)).toEqual([]);
  }
});
