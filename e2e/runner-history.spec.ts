import { expect, test } from '@playwright/test';
import * as schema from '@/db/schema';
import { nameKey } from '@/lib/registration/name-key';
import { testDb } from '../tests/helpers/env';
import { waitForHydration } from './apply-helpers';
import { qrOfPdf } from '../tests/helpers/pdf-qr';

const { personalRecords } = schema;

test.use({ viewport: { width: 360, height: 800 } });

test('on a phone a runner finds their history, downloads a certificate and its QR code opens the verification page', async ({ page }) => {
  // A generated runner with results in three editions (birth date given by the results files).
  const runnerName = `Lee Seo Yeon ${Math.random().toString(36).slice(2, 7)}`;
  const backNo = String(70000 + Math.floor(Math.random() * 9000));
  const times = [
    { holdRound: 7, elapseTime: 3000 },
    { holdRound: 8, elapseTime: 2900 },
    { holdRound: 9, elapseTime: 2950 },
  ];
  await testDb()
    .insert(personalRecords)
    .values(
      times.map((t) => ({
        holdRound: t.holdRound,
        ticketName: '미니(10km)',
        runnerName,
        runnerNameKey: nameKey(runnerName),
        backNo,
        gender: 'F',
        birthYear: 1990,
        birthday: '19900512',
        elapseTime: t.elapseTime,
      })),
    );

  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto('/record/me');
  await expect(page.getByRole('heading', { name: '나의 기록 모음', level: 1 })).toBeVisible();
  // A fill before React hydrates the form is lost when the page answers the native submit.
  await waitForHydration(page.getByRole('button', { name: '기록 찾기' }));
  await page.getByLabel('이름 (기록에 적힌 대로)').fill(runnerName.toLowerCase());
  await page.getByLabel('생년월일 (예: 19800101)').fill('19900512');
  await page.getByRole('button', { name: '기록 찾기' }).click();
  const history = page.getByTestId('history');
  await expect(history.getByText('코스별 최고 기록')).toBeVisible();
  await expect(history.getByText('0:48:20').filter({ visible: true }).first()).toBeVisible(); // the best of the three (round 8)
  await expect(history.getByText('0:50:00').filter({ visible: true }).first()).toBeVisible();
  await expect(history.getByText('0:49:10').filter({ visible: true }).first()).toBeVisible();
  const scroll = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scroll).toBeLessThanOrEqual(360);

  const download = page.waitForEvent('download');
  await history.getByRole('link', { name: '완주증' }).filter({ visible: true }).first().click();
  const file = await download;
  const url = qrOfPdf((await file.path())!);
  expect(url).toMatch(/\/record\/verify\/[0-9A-Z]{12}$/);

  // The QR code names the site's public address; open the same path on the site under test.
  await page.goto(new URL(url!).pathname);
  await expect(page.getByText('유효한 완주증입니다.')).toBeVisible();
  await expect(page.getByText('미니(10km)').first()).toBeVisible();
  await expect(page.getByText(runnerName)).toHaveCount(0); // the name is masked after its first letter
});
