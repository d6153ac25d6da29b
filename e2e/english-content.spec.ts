import { randomBytes } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { logInStaff } from './staff-helpers';

const tag = () => randomBytes(3).toString('hex');

test('staff enter an English notice title; a visitor switches to English and reads it', async ({ page, browser }) => {
  const t = tag();
  const title = `셔틀버스 시간 변경 ${t}`;
  const titleEn = `Shuttle bus times changed ${t}`;
  page.on('dialog', (d) => void d.accept());
  await logInStaff(page);
  await page.goto('/user/board/notice/new_post');
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page.getByLabel('제목 (영문)').fill(titleEn);
  await page.getByRole('radio', { name: '일반 텍스트' }).check();
  await page.getByLabel('내용', { exact: true }).fill('셔틀버스는 07:00부터 운행합니다.');
  await page.getByLabel('내용 (영문)').fill('Shuttle buses run from 07:00.');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/user\/board\/notice\?pageNo=1$/);

  try {
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto('/dashboard/notice');
    await expect(visitor.getByRole('link', { name: title })).toBeVisible();
    await expect(visitor.getByText(titleEn)).toHaveCount(0);

    await visitor.getByTestId('language-switch').click();
    await expect(visitor.getByRole('link', { name: titleEn })).toBeVisible();
    await expect(visitor.getByRole('link', { name: title })).toHaveCount(0);
    await visitor.getByRole('link', { name: titleEn }).click();
    await expect(visitor.getByRole('heading', { level: 1, name: titleEn })).toBeVisible();
    await expect(visitor.getByTestId('notice-content')).toHaveText('Shuttle buses run from 07:00.');
    // The edition's name in the header follows the language too (the demo edition has an English one).
    await expect(visitor.getByRole('link', { name: /Daecheong Lake Marathon/ }).first()).toBeVisible();
    await visitorContext.close();
  } finally {
    // Take the notice down again (staff session cookie; same-origin as the console sends it).
    await page.goto('/user/board/notice?pageNo=1');
    const href = await page.getByRole('link', { name: title }).getAttribute('href');
    const postNo = href?.split('/').pop();
    const base = new URL(page.url()).origin;
    const gone = await page.request.delete(`/api/admin/notice/${postNo}`, { headers: { origin: base } });
    expect(gone.ok()).toBe(true);
  }
});
