import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { and, eq } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { testDb } from '../tests/helpers/env';
import { randomMobile, randomName } from '../tests/helpers/people';
import { paidRunners } from '../tests/helpers/race-day';
import { seededTicket } from '../tests/helpers/tickets';
import { cleanTenKm } from '../tests/helpers/untact';
import { acknowledge, fillApplicant, toInformationStep } from './apply-helpers';
import { logInStaff } from './staff-helpers';

const PHOTO = path.join(process.cwd(), 'tests', 'fixtures', 'race-photos', 'bib-ocr-in0.jpg');

/**
 * The runner in the photo: bib 104 of the current edition, as at a real race, where every bib in a photo is
 * one the edition gave out (the reading tags only those once the edition has any; in a full run other
 * tests have given out bibs in it).
 */
async function runnerWithBib104() {
  const ticket = await seededTicket('10KM');
  const held = await testDb()
    .select({ runnerSeq: schema.runners.runnerSeq })
    .from(schema.runners)
    .where(and(eq(schema.runners.eventId, ticket.eventId), eq(schema.runners.backNo, 104)));
  if (held.length) return;
  const [runner] = await paidRunners(ticket.ticketSeq, 1);
  await testDb().update(schema.runners).set({ backNo: 104 }).where(eq(schema.runners.runnerSeq, runner.runnerSeq));
}

test('a photographer uploads a race photo, its bib is read in the background, staff add one, and a runner on a phone opens it by bib and downloads the original', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  await runnerWithBib104();
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInStaff(staff);
  await staff.goto('/user/board/gallery');
  await staff.getByLabel('앨범 제목').fill(`제24회 결승선 ${randomBytes(3).toString('hex')}`);
  await staff.getByRole('button', { name: '앨범 만들기' }).click();
  await expect(staff).toHaveURL(/\/user\/board\/gallery\/\d+$/);

  await staff.getByLabel('사진 파일 (JPEG, PNG, WebP, 장당 10MB 이하)').setInputFiles(PHOTO);
  await staff.getByRole('button', { name: '사진 올리기' }).click();
  const card = staff.getByTestId('photo-bibs').first();
  // The upload is answered at once; the bib is read by the job queue and the page looks again until it is.
  await expect(staff.getByTestId('upload-progress')).toHaveText('업로드 1/1');
  await expect(card.getByTestId('bib-tag').filter({ hasText: /^104$/ })).toBeVisible({ timeout: 150_000 });
  await expect(card.getByTestId('bib-tag').filter({ hasText: /^104$/ })).toHaveAttribute('data-source', 'ocr');

  // A runner OCR could not see: staff add the bib by hand.
  const bib = String(30000 + Math.floor(Math.random() * 9000));
  await card.getByLabel('사진 1에 배번 추가').fill(bib);
  await card.getByRole('button', { name: '배번 추가' }).click();
  await expect(card.getByTestId('bib-tag').filter({ hasText: new RegExp(`^${bib}$`) })).toHaveAttribute('data-source', 'staff');
  await staff.screenshot({ path: test.info().outputPath('album-bibs-1280.png'), fullPage: true });

  // The album's edition: the current one when it was made; staff move it (an album made before albums
  // had one, or under the wrong one) and it stays so.
  const round = staff.getByLabel('대회 회차');
  const current = await round.inputValue();
  expect(current).toMatch(/^\d+$/);
  await round.selectOption('');
  await staff.getByRole('button', { name: '저장', exact: true }).click();
  await expect(staff.getByText('저장되었습니다.')).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel('대회 회차')).toHaveValue('');
  await staff.getByLabel('대회 회차').selectOption(current);
  await staff.getByRole('button', { name: '저장', exact: true }).click();
  await expect(staff.getByText('저장되었습니다.').first()).toBeVisible();
  await staff.reload();
  await expect(staff.getByLabel('대회 회차')).toHaveValue(current);
  // Every photo read already: reading the unread ones again queues none.
  const reread = staff.getByTestId('album-reread');
  await expect(reread).toContainText('배번을 아직 읽지 않았거나 읽지 못한 사진: 0장');
  await reread.getByRole('button', { name: '번호 다시 읽기' }).click();
  await expect(staff.getByText('사진 0장의 배번을 읽도록 넣었습니다.')).toBeVisible();
  await staff.screenshot({ path: test.info().outputPath('album-edition-1280.png'), fullPage: true });
  await staff.setViewportSize({ width: 360, height: 740 });
  await staff.screenshot({ path: test.info().outputPath('album-edition-360.png'), fullPage: true });
  await staffContext.close();

  // The runner, on a 360 px phone, finds the photo by bib and opens it large.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/dashboard/gallery');
  await page.screenshot({ path: test.info().outputPath('gallery-search-360.png') });
  await page.getByRole('textbox', { name: '배번' }).fill(bib);
  await page.getByRole('button', { name: '사진 찾기' }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/gallery\\?backNo=${bib}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`배번 ${bib} 사진`);
  await expect(page.getByText('사진 1장을 찾았습니다.')).toBeVisible();
  await page.getByRole('button', { name: /사진 1 크게 보기$/ }).click();
  const big = page.getByTestId('lightbox-image');
  await expect(big).toBeVisible();
  await expect.poll(() => big.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(700);
  const box = await big.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(360);
  expect(box!.width).toBeGreaterThan(250);
  await page.screenshot({ path: test.info().outputPath('bib-photo-360.png') });

  const download = page.waitForEvent('download');
  await page.getByTestId('lightbox-download').click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^photo-\d+/);
  const saved = test.info().outputPath('original.jpg');
  await file.saveAs(saved);
  const { statSync } = await import('node:fs');
  expect(statSync(saved).size).toBeGreaterThan(30_000);

  await page.keyboard.press('Escape');
  await page.screenshot({ path: test.info().outputPath('bib-list-360.png'), fullPage: true });
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.screenshot({ path: test.info().outputPath('bib-list-1280.png'), fullPage: true });

  // The same search by the bib OCR read.
  await page.goto('/dashboard/gallery?backNo=104');
  await expect(
    page
      .getByTestId('bib-photos')
      .getByRole('button', { name: /크게 보기$/ })
      .first(),
  ).toBeVisible();
});

test('an untact runner adds photos of their run to their footprint on a phone', async ({ page }) => {
  test.setTimeout(120_000);
  await page.route(/tile\.openstreetmap\.org|\{z\}|\.png(\?|$)/, (route) => route.abort());
  await page.setViewportSize({ width: 360, height: 740 });
  const name = randomName();
  const phone = randomMobile();
  await page.goto('/apply/individual');
  await toInformationStep(page);
  await fillApplicant(page, name, phone);
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('19900101');
  await page.getByTestId('course-group-online').getByText('언택트 10Km').click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const joinSeq = (await page.getByTestId('join-seq').textContent())?.trim() ?? '';

  await page.goto('/record/untact');
  await page.getByLabel('신청자 이름').fill(name);
  await page.getByLabel('휴대전화').fill(phone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '조회' }).click();
  await page
    .getByLabel('활동 파일')
    .setInputFiles({ name: 'morning-run.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(cleanTenKm()) });
  await page.getByRole('button', { name: '올리기' }).click();
  const photos = page.getByTestId('run-photos');
  await expect(photos).toContainText('달리기 사진 (0/5장)');
  await photos.getByLabel('사진 파일 (JPEG, PNG, WebP, 장당 10MB 이하)').setInputFiles([PHOTO, PHOTO]);
  await photos.getByRole('button', { name: '사진 올리기' }).click();
  await expect(page.getByTestId('run-photos-note')).toHaveText('✓ 사진을 올렸습니다.');
  await expect(photos).toContainText('달리기 사진 (2/5장)');
  await expect(photos.locator('img')).toHaveCount(2);
  // Thumbnails load lazily: bring them into view first.
  await photos.locator('img').first().scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      photos
        .locator('img')
        .first()
        .evaluate((img: HTMLImageElement) => img.naturalWidth),
    )
    .toBeGreaterThan(100);
  await page.screenshot({ path: test.info().outputPath('untact-photos-360.png'), fullPage: true });
  await photos.getByRole('button', { name: '사진 1 삭제' }).click();
  await expect(photos).toContainText('달리기 사진 (1/5장)');
});
