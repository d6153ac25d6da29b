import { expect, test, type Page } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { acknowledge, fillApplicant, toInformationStep } from './apply-helpers';
import { testDb } from '../tests/helpers/env';
import { randomMobile, randomName } from '../tests/helpers/people';
import { seededTicket } from '../tests/helpers/tickets';

// The waiting room of the opening rush: while the site answers 503 Q0001 (queue full) the apply page
// shows the queue with a countdown, keeps what the runner typed, sends the very same body again and
// completes the registration once the queue frees up. The server's own queue (ACCEPT_QUEUE_MAX) is
// exercised over HTTP in tests/integration/cluster.test.ts; here the first two answers are the busy
// answer the server gives, so the shared test server keeps its normal queue for the other suites.
/** Fills the individual form for `name`/`phone` on course `ticketSeq` and submits it (confirm included). */
async function fillAndSubmit(page: Page, name: string, phone: string, ticketSeq: number) {
  await page.goto('/apply/individual');
  await toInformationStep(page);
  await fillApplicant(page, name, phone);
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByTestId(`course-option-${ticketSeq}`).click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
}

test('the waiting room retries with the same application and completes it when the queue frees up', async ({ page }) => {
  const name = randomName();
  const phone = randomMobile();
  const half = await seededTicket('HALF');
  const bodies: string[] = [];
  await page.route('**/api/applicant/applyFor', async (route) => {
    bodies.push(route.request().postData() ?? '');
    if (bodies.length <= 2) {
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '1' },
        body: JSON.stringify({ errorCode: 'Q0001', errorMessage: 'queue full' }),
      });
    } else {
      await route.continue();
    }
  });

  await fillAndSubmit(page, name, phone, half.ticketSeq);

  const room = page.getByTestId('waiting-room');
  await expect(room).toBeVisible();
  await expect(room).toContainText('접수 대기 중입니다');
  await expect(page.getByTestId('waiting-countdown')).toContainText(/\d+초 후 다시 시도합니다/);
  // No second submission while waiting.
  await expect(page.getByRole('button', { name: /신청 중|신청하기/ })).toBeDisabled();

  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible({ timeout: 30_000 });
  await expect(room).toHaveCount(0);
  expect(bodies).toHaveLength(3);
  expect(new Set(bodies).size).toBe(1);
  expect(JSON.parse(bodies[0]).joiner.joinerName).toBe(name);

  const rows = await testDb()
    .select({ joinSeq: schema.joiners.joinSeq })
    .from(schema.joiners)
    .where(and(eq(schema.joiners.joinerName, name), eq(schema.joiners.cellphone, phone)));
  expect(rows).toHaveLength(1);
  await expect(page.getByTestId('depositor')).toHaveText(`${name}${phone.slice(-4)}`);
});

test('the runner may stop waiting; the form keeps everything typed and can be sent again', async ({ page }) => {
  const name = randomName();
  const phone = randomMobile();
  const half = await seededTicket('HALF');
  let busy = true;
  await page.route('**/api/applicant/applyFor', async (route) => {
    if (busy) {
      await route.fulfill({
        status: 503,
        headers: { 'content-type': 'application/json', 'retry-after': '5' },
        body: JSON.stringify({ errorCode: 'Q0001', errorMessage: 'queue full' }),
      });
    } else {
      await route.continue();
    }
  });

  await fillAndSubmit(page, name, phone, half.ticketSeq);
  await expect(page.getByTestId('waiting-room')).toBeVisible();
  await page.getByRole('button', { name: '대기 중단' }).click();
  await expect(page.getByTestId('waiting-room')).toHaveCount(0);

  await expect(page.getByLabel('이름', { exact: true })).toHaveValue(name);
  await expect(page.getByLabel('참가자 휴대전화')).toHaveValue(phone);
  await expect(page.getByLabel('생년월일')).toHaveValue('19900101');
  busy = false;
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
  await expect(page.getByRole('heading', { name: '접수 확인 및 결제' })).toBeVisible();
});
