import { expect, test, type Page } from '@playwright/test';

/**
 * The Content-Security-Policy (proxy.ts) must not block anything the site itself does: pages hydrate
 * (client navigation, forms) and the browser reports no violation, under the nonce policy of pages
 * rendered per request and under the fixed policy of cached pages (lib/cache/cached-routes.ts).
 */
async function collectViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy|Content-Security-Policy/i.test(m.text())) seen.push(m.text());
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`Content-Security-Policy violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return seen;
}

test('public and staff pages load and hydrate under the CSP with no violation', async ({ page }) => {
  test.slow(); // twenty pages, each until the network is idle
  const violations = await collectViolations(page);
  // Every page rendered per request: one left prerendered by mistake would carry the proxy's nonce
  // policy over HTML without nonces, and none of its scripts would run (reported here as violations).
  const perRequest = [
    ...['/apply/individual', '/apply/group', '/apply/search', '/apply/searchId', '/apply/waitlist', '/apply/fail?code=X'],
    ...['/record', '/record/total', '/record/me', '/record/verify', '/record/untact', '/dashboard/qna', '/dashboard/qna/question'],
    '/user/login',
  ];
  for (const path of perRequest) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toContain("'nonce-");
    await page.waitForLoadState('networkidle');
  }
  for (const path of ['/', '/guide', '/course', '/trekking', '/dashboard/notice', '/dashboard/gallery']) {
    const res = await page.goto(path);
    expect(res?.headers()['content-security-policy'], path).toContain("script-src 'self' 'unsafe-inline'");
    expect(res?.headers()['content-security-policy'], path).not.toContain("'nonce-");
    await page.waitForLoadState('networkidle');
  }
  // Hydrated: a client-side link works without a full reload. From the guide, a cached page like the home page
  // but without its popup notices, which another browser test may have up at this moment.
  await page.goto('/guide');
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '알림마당' }).click();
  await expect(page).toHaveURL(/\/dashboard\/notice/);
  await expect(page.getByTestId('test-mode-banner')).toBeVisible();
  // From a cached page to a per-request one and back, without a reload (the first document's policy holds).
  await page.getByRole('navigation', { name: '주 메뉴' }).getByRole('link', { name: '참가 신청' }).click();
  await expect(page).toHaveURL(/\/apply\/individual/);
  // A section's pages open beneath it in the main menu while a link of it has keyboard focus (or on hover).
  const mainMenu = page.getByRole('navigation', { name: '주 메뉴' });
  await page.mouse.move(0, 400); // off the section clicked before, whose pages would open over these
  // Reached with the keyboard (a link focused by a mouse click keeps its list closed once the pointer leaves).
  // The section's own link (its first page, also named '대회 안내', sits in the list beneath it).
  const guideSection = mainMenu.getByRole('link', { name: '대회 안내' }).first();
  await guideSection.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(guideSection).toBeFocused();
  await mainMenu.getByRole('link', { name: '코스 안내' }).click();
  await expect(page.getByTestId('course-map').first()).toBeVisible();
  expect(violations).toEqual([]);
});
