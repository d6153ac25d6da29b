import { expect, test, type Page } from '@playwright/test';
import { waitForHydration } from './apply-helpers';
import { adminApi } from '../tests/helpers/admin';
import { randomMobile, randomName } from '../tests/helpers/people';
import { createTicket } from '../tests/helpers/tickets';

/** The code of the edition on sale (its place settings are PUT /api/admin/event/{code}). */
const currentCode = async (): Promise<string> => (await adminApi('GET', '/api/admin/event/current')).body.eventCode as string;

// The bot check in a real browser: staff switch it on, the waitlist form solves the ALTCHA proof of
// work in the page (its workers, no outside service) and the entry is accepted. Runs after every
// other spec (*.serial.spec.ts): the setting holds for the whole edition.

test.use({ viewport: { width: 360, height: 780 } });

test.beforeAll(async () => {
  expect((await adminApi('PUT', `/api/admin/event/${await currentCode()}`, { powChallenge: true })).status).toBe(200);
});
test.afterAll(async () => {
  await adminApi('PUT', `/api/admin/event/${await currentCode()}`, { powChallenge: false });
});

/**
 * What the page did about the bot check (its challenge and the form's answer, the widget's states,
 * requests that left the site), printed when the entry does not go through.
 */
async function watch(page: Page) {
  const seen: string[] = [];
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(u.hostname) && !u.protocol.startsWith('blob') && !u.protocol.startsWith('data'))
      outside.push(r.url());
  });
  page.on('response', async (r) => {
    if (/\/api\/(altcha|waitlist)/.test(r.url()) || r.status() >= 400)
      seen.push(`${r.request().method()} ${new URL(r.url()).pathname} ${r.status()} ${(await r.text().catch(() => '')).slice(0, 200)}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message}`));
  await page.exposeFunction('powSeen', (line: string) => seen.push(line));
  await page.addInitScript(() => {
    const log = (window as unknown as { powSeen: (l: string) => void }).powSeen;
    document.addEventListener('statechange', (e) => log(`widget ${(e as CustomEvent<{ state: string }>).detail.state}`), true);
  });
  return { seen, outside };
}

/** Fills the waitlist form of `ticketSeq` once the page can take it, and returns its submit button. */
async function fillWaitlist(page: Page, ticketSeq: number) {
  await page.goto(`/apply/waitlist?ticketSeq=${ticketSeq}`);
  await expect(page.getByTestId('pow-check')).toBeVisible();
  const join = page.getByRole('button', { name: '대기 신청', exact: true });
  await waitForHydration(join);
  await page.getByLabel('참가자 이름').fill(randomName());
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByLabel('참가자 휴대전화').fill(randomMobile());
  return join;
}

/** Waits for the waitlist's answer; on a refusal, prints what `watch` saw. */
async function expectJoined(page: Page, seen: string[]) {
  await expect(page.getByTestId('waitlist-joined'))
    .toBeVisible({ timeout: 30_000 })
    .catch((e: unknown) => {
      console.log(`[pow] what the page did:\n${seen.join('\n')}`);
      throw e;
    });
}

test('the browser solves the bot check in about a second and the entry goes through', async ({ page }) => {
  const course = await createTicket({ acceptable: 0 });
  const { seen, outside } = await watch(page);
  const join = await fillWaitlist(page, course.ticketSeq);
  const started = Date.now();
  await join.click();
  await expectJoined(page, seen);
  const took = Date.now() - started;
  console.log(`[pow] solved and joined in ${took} ms`);
  expect(took).toBeLessThan(15_000);
  expect(outside).toEqual([]);
});

test('a runner who submits before the bot check has loaded waits for it and gets through', async ({ page }) => {
  const course = await createTicket({ acceptable: 0 });
  const { seen } = await watch(page);
  // A slow network: the widget's script arrives two seconds late, after the runner pressed the button.
  await page.route(/\/_next\/static\/chunks\/.*\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('altcha-widget')) await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.fulfill({ response, body });
  });
  const join = await fillWaitlist(page, course.ticketSeq);
  await expect(page.locator('altcha-widget')).toHaveCount(0);
  await join.click();
  await expectJoined(page, seen);
});
