import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import * as schema from '@/db/schema';
import { testDb } from '../tests/helpers/env';
import { paidRunners } from '../tests/helpers/race-day';
import { seededTicket } from '../tests/helpers/tickets';
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
  { path: '/apply/waitlist' },
  { path: '/apply/success' },
  { path: '/apply/fail?code=PAY_PROCESS_CANCELED' },
  { path: '/dashboard/notice' },
  { path: '/dashboard/notice/1' },
  { path: '/dashboard/qna' },
  { path: '/dashboard/qna/question' },
  { path: '/dashboard/gallery' },
  { path: '/dashboard/gallery?backNo=104' },
  { path: '/guide' },
  { path: '/course' },
  { path: '/trekking' },
  { path: '/record' },
  { path: '/record/total' },
  { path: '/record/untact' },
  { path: '/record/rank' },
  { path: '/record/print-record' },
  { path: '/record/me' },
  { path: '/record/verify' },
  { path: '/record/live' },
  { path: '/apply/checkin?t=K1invalid' },
  { path: '/no-such-page' },
  { path: '/user/login' },
  { path: '/user/reception', staff: true },
  { path: '/user/reception/receptionist?pageNo=1&rowCount=10', staff: true },
  { path: '/user/reception/payment?pageNo=1&rowCount=10', staff: true },
  { path: '/user/reception/refunds', staff: true },
  { path: '/user/reception/transfers', staff: true },
  { path: '/user/reception/waitlist', staff: true },
  { path: '/user/reception/application', staff: true },
  { path: '/user/reception/application/individual', staff: true },
  { path: '/user/reception/application/group', staff: true },
  { path: '/user/reception/audit?pageNo=1&rowCount=10', staff: true },
  { path: '/user/reception/export', staff: true },
  { path: '/user/events', staff: true },
  { path: '/user/events/event', staff: true },
  { path: '/user/events/map', staff: true },
  { path: '/user/events/record-import', staff: true },
  { path: '/user/events/control', staff: true },
  { path: '/user/events/record', staff: true },
  { path: '/user/events/editions', staff: true },
  { path: '/user/events/retention', staff: true },
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
  { path: '/user/board/messages', staff: true },
  { path: '/user/board/messages/bulk', staff: true },
  { path: '/user/board/messages/kinds', staff: true },
  { path: '/user/board/pages', staff: true },
  { path: '/user/staff', staff: true },
  { path: '/user/account', staff: true },
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
        // The staff editors are the largest pages (the event page holds every course, option and
        // setting): axe's contrast pass over them takes 20–35 s on two shared cores, past the
        // default minute when the machine is busy. Slow, not broken: give them the triple timeout.
        if (route.staff) test.slow();
        if (route.staff) await logInStaff(page);
        await page.goto(route.via ? await firstLink(page, route.via, route.path) : route.path);
        // Not 'networkidle': the console keeps its session alive in the background.
        await page.waitForLoadState('load');
        await page.locator('h1, [role="heading"]').first().waitFor();
        // Audit the page as it is used: live (components/ui/live-mark.tsx). Before that its script-driven
        // buttons are dimmed and take no taps, inactive controls that WCAG exempts from contrast but axe
        // cannot tell apart; the largest staff editors take longer than that to go live on a busy machine.
        await page.locator('html[data-live]').waitFor({ state: 'attached' });
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

/** The public pages a runner reaches from the menus (no database id, no one-off state in the address). */
const PUBLIC_PAGES = ROUTES.filter(
  (r) => !r.staff && !r.via && !/\d|\?|success|no-such-page/.test(r.path) && !r.path.startsWith('/user'),
).map((r) => r.path);

/** The address part of a link's href ('/record?x=1' -> '/record'). */
const pathOf = (href: string) => new URL(href, 'http://x').pathname;

test.describe('at 360 px, a runner on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('reaches every public page from / within two taps through visible controls', async ({ page }) => {
    await page.goto('/');
    await page
      .getByTestId('popup')
      .getByRole('button')
      .last()
      .click({ timeout: 3_000 })
      .catch(() => undefined);
    const visibleLinks = async (scope: string) =>
      page
        .locator(`${scope} a[href^="/"]:visible`)
        .evaluateAll((els) => els.map((a) => a.getAttribute('href') ?? ''))
        .then((hrefs) => hrefs.map(pathOf));
    const oneTap = await visibleLinks('body');
    await page.getByTestId('phone-menu').click(); // tap 1
    const menu = page.getByRole('dialog');
    await expect(menu).toBeVisible();
    const twoTaps = await visibleLinks('dialog[open]'); // tap 2 is on any of these
    const unreachable = PUBLIC_PAGES.filter((p) => !oneTap.includes(p) && !twoTaps.includes(p));
    expect(unreachable).toEqual([]);
    // The menu is a real dialog: focus is inside, Escape closes it and gives focus back to the button.
    expect(await menu.evaluate((d) => d.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('phone-menu')).toBeFocused();
  });

  test('sees no runner name in the results broken over more than two lines', async ({ page }) => {
    for (const path of ['/record/total', '/record/total?rowCount=50']) {
      await page.goto(path);
      const names = page.locator('[data-runner-name]:visible');
      await expect(names.first()).toBeVisible();
      const lines = await names.evaluateAll((els) =>
        els.map((el) => {
          const style = getComputedStyle(el);
          const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.2;
          return { name: el.textContent, lines: Math.round(el.getBoundingClientRect().height / lineHeight) };
        }),
      );
      expect(lines.filter((l) => l.lines > 2)).toEqual([]);
    }
  });

  test('keeps a pasted hyphenated phone number whole in every kind of phone field', async ({ page }) => {
    for (const [path, label] of [
      ['/apply/search', '연락처'],
      ['/apply/searchId', '휴대전화'],
      ['/record/untact', '휴대전화'],
    ] as const) {
      await page.goto(path);
      const phone = page.getByLabel(label, { exact: true });
      // A phone keyboard's clipboard chip inserts the text without a paste event.
      await phone.focus();
      await page.keyboard.insertText('010-9876-5432');
      await expect(phone, path).toHaveValue('01098765432');
      // A real paste (with its event), from an international contact card.
      await phone.fill('');
      await phone.evaluate((el) => {
        const data = new DataTransfer();
        data.setData('text/plain', '+82 10-9876-5432');
        el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
      });
      await expect(phone, path).toHaveValue('01098765432');
      // The field reads the number back as people write it, so the runner sees it was kept whole.
      await expect(phone, path).toHaveAccessibleDescription(/010-9876-5432/);
    }
  });

  test('keeps focus inside the new step after each step change, and each step has its own title', async ({ page }) => {
    await page.goto('/apply/individual');
    const firstTitle = await page.title();
    await page.getByRole('button', { name: '전체 동의' }).click();
    await page.getByRole('button', { name: '다음' }).click();
    const step2 = page.getByRole('heading', { name: '정보 입력', level: 2 });
    await expect(step2).toBeFocused();
    const secondTitle = await page.title();
    expect(secondTitle).not.toBe(firstTitle);
    expect(secondTitle).toContain('정보 입력');
    await expect(page.getByTestId('step-announcer')).toContainText('2/4');
    await page.getByRole('button', { name: '이전' }).click();
    await expect(page.getByRole('heading', { name: '약관 동의', level: 2 })).toBeFocused();
  });

  test('finds a skip link as the first tab stop of every page, and a title of its own on each', async ({ page }) => {
    const titles = new Map<string, string>();
    for (const path of PUBLIC_PAGES) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.keyboard.press('Tab');
      const first = await page.evaluate(() => {
        const el = document.activeElement as HTMLAnchorElement | null;
        return { cls: el?.className ?? '', href: el?.getAttribute('href') ?? '' };
      });
      expect(first, path).toEqual({ cls: 'skip-link', href: '#main' });
      await page.keyboard.press('Enter');
      await expect(page.locator('main#main'), path).toBeFocused();
      titles.set(path, await page.title());
    }
    const seen = new Map<string, string>();
    const clashes = [...titles].filter(([path, title]) => {
      const other = seen.get(title);
      seen.set(title, path);
      return other !== undefined;
    });
    expect(clashes).toEqual([]);
  });
});

test.describe('at 1280 px, staff', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('read every staff table without scrolling it sideways', async ({ page }) => {
    // The widest real content the lists meet: a waitlist invitation carries its link, one unbroken
    // token, beside a registration's messages (their registration number kept on one line) and an
    // e-mail that failed with the provider's reason: together they widened the message outbox past
    // 1280 px once other tests had sent them.
    const [runner] = await paidRunners((await seededTicket('10KM')).ticketSeq, 1);
    await testDb()
      .insert(schema.smsOutbox)
      .values([
        {
          kind: 'invited',
          joinerId: runner.joinerId,
          recipient: '01000000000',
          status: 'SENT',
          body: '[제24회 대청호 마라톤대회] 테스트T88c768a9 자리가 났습니다. 11/28 20:19까지 신청해 주세요. http://localhost:3100/apply/individual?invite=27.1795864790.oqqa8_bdbUmEbIJ98eQh4Yemlip3WpYl',
        },
        {
          kind: 'released',
          joinerId: runner.joinerId,
          channel: 'email',
          recipient: 'hanako.tanaka@example.jp',
          subject: 'Registration cancelled',
          status: 'QUEUED',
          reason: 'smtp: ESOCKET',
          attempts: 3,
          body: 'A message from the office of 제24회 대청호 마라톤대회. No payment for registration number 9418 was received by its deadline (11/26 20:22, Korean time), so the entry was cancelled and its place released.',
        },
      ]);
    await logInStaff(page);
    for (const route of ROUTES.filter((r) => r.staff && !r.via)) {
      await page.goto(route.path);
      await page.locator('h1, [role="heading"]').first().waitFor();
      await page.waitForLoadState('load');
      const wide = await page.locator('table').evaluateAll((tables) =>
        tables
          .map((t) => {
            const box = t.parentElement!;
            return {
              caption: t.getAttribute('aria-label') ?? t.className,
              extra: Math.max(box.scrollWidth - box.clientWidth, t.scrollWidth - box.clientWidth),
            };
          })
          .filter((x) => x.extra > 1),
      );
      expect(wide, route.path).toEqual([]);
    }
  });
});

test.describe('in English mode', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('no Korean text sits under lang="en" without a lang="ko" part around it', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: 'NEXT_LOCALE', value: 'en', url: baseURL! }]);
    const found: string[] = [];
    for (const path of [...PUBLIC_PAGES, '/dashboard/notice/1']) {
      await page.goto(path);
      await page.locator('h1').first().waitFor();
      await page.waitForLoadState('load');
      const korean = await page.evaluate(() => {
        const hangul = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
        const out: string[] = [];
        for (let n = walker.nextNode(); n; n = walker.nextNode()) {
          const el = n.parentElement;
          if (!el || !hangul.test(n.textContent ?? '') || el.closest('script, style, noscript, template')) continue;
          if (el.closest('[lang]')?.getAttribute('lang') !== 'ko')
            out.push(`${el.tagName.toLowerCase()}: ${n.textContent!.trim().slice(0, 40)}`);
        }
        return out;
      });
      found.push(...korean.slice(0, 5).map((k) => `${path} ${k}`));
    }
    expect(found).toEqual([]);
  });
});
