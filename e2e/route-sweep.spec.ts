import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { logInStaff } from './staff-helpers';

/**
 * Every page of the site, public and staff. Add new routes HERE (one line each): the sweep below
 * checks each at 360 px and 1280 px for horizontal overflow and WCAG 2.1 AA (axe-core).
 * `staff: true` pages are visited signed in. A page whose address holds a database id (a post, an
 * album) is reached through `via`, a list page: the sweep opens the first link there that starts
 * with `path`.
 */
export const ROUTES: Array<{ path: string; staff?: boolean; via?: string }> = [
  { path: '/' },
  { path: '/apply/individual' },
  { path: '/apply/group' },
  { path: '/apply/search' },
  { path: '/apply/searchId' },
  { path: '/apply/success' },
  { path: '/apply/fail?code=PAY_PROCESS_CANCELED' },
  { path: '/dashboard/notice' },
  { path: '/dashboard/notice/1' },
  { path: '/dashboard/qna' },
  { path: '/dashboard/qna/question' },
  { path: '/dashboard/gallery' },
  { path: '/guide' },
  { path: '/course' },
  { path: '/trekking' },
  { path: '/record' },
  { path: '/record/total' },
  { path: '/record/untact' },
  { path: '/record/rank' },
  { path: '/record/print-record' },
  { path: '/record/live' },
  { path: '/apply/checkin?t=K1invalid' },
  { path: '/no-such-page' },
  { path: '/user/login' },
  { path: '/user/reception', staff: true },
  { path: '/user/reception/receptionist?pageNo=1&rowCount=10', staff: true },
  { path: '/user/reception/payment?pageNo=1&rowCount=10', staff: true },
  { path: '/user/reception/application', staff: true },
  { path: '/user/reception/application/individual', staff: true },
  { path: '/user/reception/application/group', staff: true },
  { path: '/user/reception/audit?pageNo=1&rowCount=10', staff: true },
  { path: '/user/events', staff: true },
  { path: '/user/events/event', staff: true },
  { path: '/user/events/map', staff: true },
  { path: '/user/events/record-import', staff: true },
  { path: '/user/events/control', staff: true },
  { path: '/user/events/record', staff: true },
  { path: '/user/events/bibs', staff: true },
  { path: '/user/events/dispatch', staff: true },
  { path: '/user/events/checkin', staff: true },
  { path: '/user/events/timing', staff: true },
  { path: '/user/board/notice', staff: true },
  { path: '/user/board/notice/new_post', staff: true },
  { path: '/user/board/notice/', staff: true, via: '/user/board/notice?pageNo=1' },
  { path: '/user/board/qna', staff: true },
  { path: '/user/board/qna/', staff: true, via: '/user/board/qna?pageNo=1' },
  { path: '/user/board/gallery', staff: true },
  { path: '/user/board/gallery/', staff: true, via: '/user/board/gallery' },
];

const WIDTHS = [360, 1280];
const WCAG_21_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The address of the first link on `list` that leads under `prefix` (a post or album of the seed). */
async function firstLink(page: Page, list: string, prefix: string): Promise<string> {
  await page.goto(list);
  await page.locator(`main a[href^="${prefix}"]`).first().waitFor();
  const hrefs = await page.locator(`main a[href^="${prefix}"]`).evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''));
  const href = hrefs.find((h) => /^\d+/.test(h.slice(prefix.length)));
  expect(href, `no link to a numbered page under ${prefix} on ${list}`).toBeTruthy();
  return href!;
}

/** The page's width beyond the viewport (0 when nothing scrolls sideways), and the widest culprits. */
async function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const extra = root.scrollWidth - root.clientWidth;
    const wide =
      extra > 0
        ? [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 1)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${el.className}`)
        : [];
    return { extra, wide };
  });
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 600 ? 740 : 800 } });
    for (const route of ROUTES) {
      const name = `${route.via ? `${route.path}… (first from ${route.via})` : route.path}${route.staff ? ' (staff)' : ''}`;
      test(`${name}: no sideways scroll, no serious or critical WCAG 2.1 AA violation`, async ({ page }) => {
        if (route.staff) await logInStaff(page);
        await page.goto(route.via ? await firstLink(page, route.via, route.path) : route.path);
        // Not 'networkidle': the console keeps its session alive in the background.
        await page.waitForLoadState('load');
        await page.locator('h1, [role="heading"]').first().waitFor();
        const o = await overflow(page);
        expect(o, `overflow at ${width}px: ${o.wide.join(', ')}`).toEqual({ extra: 0, wide: [] });
        const result = await new AxeBuilder({ page }).withTags(WCAG_21_AA).analyze();
        const bad = result.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map(
            (v) =>
              `${v.id} (${v.impact}): ${v.nodes
                .slice(0, 3)
                .map((n) => n.target.join(' '))
                .join(' | ')}`,
          );
        expect(bad).toEqual([]);
      });
    }
  });
}
