import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import * as schema from '@/db/schema';
import { testDb } from '../tests/helpers/env';
import { logInStaff } from './staff-helpers';

/**
 * The message outbox (/user/board/messages) as staff read it on a phone and at a desk. The widest
 * messages the site sends: a waitlist invitation carrying its link (one unbroken token) and an
 * e-mail that failed with the provider's reason. On a phone each message is a card showing its whole
 * text (the table there scrolled inside its own box and cut the text off); at 1280 px the list is a
 * table that fits the console. Screenshots of both go to the test's output.
 */

/** Two messages whose texts hold `token` (the list is searched by it). */
async function seedMessages(token: string) {
  const invitation = `[제24회 대청호 마라톤대회] ${token} 자리가 났습니다. 11/28 20:19까지 신청해 주세요. http://localhost:3100/apply/individual?invite=27.1795864790.oqqa8_bdbUmEbIJ98eQh4Yemlip3WpYl`;
  const failedMail = `A message from the office of 제24회 대청호 마라톤대회 (${token}). No payment for registration number 9418 was received by its deadline, so the entry was cancelled and its place released.`;
  await testDb()
    .insert(schema.smsOutbox)
    .values([
      { kind: 'invited', recipient: '01000000000', status: 'SENT', body: invitation },
      {
        kind: 'released',
        channel: 'email',
        recipient: 'hanako.tanaka@example.jp',
        subject: 'Registration cancelled',
        status: 'FAILED',
        reason: 'smtp: ESOCKET connection refused by mail.example.jp',
        attempts: 3,
        body: failedMail,
      },
    ]);
  return [invitation, failedMail];
}

/** What in the outbox reaches past the viewport or scrolls sideways inside its own box (more than a pixel). */
function sideways(page: Page) {
  return page.getByTestId('outbox').evaluate((box) => {
    const all = [box, ...box.querySelectorAll<HTMLElement>('*')];
    const name = (el: Element) => `${el.tagName.toLowerCase()}.${el.className}`;
    return {
      pastViewport: all.filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 1).map(name),
      scrolled: all.filter((el) => el.scrollWidth > el.clientWidth + 1).map(name),
    };
  });
}

test.describe('the message outbox', () => {
  test('on a phone (360 px) each message is a card with its whole text; the failed one can be ticked there', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const token = `T${randomBytes(4).toString('hex')}`;
    const texts = await seedMessages(token);
    await logInStaff(page);
    await page.goto(`/user/board/messages?q=${token}`);
    const cards = page.locator('article[data-testid="outbox-row"]');
    await expect(cards).toHaveCount(2);
    await expect(page.getByTestId('outbox').locator('table')).toHaveCount(0);
    for (const text of texts) await expect(page.getByTestId('outbox').getByText(text, { exact: true })).toBeVisible();
    await expect(page.getByTestId('outbox')).toContainText('smtp: ESOCKET connection refused by mail.example.jp');
    expect(await sideways(page)).toEqual({ pastViewport: [], scrolled: [] });

    await page.getByTestId('outbox').getByRole('checkbox').check();
    await expect(page.getByRole('button', { name: '선택한 1건 다시 보내기' })).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('outbox-360.png'), fullPage: true });
  });

  test('at 1280 px the messages are a table that fits the console', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    const token = `T${randomBytes(4).toString('hex')}`;
    const texts = await seedMessages(token);
    await logInStaff(page);
    await page.goto(`/user/board/messages?q=${token}`);
    await expect(page.getByTestId('outbox').locator('tbody tr')).toHaveCount(2);
    await expect(page.locator('article[data-testid="outbox-row"]')).toHaveCount(0);
    for (const text of texts) await expect(page.getByTestId('outbox').getByText(text, { exact: true })).toBeVisible();
    expect(await sideways(page)).toEqual({ pastViewport: [], scrolled: [] });
    await page.screenshot({ path: test.info().outputPath('outbox-1280.png'), fullPage: true });
  });
});
