import { expect, test } from '@playwright/test';
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

test('the browser solves the bot check in about a second and the entry goes through', async ({ page }) => {
  const course = await createTicket({ acceptable: 0 });
  const outside: string[] = [];
  page.on('request', (r) => {
    const u = new URL(r.url());
    if (!['localhost', '127.0.0.1'].includes(u.hostname) && !u.protocol.startsWith('blob') && !u.protocol.startsWith('data'))
      outside.push(r.url());
  });
  await page.goto(`/apply/waitlist?ticketSeq=${course.ticketSeq}`);
  await expect(page.getByTestId('pow-check')).toBeVisible();
  const join = page.getByRole('button', { name: '대기 신청', exact: true });
  await waitForHydration(join);
  await page.getByLabel('참가자 이름').fill(randomName());
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByLabel('참가자 휴대전화').fill(randomMobile());
  const started = Date.now();
  await join.click();
  await expect(page.getByTestId('waitlist-joined')).toBeVisible({ timeout: 30_000 });
  const took = Date.now() - started;
  console.log(`[pow] solved and joined in ${took} ms`);
  expect(took).toBeLessThan(15_000);
  expect(outside).toEqual([]);
});
