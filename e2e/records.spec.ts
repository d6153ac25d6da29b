import { readFile } from 'node:fs/promises';
import { and, asc, eq } from 'drizzle-orm';
import { expect, test } from '@playwright/test';
import * as schema from '@/db/schema';
import { generateResults, resultsCsv } from '@/lib/records/demo-data';
import { logInStaff } from './staff-helpers';
import { testDb } from '../tests/helpers/env';
import { expectPdfShows, PDF_CHECK_TIMEOUT_MS } from '../tests/helpers/pdf-render';

const { personalRecords } = schema;

/** A demo runner of round 23 (the demo profile seeds it). */
async function demoRunner(offset: number) {
  const [r] = await testDb()
    .select()
    .from(personalRecords)
    .where(and(eq(personalRecords.holdRound, 23), eq(personalRecords.ticketName, '하프')))
    .orderBy(asc(personalRecords.recordId))
    .offset(offset)
    .limit(1);
  return r;
}

test('a runner finds their record, downloads the certificate and opens the shared link', async ({ page }) => {
  test.setTimeout(60_000 + PDF_CHECK_TIMEOUT_MS);
  const r = await demoRunner(Math.floor(Math.random() * 500));
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto('/record');
  await expect(page.getByRole('heading', { name: '개인기록 조회', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByText('배번호를 입력하세요.(숫자)')).toBeVisible();

  await page.getByLabel('대회 회차').selectOption('23');
  await page.getByLabel('배번호').fill(r.backNo);
  await page.getByLabel('성명').fill(` ${r.runnerName} `);
  await page.getByRole('button', { name: '조회' }).click();
  const table = page.getByTestId('person-records');
  await expect(table.getByRole('cell', { name: r.runnerName, exact: true })).toBeVisible();
  await expect(table.getByRole('cell', { name: String(r.totalRank), exact: true }).first()).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/record\\?holdRound=23&backNo=${r.backNo}`));

  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: /완주증 PDF/ }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`certificate-23-${r.backNo}.pdf`);
  const pdf = await readFile((await file.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  // As printed: the downloaded file drawn by Poppler and Ghostscript and read back.
  await expectPdfShows(pdf, [r.runnerName, r.backNo], 'e2e-finisher-certificate');

  const shared = `/record?${new URLSearchParams({ holdRound: '23', backNo: r.backNo, runnerName: r.runnerName })}`;
  // The shared link's query is in the fields of the page as the server sends it (scripts off).
  const noScripts = await page.context().browser()!.newContext({ javaScriptEnabled: false });
  const plain = await noScripts.newPage();
  await plain.goto(shared);
  await expect(plain.getByLabel('대회 회차')).toHaveValue('23');
  await expect(plain.getByLabel('성명')).toHaveValue(r.runnerName);
  await expect(plain.getByLabel('배번호')).toHaveValue(r.backNo);
  await noScripts.close();
  await page.goto(shared);
  await expect(page.getByTestId('person-records').getByRole('cell', { name: r.runnerName, exact: true })).toBeVisible();

  // '내 사진': the race gallery's photos of this bib in this edition.
  const myPhotos = page
    .getByTestId('person-records')
    .getByRole('link', { name: `제23회 배번 ${r.backNo} 사진 보기` })
    .first();
  await expect(myPhotos).toHaveAttribute('href', `/dashboard/gallery?backNo=${r.backNo}&holdRound=23`);
  await myPhotos.click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`제23회 배번 ${r.backNo} 사진`);
  await page.goBack();

  await page.getByLabel('배번호').fill('99999');
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByText('결과가 없습니다.')).toBeVisible();
});

test('the overall record pages and filters through the query string', async ({ page }) => {
  // The 23rd edition's seeded results: other tests (race day, imports) may give the current edition
  // results of its own, which the page would then open by default.
  await page.goto('/record/total?holdRound=23');
  await expect(page.getByRole('heading', { name: '전체기록', level: 1 })).toBeVisible();
  const rows = page.getByTestId('total-records').locator('tbody tr');
  await expect(rows).toHaveCount(10);
  await page.getByRole('navigation', { name: '페이지' }).getByRole('link', { name: '2', exact: true }).click();
  await expect(page).toHaveURL(/pageNo=2/);
  await expect(rows).toHaveCount(10);

  await page.getByLabel('코스').selectOption('하프');
  await page.getByLabel('성별').selectOption('F');
  await page.getByLabel('연령대').selectOption('40');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/gender=F/);
  await expect(page).toHaveURL(/ageType=40/);
  await expect(rows.first().locator('td[data-col=ageRank]')).toHaveText('1'); // first of the age group
  const genders = await rows.locator('td[data-col=gender]').allTextContents();
  expect(genders.length).toBeGreaterThan(0);
  expect(new Set(genders)).toEqual(new Set(['여']));
  const ages = await rows.locator('td[data-col=ageType]').allTextContents();
  expect(new Set(ages)).toEqual(new Set(['40대']));

  await page.getByLabel('대회 회차').selectOption('3');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page.getByText('결과가 없습니다.')).toBeVisible();
});

test('the overall record shows one course by default, finds a runner by name and lets the visitor choose the page size', async ({
  page,
}) => {
  const r = await demoRunner(Math.floor(Math.random() * 300));
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': `10.78.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` });
  await page.goto('/record/total?holdRound=23');
  // The longest course by default, never courses mixed: places run 1, 2, 3 across men and women.
  await expect(page.getByLabel('코스')).toHaveValue('하프');
  const rows = page.getByTestId('total-records').locator('tbody tr');
  expect(await rows.locator('td[data-col=place]').allTextContents()).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10']);
  await page.getByLabel('한 쪽에 보기').selectOption('30');
  await page.getByRole('button', { name: '검색' }).click();
  await expect(rows).toHaveCount(30);

  await page.getByLabel('이름으로 찾기').fill(r.runnerName);
  await page.getByRole('button', { name: '검색' }).click();
  await expect(page).toHaveURL(/runnerName=/);
  await expect(rows.locator('td[data-col=runnerName]').first()).toHaveText(r.runnerName);
  await expect(rows.locator('td[data-col=backNo]').filter({ hasText: r.backNo })).toHaveCount(1);
});

test('staff check the detected columns and import a results file', async ({ page }) => {
  await logInStaff(page);
  await page.goto('/user/events/record-import');
  await expect(page.getByRole('heading', { name: '기록 업로드', level: 1 })).toBeVisible();
  await expect(page.getByTestId('import-list')).toContainText('데모 데이터');

  const csv = Buffer.from(resultsCsv(generateResults({ seed: 15, course: 'mini', count: 300, raceYear: 2015 })), 'utf8');
  await page.getByLabel('결과 파일').setInputFiles({ name: 'round15-mini.csv', mimeType: 'text/csv', buffer: csv });
  await page.getByRole('button', { name: '열 확인' }).click();
  await expect(page.getByLabel('기록(넷타임)')).toHaveValue('기록');
  await expect(page.getByLabel('배번', { exact: true })).toHaveValue('배번');
  await page.getByLabel('회차', { exact: true }).selectOption('15');
  await page.getByLabel('코스명 (파일의 코스 이름)').fill('미니');
  await page.getByRole('button', { name: '업로드' }).click();
  await expect(page.getByTestId('import-message')).toContainText('300건 등록, 0건 제외');
  await expect(page.getByTestId('import-list')).toContainText('round15-mini.csv');
});
