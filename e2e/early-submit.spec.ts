import { expect, test } from '@playwright/test';

/**
 * A form sent before its page is live (Enter pressed while the scripts still load, or scripts that
 * failed) is sent by the browser itself. Every form the site's scripts handle says method="post"
 * (an ESLint house rule), so such a send brings the page back and puts nothing in the address: no
 * password or name and phone in the access log, the history or a Referer.
 */
test('forms sent before the page is live put no password or personal data in the address', async ({ browser }) => {
  const noScripts = await browser.newContext({ javaScriptEnabled: false });
  const page = await noScripts.newPage();

  await page.goto('/user/login');
  await page.locator('#userName').fill('admin');
  await page.locator('#password').fill('early-secret-1');
  // The browser does send it, as a POST, and the login page comes back.
  const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/user/login');
  await page.locator('#password').press('Enter');
  await sent;
  await page.waitForLoadState();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#userName')).toBeVisible();

  await page.goto('/apply/search');
  await page.locator('#lookupName').fill('홍길동');
  await page.locator('#lookupPhone').fill('01012345678');
  await page.locator('#lookupPhone').press('Enter');
  await page.waitForLoadState();
  expect(page.url()).not.toContain('01012345678');
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#lookupName')).toBeVisible();

  await page.goto('/apply/searchId');
  await page.locator('#findName').fill('홍길동');
  await page.locator('#findPhone').fill('01012345678');
  await page.locator('#findPhone').press('Enter');
  await page.waitForLoadState();
  expect(new URL(page.url()).search).toBe('');
  await expect(page.locator('#findName')).toBeVisible();

  await noScripts.close();
});
