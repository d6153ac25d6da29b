import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, asAdmin } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { createTicket, currentEvent, seededTicket } from '../helpers/tickets';

const tag = () => randomBytes(4).toString('hex');
const EN = { cookie: 'NEXT_LOCALE=en' };
const KO = { cookie: 'NEXT_LOCALE=ko' };

/** A public page's HTML as a visitor in `headers`' language gets it. */
async function page(path: string, headers: Record<string, string>) {
  const res = await fetch(`${BASE_URL}${path}`, { headers });
  expect(res.status).toBe(200);
  return res.text();
}

/** POST /api/admin/event (multipart) with only `fields`: fields left out must be kept. */
async function postEvent(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  const res = await fetch(`${BASE_URL}/api/admin/event`, { method: 'POST', body: form, headers: await asAdmin() });
  return { status: res.status, body: await res.json() };
}

describe('English fields of the edition (event info)', () => {
  let original: Awaited<ReturnType<typeof currentEvent>>;
  afterAll(async () => {
    if (!original) return;
    await postEvent({
      eventCode: original.eventCode,
      eventNameEn: original.eventNameEn ?? '',
      subscriptEn: original.subscriptEn ?? '',
      organizerEn: original.organizerEn ?? '',
    });
  });

  it('staff set them, a partial update keeps them, English pages show them and fall back to Korean when cleared', async () => {
    original = await currentEvent();
    const t = tag();
    const name = `24th Daecheong Lake Marathon ${t}`;
    const saved = await postEvent({
      eventCode: original.eventCode,
      eventNameEn: name,
      subscriptEn: `Between lake and mountains ${t}`,
      organizerEn: `Organising Committee ${t}`,
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ eventName: original.eventName, eventNameEn: name, organizerEn: `Organising Committee ${t}` });

    // A partial update (another field only) leaves the English fields alone.
    const partial = await postEvent({ eventCode: original.eventCode, organizer: original.organizer ?? '' });
    expect(partial.status).toBe(200);
    const got = await adminApi('GET', `/api/admin/event/${original.eventCode}`);
    expect(got.body).toMatchObject({
      eventNameEn: name,
      subscriptEn: `Between lake and mountains ${t}`,
      organizerEn: `Organising Committee ${t}`,
    });

    const en = await page('/', EN);
    expect(en).toContain(name); // header and hero
    expect(en).toContain(`Between lake and mountains ${t}`);
    expect(en).toContain(`Organising Committee ${t}`); // footer
    const ko = await page('/', KO);
    expect(ko).toContain(original.eventName);
    expect(ko).not.toContain(t);

    // Cleared: English mode shows the Korean texts again.
    const cleared = await postEvent({ eventCode: original.eventCode, eventNameEn: '', subscriptEn: '', organizerEn: '' });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({ eventNameEn: null, subscriptEn: null, organizerEn: null });
    const fallback = await page('/', EN);
    expect(fallback).not.toContain(t);
    expect(fallback).toContain(original.eventName);
  });

  it('refuses a control character or an over-long English name with a message, changing nothing', async () => {
    const ev = await currentEvent();
    const bad = await postEvent({ eventCode: ev.eventCode, eventNameEn: `Race\u0001` });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBeDefined();
    const long = await fetch(`${BASE_URL}/api/admin/event`, {
      method: 'POST',
      headers: { ...(await asAdmin()), ...EN },
      body: (() => {
        const f = new FormData();
        f.append('eventCode', ev.eventCode);
        f.append('eventNameEn', 'x'.repeat(101));
        return f;
      })(),
    });
    expect(long.status).toBe(400);
    expect((await long.json()).errorMessage).toBe('The English event name is at most 100 characters.');
    const after = await currentEvent();
    expect(after.eventNameEn).toBe(ev.eventNameEn);
  });
});

describe('English fields of a course (ticket editor)', () => {
  it('staff set the English name and souvenir; ticket-info carries both languages; left out = kept, empty = cleared', async () => {
    const ev = await currentEvent();
    const tk = await createTicket();
    const put = (extra: Record<string, unknown>) =>
      adminApi('PUT', `/api/admin/event/${ev.eventCode}/tickets`, {
        tickets: [{ ticketSeq: tk.ticketSeq, ticketPrice: tk.ticketPrice, acceptable: tk.acceptable, ...extra }],
      });
    const saved = await put({ ticketNameEn: ' Test course ', souvenirEn: 'T-shirt' });
    expect(saved.status).toBe(200);
    const row = saved.body.tickets.find((x: { ticketSeq: number }) => x.ticketSeq === tk.ticketSeq);
    expect(row).toMatchObject({ ticketName: tk.ticketName, ticketNameEn: 'Test course', souvenirEn: 'T-shirt' });

    const info = await api('GET', '/api/join/ticket-info');
    expect(info.body.find((x: { ticketSeq: number }) => x.ticketSeq === tk.ticketSeq)).toMatchObject({
      ticketName: tk.ticketName,
      ticketNameEn: 'Test course',
    });

    expect((await put({})).status).toBe(200);
    let [stored] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, tk.ticketSeq));
    expect(stored.ticketNameEn).toBe('Test course');

    expect((await put({ ticketNameEn: '', souvenirEn: '' })).status).toBe(200);
    [stored] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, tk.ticketSeq));
    expect(stored.ticketNameEn).toBeNull();
    expect(stored.souvenirEn).toBeNull();

    const bad = await put({ ticketNameEn: 'x'.repeat(51) });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('영문 코스명은 50자 이하입니다.');
  });

  it('the seeded courses show their English names in English mode and Korean ones otherwise (home facts)', async () => {
    const half = await seededTicket('HALF');
    expect(half.ticketNameEn).toBe('Half (21.0975 km)');
    // The facts are rendered on the server: the heading carries one language.
    expect(await page('/', EN)).toContain('<h3>Half (21.0975 km)</h3>');
    const ko = await page('/', KO);
    expect(ko).toContain(`<h3>${half.ticketName}</h3>`);
    expect(ko).not.toContain('<h3>Half (21.0975 km)</h3>');
  });
});

describe('English notices', () => {
  it('staff write an English title and content; English pages show them, Korean pages the Korean ones', async () => {
    const t = tag();
    const made = await adminApi('POST', '/api/admin/notice', {
      title: `우천 안내 ${t}`,
      content: `<p>비가 와도 진행 ${t}</p>`,
      titleEn: `Rain plan ${t}`,
      contentEn: `<p>We run in the rain ${t}</p>`,
      mimeType: 'text/html',
    });
    expect(made.status).toBe(200);
    const postNo = made.body.postNo;

    const detail = await api('GET', `/api/notice/${postNo}`);
    expect(detail.body).toMatchObject({ title: `우천 안내 ${t}`, titleEn: `Rain plan ${t}`, contentEn: `<p>We run in the rain ${t}</p>` });

    const en = await page(`/dashboard/notice/${postNo}`, EN);
    expect(en).toContain(`Rain plan ${t}`);
    expect(en).toContain(`We run in the rain ${t}`);
    expect(en).not.toContain(`비가 와도 진행 ${t}`);
    const ko = await page(`/dashboard/notice/${postNo}`, KO);
    expect(ko).toContain(`우천 안내 ${t}`);
    expect(ko).not.toContain(`Rain plan ${t}`);
    expect(await page('/dashboard/notice', EN)).toContain(`Rain plan ${t}`);
    // The home page keeps its notice list for a few seconds (lib: HOME_NOTICES_TTL_MS).
    await expect.poll(() => page('/', EN), { timeout: 15_000, interval: 1_000 }).toContain(`Rain plan ${t}`);
  });

  it('a notice without English shows its Korean title and content in English mode', async () => {
    const t = tag();
    const made = await adminApi('POST', '/api/admin/notice', { title: `한국어만 ${t}`, content: `본문 ${t}`, mimeType: 'text/plain' });
    const en = await page(`/dashboard/notice/${made.body.postNo}`, EN);
    expect(en).toContain(`한국어만 ${t}`);
    expect(en).toContain(`본문 ${t}`);
    expect((await api('GET', `/api/notice/${made.body.postNo}`)).body).toMatchObject({ titleEn: null, contentEn: null });
  });

  it('a PUT without English fields keeps them; sent empty they are cleared', async () => {
    const t = tag();
    const made = await adminApi('POST', '/api/admin/notice', {
      title: `유지 ${t}`,
      content: 'a',
      titleEn: `Kept ${t}`,
      contentEn: 'b',
      mimeType: 'text/plain',
    });
    const postNo = made.body.postNo;
    expect((await adminApi('PUT', '/api/admin/notice', { postNo, title: `유지 ${t}`, content: 'a2', mimeType: 'text/plain' })).status).toBe(
      200,
    );
    let [row] = await testDb().select().from(schema.posts).where(eq(schema.posts.postNo, postNo));
    expect(row).toMatchObject({ content: 'a2', titleEn: `Kept ${t}`, contentEn: 'b' });
    expect(
      (
        await adminApi('PUT', '/api/admin/notice', {
          postNo,
          title: `유지 ${t}`,
          content: 'a2',
          titleEn: '',
          contentEn: '',
          mimeType: 'text/plain',
        })
      ).status,
    ).toBe(200);
    [row] = await testDb().select().from(schema.posts).where(eq(schema.posts.postNo, postNo));
    expect(row).toMatchObject({ titleEn: null, contentEn: null });
  });

  it('sanitises hostile English HTML on store and render, like the Korean content', async () => {
    const t = tag();
    const hostile =
      `<p>Hello ${t}</p><script>alert(1)</script><img src="x" onerror="alert(2)">` +
      `<a href="javascript:alert(3)">click</a><iframe src="https://evil.example"></iframe><p style="color:red" onclick="alert(4)">styled</p>`;
    const made = await adminApi('POST', '/api/admin/notice', {
      title: `보안 ${t}`,
      content: '<p>ok</p>',
      titleEn: `Security ${t}`,
      contentEn: hostile,
      mimeType: 'text/html',
      openTime: null,
      closeTime: null,
    });
    expect(made.status).toBe(200);
    const [row] = await testDb().select().from(schema.posts).where(eq(schema.posts.postNo, made.body.postNo));
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe', 'onclick', 'style=']) expect(row.contentEn).not.toContain(bad);
    expect(row.contentEn).toContain(`<p>Hello ${t}</p>`);

    // A row written before the rule (straight into the table) is still sanitised on the way out.
    await testDb().update(schema.posts).set({ contentEn: hostile }).where(eq(schema.posts.postNo, made.body.postNo));
    const detail = await api('GET', `/api/notice/${made.body.postNo}`);
    for (const bad of ['<script', 'onerror', 'javascript:', '<iframe']) expect(detail.body.contentEn).not.toContain(bad);
    const html = await page(`/dashboard/notice/${made.body.postNo}`, EN);
    expect(html).toContain(`Hello ${t}`);
    expect(html).not.toContain('alert(2)');
    expect(html).not.toContain('javascript:alert(3)');
  });

  it('refuses control characters in the English title (400, nothing stored)', async () => {
    const t = tag();
    const bad = await adminApi('POST', '/api/admin/notice', {
      title: `제어 ${t}`,
      content: 'x',
      titleEn: 'a\u0000b',
      mimeType: 'text/plain',
    });
    expect(bad.status).toBe(400);
    expect(
      await testDb()
        .select()
        .from(schema.posts)
        .where(eq(schema.posts.title, `제어 ${t}`)),
    ).toHaveLength(0);
  });

  it('search finds a notice by its Korean or English title and content, whatever the mode', async () => {
    const t = tag();
    const made = await adminApi('POST', '/api/admin/notice', {
      title: `물품 보관 ${t}`,
      content: `보관소 ${t}`,
      titleEn: `Bag drop ${t}x`,
      contentEn: `Leave bags here ${t}y`,
      mimeType: 'text/plain',
    });
    const hits = async (key: string, value: string, headers: Record<string, string> = {}) =>
      (await api('GET', `/api/notice?searchKey=${key}&searchValue=${encodeURIComponent(value)}`, undefined, headers)).body.posts.map(
        (p: { postNo: number }) => p.postNo,
      );
    expect(await hits('title', `Bag drop ${t}x`)).toContain(made.body.postNo);
    expect(await hits('title', `물품 보관 ${t}`, EN)).toContain(made.body.postNo);
    expect(await hits('content', `here ${t}y`, EN)).toContain(made.body.postNo);
    expect(await hits('content', `보관소 ${t}`)).toContain(made.body.postNo);
    expect(await page(`/dashboard/notice?searchKey=title&searchValue=${encodeURIComponent(`Bag drop ${t}x`)}`, EN)).toContain(
      `Bag drop ${t}x`,
    );
  });

  it('popup notices carry both languages in one cacheable answer', async () => {
    const t = tag();
    const fmt = (ms: number) => {
      const k = new Date(Date.now() + ms + 9 * 3600_000);
      return k.toISOString().slice(0, 19).replace('T', ' ');
    };
    const made = await adminApi('POST', '/api/admin/notice', {
      title: `팝업 ${t}`,
      content: '<p>팝업</p>',
      titleEn: `Popup ${t}`,
      contentEn: '<p>Popup<script>alert(1)</script></p>',
      mimeType: 'text/html',
      openTime: fmt(-3600_000),
      closeTime: fmt(3600_000),
    });
    expect(made.status).toBe(200);
    const list = await api('GET', '/api/welcome/popup');
    const p = list.body.find((x: { postNo: number }) => x.postNo === made.body.postNo);
    expect(p).toMatchObject({ title: `팝업 ${t}`, titleEn: `Popup ${t}`, contentEn: '<p>Popup</p>' });
    // Close it again so that browser tests of the home page meet no extra popup.
    await adminApi('DELETE', `/api/admin/notice/${made.body.postNo}`);
  });
});

describe('the sharing picture (Open Graph)', () => {
  it("is drawn in the page's language, with a description in that language", async () => {
    for (const [headers, alt] of [
      [KO, '제24회 대청호 마라톤대회: 하프, 10km, 건강 5km'],
      [EN, 'The 24th Daecheong Lake Marathon: half, 10 km and 5 km health run'],
    ] as const) {
      const html = await page('/', headers);
      const meta = (name: string) => html.match(new RegExp(`<meta property="${name}" content="([^"]+)"`))?.[1];
      expect(meta('og:image:alt')).toBe(alt);
      const image = await fetch(meta('og:image')!.replace(/^https?:\/\/[^/]+/, BASE_URL));
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
      // A picture with its text drawn is tens of kB; one whose font failed is an error, not a PNG.
      expect((await image.arrayBuffer()).byteLength).toBeGreaterThan(20_000);
    }
  });
});
