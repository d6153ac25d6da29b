import { expect, test } from '@playwright/test';

/**
 * A button only a script drives (type="button": the consent step's "agree to all" and "next" at an
 * opening, cancel, resend) takes no tap until the page is live, and shows it when the wait is long;
 * once React has attached its handlers it takes taps as usual (components/ui/live-mark.tsx).
 */
test('script-driven buttons take taps only once the page is live', async ({ browser }) => {
  const agreeAll = (page: import('@playwright/test').Page) => page.locator('button[aria-pressed]').first();
  const style = (page: import('@playwright/test').Page) =>
    agreeAll(page).evaluate((b) => {
      const s = getComputedStyle(b);
      return { pointerEvents: s.pointerEvents, opacity: s.opacity };
    });

  // Scripts that never run (failed, or off): the page never goes live, and the buttons say so.
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScripts.newPage();
  await still.goto('/apply/individual');
  await expect(agreeAll(still)).toBeVisible();
  await expect.poll(() => style(still)).toEqual({ pointerEvents: 'none', opacity: '0.55' });
  await noScripts.close();

  // A live page: the mark is set and the same button agrees to both terms.
  const live = await browser.newContext();
  const page = await live.newPage();
  await page.goto('/apply/individual');
  await expect(page.locator('html[data-live]')).toHaveCount(1);
  expect(await style(page)).toEqual({ pointerEvents: 'auto', opacity: '1' });
  await agreeAll(page).click();
  await expect(agreeAll(page)).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('input[type="checkbox"]:checked')).toHaveCount(2);
  await live.close();
});
