import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import * as schema from '@/db/schema';
import { asAdmin } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { createTicket, currentEvent } from '../helpers/tickets';

/** Only a PNG signature followed by junk: an image by its first bytes, not by its content. */
const FAKE_PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(32, 7)]);

/** A phone photo's JPEG with EXIF: camera, serial and GPS position (made here, no third-party image). */
function jpegWithGps(): Promise<Buffer> {
  return sharp({ create: { width: 640, height: 480, channels: 3, background: { r: 30, g: 120, b: 200 } } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'X1' },
      IFD2: { BodySerialNumber: 'SN-0042-7731' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '36/1 21/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '127/1 23/1 0/1' },
    })
    .toBuffer();
}

async function postEvent(fields: Record<string, string>, headers: Record<string, string>, file?: { name: string; data: Buffer }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('file', new Blob([new Uint8Array(file.data)]), file.name);
  const res = await fetch(`${BASE_URL}/api/admin/event`, { method: 'POST', body: form, headers });
  return { status: res.status, body: await res.json() };
}

describe('admin event calls (spec §3 event info, §7)', () => {
  it('refuses without a session (401)', async () => {
    const ev = await currentEvent();
    expect((await api('GET', `/api/admin/event/${ev.eventCode}`)).status).toBe(401);
    expect((await postEvent({ eventName: '대회' }, {})).status).toBe(401);
    expect((await api('PUT', `/api/admin/event/${ev.eventCode}/tickets`, { tickets: [] })).status).toBe(401);
  });

  it('reads the event info, saves fields and a photo served by /api/photo/{id}, refuses bad input unchanged', async () => {
    const h = await asAdmin();
    const ev = await currentEvent();
    const got = await api('GET', `/api/admin/event/${ev.eventCode}`, undefined, h);
    expect(got.status).toBe(200);
    expect(got.body).toMatchObject({ eventCode: ev.eventCode, eventName: ev.eventName, eventOpen: ev.eventOpen.toISOString() });
    expect((await api('GET', '/api/admin/event/NOPE99', undefined, h)).status).toBe(404);

    const bad = await postEvent({ eventCode: ev.eventCode, eventName: ev.eventName, email: 'not-an-email' }, h);
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('이메일 주소를 확인해 주세요.');
    const svg = await postEvent({ eventCode: ev.eventCode, eventName: ev.eventName }, h, { name: 'x.png', data: Buffer.from('<svg/>') });
    expect(svg.status).toBe(400);
    // A non-image with an image header is refused like any other non-image.
    const fake = await postEvent({ eventCode: ev.eventCode, eventName: ev.eventName }, h, { name: 'x.png', data: FAKE_PNG });
    expect(fake.status).toBe(400);
    expect(fake.body.errorMessage).toBe('사진은 JPEG, PNG, GIF, WebP 이미지여야 합니다.');
    const [unchanged] = await testDb().select().from(schema.events).where(eq(schema.events.eventId, ev.eventId));
    expect(unchanged.email).toBe(ev.email);

    const saved = await postEvent(
      {
        eventCode: ev.eventCode,
        eventName: ev.eventName,
        subscript: ev.subscript ?? '',
        organizer: ev.organizer ?? '',
        managerName: ev.managerName ?? '',
        cellphone: ev.cellphone ?? '',
        email: ev.email ?? '',
        accountNo: ev.accountNo ?? '',
        homeUrl: ev.homeUrl ?? '',
        companyNo: ev.companyNo ?? '',
      },
      h,
      { name: 'photo.jpg', data: await jpegWithGps() },
    );
    expect(saved.status).toBe(200);
    expect(saved.body.file).toMatch(/^\/api\/photo\/\d+$/);
    // Served as gallery photos are: re-encoded, with no EXIF (no GPS position, camera or serial).
    const img = await fetch(`${BASE_URL}${saved.body.file}`);
    expect(img.headers.get('content-type')).toBe('image/jpeg');
    const served = Buffer.from(await img.arrayBuffer());
    const meta = await sharp(served).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 640, height: 480 });
    expect(meta.exif).toBeUndefined();
    for (const secret of ['TestCam', 'SN-0042-7731', 'Exif']) expect(served.includes(Buffer.from(secret))).toBe(false);
  });

  it('sets price, capacity, sale window and options, visible on /api/join/ticket-info; capacity never below total', async () => {
    const h = await asAdmin();
    const ev = await currentEvent();
    const t = await createTicket({ total: 5 });
    const body = {
      tickets: [
        {
          ticketSeq: t.ticketSeq,
          ticketPrice: 25000,
          acceptable: 7,
          saleOpenTime: '2026-04-28T10:00:00+09:00',
          saleCloseTime: '2026-07-11T16:00:00+09:00',
          choiceOption: '95,100',
        },
      ],
    };
    const ok = await api('PUT', `/api/admin/event/${ev.eventCode}/tickets`, body, h);
    expect(ok.status).toBe(200);
    const pub = await api('GET', '/api/join/ticket-info');
    expect(pub.body.find((x: { ticketSeq: number }) => x.ticketSeq === t.ticketSeq)).toMatchObject({
      ticketPrice: 25000,
      acceptable: 7,
      choiceOption: '95,100',
      saleOpenTime: '2026-04-28T01:00:00.000Z',
    });

    const below = await api(
      'PUT',
      `/api/admin/event/${ev.eventCode}/tickets`,
      { tickets: [{ ...body.tickets[0], acceptable: 4, ticketPrice: 1 }] },
      h,
    );
    expect(below.status).toBe(400);
    expect(below.body.errorMessage).toContain('5명');
    const order = await api(
      'PUT',
      `/api/admin/event/${ev.eventCode}/tickets`,
      { tickets: [{ ...body.tickets[0], saleOpenTime: '2026-08-01T10:00:00+09:00' }] },
      h,
    );
    expect(order.status).toBe(400);
    expect(order.body.errorMessage).toBe('판매 시작은 마감보다 앞서야 합니다.');
    const [row] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(row).toMatchObject({ ticketPrice: 25000, acceptable: 7 });
  });
});
