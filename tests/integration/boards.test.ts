import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { formatKstDateTime } from '@/lib/boards/popup';
import { adminApi, asAdmin, staffSessionCookie, freshClientIp } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';

const tag = () => randomBytes(4).toString('hex');
const kst = (msFromNow: number) => formatKstDateTime(new Date(Date.now() + msFromNow));
const HOUR = 3600_000;

async function postRow(postNo: number) {
  const [row] = await testDb().select().from(schema.posts).where(eq(schema.posts.postNo, postNo));
  return row;
}

async function countPosts(title: string) {
  return (await testDb().select().from(schema.posts).where(eq(schema.posts.title, title))).length;
}

describe('notices, public (spec §2, §7 GET /api/notice)', () => {
  it('lists 10 per page with pageMaxNo, searches title/content/author, refuses blank search text', async () => {
    const list = await api('GET', '/api/notice?pageNo=1');
    expect(list.status).toBe(200);
    expect(list.body.posts.length).toBeLessThanOrEqual(10);
    expect(list.body.pageMaxNo).toBeGreaterThanOrEqual(1);

    const t = tag();
    const made = await adminApi('POST', '/api/admin/notice', { title: `검색 ${t}`, mimeType: 'text/plain', content: `본문 ${t}-content` });
    expect(made.status).toBe(200);
    const byTitle = await api('GET', `/api/notice?pageNo=1&searchKey=title&searchValue=${encodeURIComponent(`검색 ${t}`)}`);
    expect(byTitle.body.posts.map((p: { postNo: number }) => p.postNo)).toEqual([made.body.postNo]);
    const byContent = await api('GET', `/api/notice?searchKey=content&searchValue=${t}-content`);
    expect(byContent.body.posts).toHaveLength(1);
    const byAuthor = await api('GET', `/api/notice?searchKey=author&searchValue=${t}`);
    expect(byAuthor.body.posts).toHaveLength(0);
    const wildcard = await api('GET', `/api/notice?searchKey=title&searchValue=${encodeURIComponent('%')}`);
    expect(wildcard.body.posts).toHaveLength(0);

    const blank = await api('GET', '/api/notice?searchKey=title&searchValue=%20%20');
    expect(blank.status).toBe(400);
    expect(blank.body.errorMessage).toBe('검색어를 입력하세요.');
    expect((await api('GET', '/api/notice?pageNo=abc')).status).toBe(400);
  });

  it('shows a notice with its view count and previous/next notices; 404 for a missing one', async () => {
    const a = await adminApi('POST', '/api/admin/notice', { title: `앞 ${tag()}`, mimeType: 'text/plain', content: 'a' });
    const b = await adminApi('POST', '/api/admin/notice', { title: `뒤 ${tag()}`, mimeType: 'text/plain', content: 'b' });
    const first = await api('GET', `/api/notice/${b.body.postNo}`);
    expect(first.status).toBe(200);
    expect(first.body.prev.postNo).toBe(a.body.postNo);
    const again = await api('GET', `/api/notice/${b.body.postNo}`);
    expect(again.body.viewCount).toBe(first.body.viewCount + 1);
    expect((await api('GET', `/api/notice/${a.body.postNo}`)).body.next.postNo).toBe(b.body.postNo);
    expect((await api('GET', '/api/notice/99999999')).status).toBe(404);
    expect((await api('GET', '/api/notice/abc')).status).toBe(400);
  });
});

describe('staff notice calls (spec §7 POST/PUT /api/admin/notice, DELETE /api/admin/notice/{postNo})', () => {
  it('refuses without a session (401) and stores nothing', async () => {
    const title = `무단 ${tag()}`;
    expect((await api('POST', '/api/admin/notice', { title, content: 'x' })).status).toBe(401);
    expect((await api('PUT', '/api/admin/notice', { postNo: 1, title, content: 'x' })).status).toBe(401);
    expect((await api('DELETE', '/api/admin/notice/1')).status).toBe(401);
    expect(await countPosts(title)).toBe(0);
    expect((await postRow(1)).deleted).toBe(false);
  });

  it('refuses bad input with the spec message (400), nothing stored', async () => {
    const title = `잘못 ${tag()}`;
    const noTitle = await adminApi('POST', '/api/admin/notice', { title: ' ', content: 'x' });
    expect(noTitle.status).toBe(400);
    expect(noTitle.body.errorMessage).toBe('제목을 입력하세요.');
    const oneDate = await adminApi('POST', '/api/admin/notice', { title, content: 'x', openTime: kst(0) });
    expect(oneDate.body.errorMessage).toBe('팝업 시작일과 종료일을 입력하세요.');
    const order = await adminApi('POST', '/api/admin/notice', { title, content: 'x', openTime: kst(2 * HOUR), closeTime: kst(HOUR) });
    expect(order.status).toBe(400);
    expect(order.body.errorMessage).toBe('팝업 시작일은 종료일보다 앞서야 합니다.');
    const size = await adminApi('POST', '/api/admin/notice', { title, content: 'x', size: 'huge' });
    expect(size.status).toBe(400);
    expect(await countPosts(title)).toBe(0);
  });

  it('sanitises HTML when storing and when serving; edits and deletes', async () => {
    const title = `HTML ${tag()}`;
    const hostile =
      '<p onclick="alert(1)">안내<script>alert(2)</script><a href="javascript:alert(3)">x</a><img src=x onerror=alert(4)></p>';
    const made = await adminApi('POST', '/api/admin/notice', { title, mimeType: 'text/html', content: hostile });
    expect(made.status).toBe(200);
    const stored = await postRow(made.body.postNo);
    expect(stored.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(stored.content).toContain('안내');
    // A row written around the API (an old import) is still sanitised on the way out.
    await testDb().update(schema.posts).set({ content: hostile }).where(eq(schema.posts.postNo, made.body.postNo));
    const served = await api('GET', `/api/notice/${made.body.postNo}`);
    expect(served.body.content).not.toMatch(/script|onclick|onerror|javascript:/i);
    const page = await fetch(`${BASE_URL}/dashboard/notice/${made.body.postNo}`).then((r) => r.text());
    expect(page).not.toMatch(/alert\(2\)|onerror=|onclick=|javascript:alert/);

    const edited = await adminApi('PUT', '/api/admin/notice', {
      postNo: made.body.postNo,
      title: `${title} 수정`,
      mimeType: 'text/plain',
      content: '새 내용',
    });
    expect(edited.body).toEqual({ postNo: made.body.postNo });
    expect((await postRow(made.body.postNo)).title).toBe(`${title} 수정`);
    expect((await adminApi('PUT', '/api/admin/notice', { title: 'x', content: 'y' })).status).toBe(400);
    expect((await adminApi('PUT', '/api/admin/notice', { postNo: 99999999, title: 'x', content: 'y' })).status).toBe(404);

    expect((await adminApi('DELETE', `/api/admin/notice/${made.body.postNo}`)).status).toBe(200);
    expect((await api('GET', `/api/notice/${made.body.postNo}`)).status).toBe(404);
    expect((await adminApi('DELETE', `/api/admin/notice/${made.body.postNo}`)).status).toBe(404);
  });

  it('works with the console session cookie from this site, and writes the audit log', async () => {
    const cookie = await staffSessionCookie();
    const title = `쿠키 ${tag()}`;
    const made = await api('POST', '/api/admin/notice', { title, content: 'x', mimeType: 'text/plain' }, { cookie, origin: BASE_URL });
    expect(made.status).toBe(200);
    const foreign = await api(
      'POST',
      '/api/admin/notice',
      { title: `${title}-2`, content: 'x' },
      { cookie, origin: 'https://evil.example' },
    );
    expect(foreign.status).toBe(403);
    expect(await countPosts(`${title}-2`)).toBe(0);
    const audit = await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'notice.create'));
    expect(audit.length).toBeGreaterThan(0);
  });
});

describe('popup notices (spec §7 GET /api/welcome/popup)', () => {
  it('answers the notices whose window holds now, with their size', async () => {
    const t = tag();
    const now = await adminApi('POST', '/api/admin/notice', {
      title: `팝업 ${t}`,
      content: '<b>안내</b>',
      mimeType: 'text/html',
      openTime: kst(-HOUR),
      closeTime: kst(HOUR),
      size: 'lg',
    });
    const later = await adminApi('POST', '/api/admin/notice', {
      title: `나중 ${t}`,
      content: 'x',
      openTime: kst(HOUR),
      closeTime: kst(2 * HOUR),
    });
    const plain = await adminApi('POST', '/api/admin/notice', {
      title: `기본 ${t}`,
      content: 'x',
      openTime: kst(-HOUR),
      closeTime: kst(HOUR),
    });
    const res = await api('GET', '/api/welcome/popup');
    expect(res.status).toBe(200);
    const ids = res.body.map((p: { postNo: number }) => p.postNo);
    expect(ids).toContain(now.body.postNo);
    expect(ids).toContain(plain.body.postNo);
    expect(ids).not.toContain(later.body.postNo);
    expect(res.body.find((p: { postNo: number }) => p.postNo === now.body.postNo)).toMatchObject({ size: 'lg', title: `팝업 ${t}` });
    expect(res.body.find((p: { postNo: number }) => p.postNo === plain.body.postNo).size).toBe('md');
    for (const id of [now, later, plain]) await adminApi('DELETE', `/api/admin/notice/${id.body.postNo}`);
  });
});

describe('Q&A (spec §4, §5, §7; server-side lock)', () => {
  const secret = () => `비밀내용-${tag()}`;

  it('stores a question with an Argon2 hash and never sends the hash or locked content', async () => {
    const content = secret();
    const passwd = `pw-${tag()}`;
    const q = await api(
      'POST',
      '/api/qna/question',
      { title: `잠금 ${tag()}`, author: '홍길동', passwd, content, mimeType: 'text/plain' },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(q.status).toBe(200);
    expect(q.body).toEqual({ postNo: expect.any(Number) });
    const row = await postRow(q.body.postNo);
    expect(row.passwd).toMatch(/^\$argon2id\$/);
    expect(row.passwd).not.toContain(passwd);
    expect(row.articleId).toBe(q.body.postNo);

    const answers = [
      await api('GET', '/api/qna?pageNo=1'),
      await api('GET', `/api/qna?searchKey=content&searchValue=${encodeURIComponent(content)}`),
      await api('GET', `/api/qna/${q.body.postNo}`),
    ];
    for (const a of answers) {
      expect(a.status).toBe(200);
      const text = JSON.stringify(a.body);
      expect(text).not.toContain('$argon2');
      expect(text).not.toContain(content);
      expect(text).not.toContain('passwd');
    }
    expect(answers[2].body).toMatchObject({ postNo: q.body.postNo, locked: true, author: '홍길동' });
    expect(answers[2].body.content).toBeUndefined();
    const page = await fetch(`${BASE_URL}/dashboard/qna/${q.body.postNo}`).then((r) => r.text());
    expect(page).not.toContain(content);

    // Staff read it without the password.
    const staff = await api('GET', `/api/qna/${q.body.postNo}`, undefined, await asAdmin());
    expect(staff.body).toMatchObject({ locked: false, content });
    expect(JSON.stringify(staff.body)).not.toContain('$argon2');
  });

  it('unlocks with the right password (403 on a wrong one) and shows the staff answer', async () => {
    const content = secret();
    const q = await api(
      'POST',
      '/api/qna/question',
      { title: `답변 ${tag()}`, author: '김영희', passwd: 'open-sesame', content },
      { 'x-forwarded-for': freshClientIp() },
    );
    const ans = await adminApi('POST', '/api/admin/qna/answer', {
      articleId: q.body.postNo,
      indent: 2,
      title: 'RE: 답변',
      mimeType: 'text/plain',
      content: '답변 본문',
    });
    expect(ans.status).toBe(200);
    const locked = await api('GET', `/api/qna/${ans.body.postNo}`);
    expect(locked.body.locked).toBe(true);
    expect(JSON.stringify(locked.body)).not.toContain('답변 본문');

    const wrong = await api('POST', `/api/qna/${q.body.postNo}/unlock`, { passwd: 'nope' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.errorMessage).toBe('비밀번호가 일치하지 않습니다.');
    expect(JSON.stringify(wrong.body)).not.toContain(content);
    const right = await api('POST', `/api/qna/${q.body.postNo}/unlock`, { passwd: 'open-sesame' });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ content, locked: false });
    expect(right.body.answers.map((a: { content: string }) => a.content)).toEqual(['답변 본문']);
    expect(JSON.stringify(right.body)).not.toContain('$argon2');
    expect((await api('POST', `/api/qna/${q.body.postNo}/unlock`, {})).status).toBe(400);
  });

  it('answers 429 after 10 wrong passwords on one post within the hour, even for the right one', async () => {
    const q = await api(
      'POST',
      '/api/qna/question',
      { title: `제한 ${tag()}`, author: '최', passwd: 'right-one', content: secret() },
      { 'x-forwarded-for': freshClientIp() },
    );
    const wrong = await Promise.all(Array.from({ length: 10 }, () => api('POST', `/api/qna/${q.body.postNo}/unlock`, { passwd: 'guess' })));
    expect(wrong.map((r) => r.status)).toEqual(Array(10).fill(403));
    const limited = await api('POST', `/api/qna/${q.body.postNo}/unlock`, { passwd: 'right-one' });
    expect(limited.status).toBe(429);
    expect(limited.body.content).toBeUndefined();
  });

  it('refuses bad questions with the spec message, nothing stored', async () => {
    const title = `나쁜 ${tag()}`;
    const long = await api(
      'POST',
      '/api/qna/question',
      { title, author: '가', content: 'x'.repeat(1001) },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(long.status).toBe(400);
    expect(long.body.errorMessage).toBe('내용은 최대 1000자까지 입력할 수 있습니다.');
    const html = await api(
      'POST',
      '/api/qna/question',
      { title, author: '가', content: 'x', mimeType: 'text/html' },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(html.status).toBe(400);
    const noTitle = await api(
      'POST',
      '/api/qna/question',
      { title: '', author: '가', content: 'x' },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(noTitle.body.errorMessage).toBe('제목을 입력하세요.');
    const shortPw = await api(
      'POST',
      '/api/qna/question',
      { title, author: '가', content: 'x', passwd: '12' },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(shortPw.status).toBe(400);
    expect((await api('POST', '/api/qna/question', '{not json')).status).toBe(400);
    expect(await countPosts(title)).toBe(0);
  });

  it('staff answer questions only, edit answers, delete a thread with its answers; refusals without a session', async () => {
    const q = await api(
      'POST',
      '/api/qna/question',
      { title: `공개 ${tag()}`, author: '박', content: '질문' },
      { 'x-forwarded-for': freshClientIp() },
    );
    const body = { articleId: q.body.postNo, indent: 2, title: 'RE', mimeType: 'text/plain', content: '첫 답변' };
    expect((await api('POST', '/api/admin/qna/answer', body)).status).toBe(401);
    const a = await adminApi('POST', '/api/admin/qna/answer', body);
    expect(a.status).toBe(200);
    expect(await postRow(a.body.postNo)).toMatchObject({ indent: 2, articleId: q.body.postNo });
    const onAnswer = await adminApi('POST', '/api/admin/qna/answer', { ...body, articleId: a.body.postNo });
    expect(onAnswer.status).toBe(400);
    expect(onAnswer.body.errorMessage).toBe('질문에만 답변할 수 있습니다.');
    const edit = await adminApi('PUT', '/api/admin/qna/answer', {
      postNo: a.body.postNo,
      articleId: q.body.postNo,
      title: 'RE 수정',
      mimeType: 'text/plain',
      content: '고친 답변',
    });
    expect(edit.status).toBe(200);
    expect((await postRow(a.body.postNo)).content).toBe('고친 답변');
    expect((await adminApi('PUT', '/api/admin/qna/answer', { postNo: q.body.postNo, title: 'x', content: 'y' })).status).toBe(400);
    expect((await adminApi('POST', '/api/admin/qna/answer', { ...body, content: '' })).status).toBe(400);

    const thread = await api('GET', `/api/qna/${q.body.postNo}`);
    expect(thread.body.answers.map((x: { content: string }) => x.content)).toEqual(['고친 답변']);
    expect((await adminApi('DELETE', `/api/admin/notice/${q.body.postNo}`)).body).toEqual({ postNo: q.body.postNo, deleted: 2 });
    const rows = await testDb()
      .select()
      .from(schema.posts)
      .where(inArray(schema.posts.postNo, [q.body.postNo, a.body.postNo]));
    expect(rows.every((r) => r.deleted)).toBe(true);
  });
});

describe('gallery (albums, photos served by GET /api/photo/{id})', () => {
  async function upload(postNo: number, files: Array<{ name: string; data: Buffer }>, headers: Record<string, string>) {
    const form = new FormData();
    for (const f of files) form.append('file', new Blob([new Uint8Array(f.data)]), f.name);
    const res = await fetch(`${BASE_URL}/api/admin/gallery/${postNo}/photos`, { method: 'POST', body: form, headers });
    return { status: res.status, body: await res.json() };
  }

  it('creates an album, stores photos without EXIF with a thumbnail, serves them with long cache headers', async () => {
    const h = await asAdmin();
    expect((await api('POST', '/api/admin/gallery', { title: 'x' })).status).toBe(401);
    const album = await adminApi('POST', '/api/admin/gallery', { title: `앨범 ${tag()}`, content: '설명' });
    expect(album.status).toBe(200);
    const jpeg = await sharp({ create: { width: 900, height: 600, channels: 3, background: '#3d86c6' } })
      .jpeg()
      .withExif({ IFD0: { Make: 'SecretCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 28/1 0/1' } })
      .toBuffer();
    expect((await upload(album.body.postNo, [{ name: 'a.jpg', data: jpeg }], {})).status).toBe(401);
    const up = await upload(album.body.postNo, [{ name: 'a.jpg', data: jpeg }], h);
    expect(up.status).toBe(200);
    const [p] = up.body.photos;
    const full = await fetch(`${BASE_URL}/api/photo/${p.photoId}`);
    expect(full.headers.get('content-type')).toBe('image/jpeg');
    expect(full.headers.get('cache-control')).toContain('max-age=31536000');
    const bytes = Buffer.from(await full.arrayBuffer());
    expect((await sharp(bytes).metadata()).exif).toBeUndefined();
    expect(bytes.includes(Buffer.from('SecretCam'))).toBe(false);
    const thumb = await fetch(`${BASE_URL}/api/photo/${p.thumbId}`);
    expect(thumb.headers.get('content-type')).toBe('image/webp');

    const list = await api('GET', '/api/gallery');
    const listed = list.body.albums.find((a: { postNo: number }) => a.postNo === album.body.postNo);
    expect(listed.photos).toHaveLength(1);
  });

  it('refuses non-images by content (a text file named .jpg), and stores none of a mixed batch', async () => {
    const h = await asAdmin();
    const album = await adminApi('POST', '/api/admin/gallery', { title: `거부 ${tag()}` });
    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const bad = await upload(
      album.body.postNo,
      [
        { name: 'ok.png', data: png },
        { name: 'evil.jpg', data: Buffer.from('<script>alert(1)</script>') },
      ],
      h,
    );
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('JPEG, PNG, WebP 사진만 올릴 수 있습니다.');
    const none = await upload(album.body.postNo, [], h);
    expect(none.body.errorMessage).toBe('파일을 선택하세요.');
    const rows = await testDb().select().from(schema.postPhotos).where(eq(schema.postPhotos.postNo, album.body.postNo));
    expect(rows).toHaveLength(0);
    expect((await adminApi('DELETE', `/api/admin/notice/${album.body.postNo}`)).status).toBe(200);
    expect((await upload(album.body.postNo, [{ name: 'ok.png', data: png }], h)).status).toBe(404);
  });
});

describe('seeded board content', () => {
  it('has ten notices, three Q&A threads with answers and one album with photos', async () => {
    const posts = await testDb().select().from(schema.posts);
    const seededQna = posts.filter(
      (p) => p.boardType === 'qna' && p.author !== '관리자' && ['박민준', '대전러닝크루', '이서연'].includes(p.author),
    );
    expect(seededQna).toHaveLength(3);
    expect(seededQna.filter((p) => p.passwd)).toHaveLength(1);
    const album = posts.find((p) => p.boardType === 'gallery' && p.title === '제23회 대회 현장');
    expect(album).toBeDefined();
    expect(await testDb().select().from(schema.postPhotos).where(eq(schema.postPhotos.postNo, album!.postNo))).toHaveLength(3);
  });
});
