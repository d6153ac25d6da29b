import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { logInStaff } from './staff-helpers';

const tag = () => randomBytes(3).toString('hex');

/** Accepts every native alert/confirm and keeps their texts (a script in a notice must never open one). */
function acceptDialogs(page: Page) {
  const texts: string[] = [];
  page.on('dialog', async (d) => {
    texts.push(d.message());
    await d.accept();
  });
  return texts;
}

/** 'YYYY-MM-DDTHH:mm' in Korea time, `minutes` from now (the value of a datetime-local input). */
function kstInput(minutes: number): string {
  return new Date(Date.now() + minutes * 60_000 + 9 * 3600_000).toISOString().slice(0, 16);
}

test('a visitor asks a locked question, staff answer it, the visitor unlocks it and reads the answer', async ({ page, browser }) => {
  const title = `배번 수령 문의 ${tag()}`;
  const question = `대회 전날 배번을 현장에서 받을 수 있나요? ${tag()}`;
  await page.goto('/dashboard/qna');
  // The page's own button (the news menu lists the same page).
  await page.getByRole('link', { name: '질문하기' }).last().click();
  await page.getByLabel('제목').fill(title);
  await page.getByLabel('작성자').fill('김달림');
  await page.getByLabel('비밀번호 (비밀글로 하려면 입력)').fill('my-secret-1');
  await page.getByLabel('비밀번호 확인').fill('my-secret-2');
  await page.getByLabel('내용').fill(question);
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '비밀번호 확인이 일치하지 않습니다.' })).toBeVisible();
  await page.getByLabel('비밀번호 확인').fill('my-secret-1');
  await page.getByRole('button', { name: '등록' }).click();
  await expect(page).toHaveURL(/\/dashboard\/qna\/\d+$/);
  const postNo = page.url().split('/').pop();
  await expect(page.getByText('비밀글입니다.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(question);

  // Staff read it without the password and answer it.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await logInStaff(staff);
  await staff.goto('/user/board/qna?pageNo=1');
  await staff.getByRole('link', { name: title }).click();
  await expect(staff.getByTestId('staff-qna-post')).toContainText(question);
  await staff.getByLabel('답변 내용').fill('네, 대회 당일 07:30부터 물문화관 앞 안내소에서 받으실 수 있습니다.');
  await staff.getByRole('button', { name: '답변 등록' }).click();
  await expect(staff.getByTestId('staff-answer')).toHaveCount(1);
  await expect(staff.getByTestId('toast').filter({ hasText: '저장되었습니다.' })).toHaveCount(1);
  await staffContext.close();

  // The visitor unlocks the thread on the server and reads the answer.
  await page.goto(`/dashboard/qna/${postNo}`);
  await page.getByLabel('비밀번호').fill('wrong-pass');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '비밀번호가 일치하지 않습니다.' })).toBeVisible();
  await page.getByLabel('비밀번호').fill('my-secret-1');
  await page.getByRole('button', { name: '확인' }).click();
  await expect(page.getByTestId('qna-content')).toHaveText(question);
  await expect(page.getByTestId('qna-answer')).toContainText('07:30부터 물문화관 앞 안내소');
});

test('staff create a popup notice, it opens on the home page, and "do not show again today" hides it', async ({ page }) => {
  const title = `대회 당일 셔틀버스 안내 ${tag()}`;
  const dialogs = acceptDialogs(page);
  await logInStaff(page);
  await page.goto('/user/board/notice/new_post');
  await page.getByLabel('제목', { exact: true }).fill(title);
  await page
    .getByLabel('내용', { exact: true })
    .fill('<p>신탄진역에서 <strong>07:00부터</strong> 10분 간격으로 운행합니다.</p><script>alert(1)</script>');
  await page.getByLabel('팝업으로 띄우기').check();
  await page.getByLabel('팝업 시작').fill(kstInput(-5));
  await page.getByLabel('팝업 종료').fill(kstInput(-10));
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page.getByRole('alert').filter({ hasText: '팝업 시작일은 종료일보다 앞서야 합니다.' })).toBeVisible();
  await page.getByLabel('팝업 종료').fill(kstInput(30));
  await page.getByLabel('팝업 크기').selectOption('lg');
  await page.getByRole('button', { name: '저장' }).click();
  await expect(page).toHaveURL(/\/user\/board\/notice\?pageNo=1$/);
  await expect(page.getByTestId('toast').filter({ hasText: '저장되었습니다.' })).toHaveCount(1);
  // Its edit page arrives with the stored title, popup switch and size in the server's HTML (scripts off).
  const editHref = await page.getByRole('link', { name: title }).getAttribute('href');
  const noScripts = await page
    .context()
    .browser()!
    .newContext({ javaScriptEnabled: false, storageState: await page.context().storageState() });
  const plain = await noScripts.newPage();
  await plain.goto(editHref!);
  await expect(plain.getByLabel('제목', { exact: true })).toHaveValue(title);
  await expect(plain.getByLabel('팝업으로 띄우기')).toBeChecked();
  await expect(plain.getByLabel('팝업 크기')).toHaveValue('lg');
  await noScripts.close();

  try {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: title });
    // The browser fetches the popups after the cached page hydrates, and other popups of the moment come
    // first: close them until ours shows; with none up (the fetch not yet answered on a busy machine, or
    // answered before the notice was saved), load the page again. For as long as a busy machine needs.
    await expect(async () => {
      if (await popup.isVisible()) return;
      const other = page.getByTestId('popup');
      if (await other.isVisible()) await other.getByRole('button', { name: '닫기' }).click();
      else await page.reload();
      await expect(popup).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    await expect(popup).toHaveAttribute('data-size', 'lg');
    await expect(popup).toContainText('07:00부터');
    await expect(popup.getByRole('button', { name: '닫기' })).toBeFocused();
    expect(dialogs.filter((d) => d === '1')).toHaveLength(0); // the script never ran
    await popup.getByRole('button', { name: '오늘 하루 보지 않기' }).click();
    await expect(popup).toBeHidden();

    const answered = page.waitForResponse((r) => r.url().endsWith('/api/welcome/popup'));
    await page.reload();
    await answered;
    await page.waitForTimeout(500);
    await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
  } finally {
    // Take the popup down at once so that other browser tests on the home page do not meet it.
    await page.goto('/user/board/notice?pageNo=1');
    await page.getByLabel(`${title} 선택`).check();
    await page.getByRole('button', { name: '선택 삭제' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: '1건 삭제' }).click();
    await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  }
});

/**
 * The gallery album titled `title` on whichever page it now sits: albums made by other tests (the
 * integration tests share the database in CI) come first and push the seeded one to later pages.
 */
async function albumOnItsPage(page: Page, title: string) {
  for (let pageNo = 1; pageNo <= 30; pageNo++) {
    await page.goto(pageNo === 1 ? '/dashboard/gallery' : `/dashboard/gallery?pageNo=${pageNo}`);
    const albums = page.getByTestId('album');
    await expect(albums.first()).toBeVisible();
    const album = albums.filter({ hasText: title });
    if ((await album.count()) > 0) return album;
  }
  throw new Error(`no gallery album titled ${title} in the first 30 pages`);
}

test('the gallery lightbox works by keyboard', async ({ page }) => {
  const album = await albumOnItsPage(page, '제23회 대회 현장');
  const first = album.getByRole('button', { name: '제23회 대회 현장 사진 1 크게 보기' });
  await first.focus();
  await page.keyboard.press('Enter');
  const box = page.getByRole('dialog', { name: /사진 보기/ });
  await expect(box).toBeVisible();
  await expect(box.getByTestId('lightbox-position')).toHaveText('1 / 3');
  await expect(box.getByRole('button', { name: '닫기' })).toBeFocused();
  await page.keyboard.press('ArrowRight');
  await expect(box.getByTestId('lightbox-position')).toHaveText('2 / 3');
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowLeft');
  await expect(box.getByTestId('lightbox-position')).toHaveText('3 / 3');
  await expect(box.getByTestId('lightbox-image')).toHaveJSProperty('complete', true);
  // Tab stays inside the dialog.
  for (let i = 0; i < 5; i++) await page.keyboard.press('Tab');
  expect(await box.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(first).toBeFocused();
});

test('the course map draws its route line with the map tiles blocked', async ({ page }) => {
  let blocked = 0;
  await page.route(/tile\.openstreetmap\.org|\/\{z\}\//, (route) => {
    blocked += 1;
    return route.abort();
  });
  await page.goto('/course#half');
  const map = page.locator('#half').getByTestId('course-map');
  await expect(map).toBeVisible();
  const line = map.locator('path.course-route-line');
  await expect(line).toHaveCount(1);
  const d = await line.getAttribute('d');
  // Leaflet simplifies the line for the zoom level; a drawn route still has many vertices.
  expect(d?.split(/[ML]/).length ?? 0).toBeGreaterThan(10);
  const b = await line.boundingBox();
  // The map is fitted to the route, so the line spans most of its longer side.
  expect(Math.max(b?.width ?? 0, b?.height ?? 0)).toBeGreaterThan(150);
  expect(blocked).toBeGreaterThan(0);
  await expect(page.locator('#half').getByTestId('elevation-chart')).toBeVisible();
  await expect(page.locator('#mini').getByTestId('course-map').locator('path.course-route-line')).toHaveCount(1);
  await expect(page.locator('#health').getByTestId('course-map').locator('path.course-route-line')).toHaveCount(1);
});

test('the guide, trekking and SEO basics', async ({ page, request }) => {
  await page.goto('/guide');
  await expect(page).toHaveTitle(/대회 안내/);
  for (const id of ['outline', 'howto', 'prize', 'gift', 'apply', 'note']) await expect(page.locator(`#${id}`)).toBeVisible();
  await expect(page.locator('#prize')).toContainText('150,000원');
  await page.goto('/trekking');
  for (const n of [1, 2, 3, 4, 5]) await expect(page.locator(`#section${n}`)).toBeVisible();
  await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /트레킹/);
  const robots = await (await request.get('/robots.txt')).text();
  expect(robots).toContain('Disallow: /user');
  const sitemap = await (await request.get('/sitemap.xml')).text();
  expect(sitemap).toContain('/course</loc>');
});
