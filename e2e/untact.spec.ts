import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { logInStaff } from './staff-helpers';
import { randomMobile, randomName } from '../tests/helpers/people';
import { expectPdfShows, PDF_CHECK_TIMEOUT_MS } from '../tests/helpers/pdf-render';
import { cleanTenKm } from '../tests/helpers/untact';
import { acknowledge, fillApplicant, toInformationStep } from './apply-helpers';

/** Map tiles never load in tests (no internet, and blocked here): the route line must still be drawn. */
async function blockTiles(page: Page) {
  await page.route(/tile\.openstreetmap\.org|\{z\}|\.png(\?|$)/, (route) => route.abort());
}

test('a runner registers for the untact 10Km, uploads a GPX and sees the route; staff trim it and mark it OK; the runner downloads the certificate', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000 + PDF_CHECK_TIMEOUT_MS);
  const name = randomName();
  const phone = randomMobile();
  await blockTiles(page);

  // Registration through the ordinary individual flow: the untact courses have their own group.
  await page.goto('/apply/individual');
  await toInformationStep(page);
  await fillApplicant(page, name, phone);
  await page.getByLabel('신청자와 동일').check();
  await page.getByLabel('생년월일').fill('19900101');
  const untactGroup = page.getByTestId('course-group-online');
  await expect(untactGroup).toContainText('언택트 10Km');
  await untactGroup.getByText('언택트 10Km').click();
  await page.getByRole('button', { name: '신청하기' }).click();
  await acknowledge(page, '참가 신청하시겠습니까?', '신청하기');
  await page.getByRole('button', { name: '확인', exact: true }).click();
  const joinSeq = (await page.getByTestId('join-seq').textContent())?.trim() ?? '';
  expect(joinSeq).toMatch(/^\d{4}$/);

  // /record/untact: look up, upload the activity file, see the record and the route line without tiles.
  await page.goto('/record/untact');
  await page.getByRole('button', { name: '조회' }).click();
  // Each empty field says so beside itself ('all items must be entered', spec §5), and stops once filled.
  await expect(page.getByText('모든 항목을 입력해야 합니다.')).toHaveCount(3);
  await page.getByLabel('신청자 이름').fill(name);
  await expect(page.getByText('모든 항목을 입력해야 합니다.')).toHaveCount(2);
  await page.getByLabel('휴대전화').fill(phone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '조회' }).click();
  await expect(page.getByRole('radio', { name: new RegExp(`${name} · 언택트 10Km`) })).toBeChecked();
  await page
    .getByLabel('활동 파일')
    .setInputFiles({ name: 'morning-run.gpx', mimeType: 'application/gpx+xml', buffer: Buffer.from(cleanTenKm()) });
  await page.getByRole('button', { name: '올리기' }).click();
  // Not paid yet (bank transfer awaited): the run is kept and counts once the payment is confirmed; shown as a success.
  await expect(page.getByTestId('untact-upload-note')).toHaveText(
    '✓ 기록이 저장되었습니다. 참가비 입금이 확인되면 순위와 기록증에 반영됩니다.',
  );
  await expect(page.getByTestId('untact-upload-note')).toHaveAttribute('role', 'status');
  await expect(page.getByTestId('record-distance')).toHaveText('10.00 km');
  await expect(page.getByTestId('record-time')).toHaveText('0:50:00');
  const route = page.locator('path.untact-route');
  await expect(route).toHaveCount(1);
  // The straight test run is one long segment after Leaflet's simplification: check it is drawn long.
  expect(await route.getAttribute('d')).toMatch(/^M[\d.-]+ [\d.-]+L/);
  await expect.poll(async () => (await route.boundingBox())?.height ?? 0).toBeGreaterThan(100);
  await expect(page.locator('.leaflet-tooltip', { hasText: '출발' })).toBeVisible();
  await expect(page.locator('.leaflet-tooltip', { hasText: '도착' })).toBeVisible();

  // Staff: find the record, open the footprint editor in a new tab, trim before point 10, undo, save.
  const staff = await context.newPage();
  await blockTiles(staff);
  await logInStaff(staff);
  await staff.goto('/user/events/control');
  await staff.getByLabel('이름', { exact: true }).fill(name);
  await staff.getByRole('button', { name: '검색' }).click();
  const table = staff.getByTestId('control-table');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(table).toContainText('10.00 km');
  const opening = context.waitForEvent('page');
  await table.getByRole('link', { name: '열기' }).click();
  const editor = await opening;
  await blockTiles(editor);
  await expect(editor.getByTestId('kept-count')).toHaveText('남은 지점 101 / 101');
  await expect(editor.locator('path.untact-route')).toHaveCount(1);
  await editor.getByLabel('#').fill('10');
  await editor.getByRole('button', { name: '이 지점 이전 잘라내기' }).click();
  await expect(editor.getByTestId('kept-count')).toHaveText('남은 지점 91 / 101');
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(editor.getByTestId('staff-message')).toHaveText('저장되었습니다.');
  await expect(editor.getByTestId('record-distance')).toHaveText('9.00 km');
  await editor.getByRole('button', { name: '되돌리기' }).click();
  await expect(editor.getByTestId('kept-count')).toHaveText('남은 지점 101 / 101');
  await editor.getByRole('button', { name: '저장' }).click();
  await expect(editor.getByTestId('record-distance')).toHaveText('10.00 km');
  await editor.close();

  // Staff mark it OK with a bib, once the new search answer is on the table (a check made on the
  // rows it replaces would be lost).
  await Promise.all([
    staff.waitForResponse((r) => r.url().includes('/api/admin/checkLocation') && r.request().method() === 'POST'),
    staff.getByRole('button', { name: '검색' }).click(),
  ]);
  await expect(table.locator('tbody input[type=checkbox]')).not.toBeChecked();
  await table.locator('tbody input[type=checkbox]').check();
  await table.getByLabel('배번').fill(String(Math.floor(Math.random() * 80_000) + 10_000));
  await staff.getByLabel('검사 항목').selectOption('OK');
  await staff.getByRole('button', { name: '적용' }).click();
  // The change names its count in the console's own dialog before anything moves.
  const ask = staff.getByRole('alertdialog');
  await expect(ask).toContainText('선택한 1건');
  await ask.getByRole('button', { name: '1건 변경' }).click();
  await expect(staff.getByTestId('staff-message')).toHaveText('처리되었습니다.');
  await expect(table).toContainText('OK');

  // Before the payment is confirmed there is no certificate, and the page says why.
  await page.goto('/record/print-record');
  await page.getByLabel('신청자 이름').fill(name);
  await page.getByLabel('휴대전화').fill(phone);
  await page.getByLabel('접수번호').fill(joinSeq);
  await page.getByRole('button', { name: '기록증 조회' }).click();
  await expect(page.getByTestId('untact-message')).toHaveText(
    '기록은 저장되어 있습니다. 참가비 입금이 확인되면 순위와 기록증에 반영됩니다.',
  );

  // Staff confirm the deposit.
  await staff.goto(`/user/reception/payment?pageNo=1&rowCount=10&joinerName=${encodeURIComponent(name)}`);
  await staff.getByLabel('변경할 상태').selectOption('CMPL');
  await staff.getByLabel(`접수번호 ${joinSeq} 선택`).check();
  await staff.getByRole('button', { name: '적용' }).click();
  await staff.getByRole('alertdialog').getByRole('button', { name: '1건 ‘입금 완료’(으)로 변경' }).click();
  await expect(staff.getByTestId('payment-row')).toContainText('입금 완료');

  // The runner prints the certificate and downloads the PDF.
  await page.getByRole('button', { name: '기록증 조회' }).click();
  const cert = page.getByTestId('certificate');
  await expect(cert).toContainText(name);
  await expect(cert).toContainText('0:50:00');
  const downloading = page.waitForEvent('download');
  await cert.getByRole('button', { name: 'PDF 내려받기' }).click();
  const file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^certificate-\d+\.pdf$/);
  await expectPdfShows(await readFile((await file.path())!), [name, '0:50:00'], 'e2e-untact-certificate');
});
