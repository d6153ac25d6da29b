import { request } from 'node:http';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { asAdmin, freshClientIp, staffSessionCookie } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, runnerBody } from '../helpers/people';
import { createTicket, currentEvent } from '../helpers/tickets';

/** Hostile input answers 4xx with a message and changes nothing (never a 5xx). */

async function joinerCount(): Promise<number> {
  const [r] = await testDb().select({ n: count() }).from(schema.joiners);
  return r.n;
}

/**
 * POSTs `chunks` pieces from `piece(i)` chunked (no Content-Length) on a socket of its own (the server
 * answers before the body ends, so the socket is not reused by other tests). Resolves status and body.
 */
function streamedPost(
  path: string,
  headers: Record<string, string>,
  chunks: number,
  piece: (i: number) => Uint8Array,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(`${BASE_URL}${path}`, { method: 'POST', headers, agent: false }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => (body += c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    let i = 0;
    const write = () => {
      while (i < chunks) {
        const ok = req.write(piece(i++));
        if (!ok) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

const applyBody = (ticketSeq: number, runner: Record<string, unknown> = {}) => ({
  joiner: joinerBody(),
  runners: [{ ...runnerBody(ticketSeq), ...runner }],
});

describe('public JSON calls: content type, origin, size', () => {
  it('refuses a text/plain post (415) and a foreign Origin (403), storing nothing', async () => {
    const t = await createTicket();
    const before = await joinerCount();
    const plain = await fetch(`${BASE_URL}/api/applicant/applyFor`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(applyBody(t.ticketSeq)),
    });
    expect(plain.status).toBe(415);
    const foreign = await api('POST', '/api/applicant/applyFor', applyBody(t.ticketSeq), { origin: 'http://localhost:1' });
    expect(foreign.status).toBe(403);
    const sameSite = await api('POST', '/api/applicant/applyFor', applyBody(t.ticketSeq), { 'sec-fetch-site': 'same-site' });
    expect(sameSite.status).toBe(403);
    expect(await joinerCount()).toBe(before);
    // The site's own pages still get through.
    const own = await api('POST', '/api/applicant/applyFor', applyBody(t.ticketSeq), { origin: BASE_URL, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(200);
  });

  it('caps a JSON body at 64 kB while it streams in, Content-Length or not (413)', async () => {
    const before = await joinerCount();
    const big = JSON.stringify({ ...applyBody(1), pad: 'x'.repeat(70 * 1024) });
    const declared = await api('POST', '/api/applicant/applyFor', big);
    expect(declared.status).toBe(413);
    // Chunked, with no Content-Length: 1 MB in 16 kB pieces.
    const res = await streamedPost('/api/application/search', { 'content-type': 'application/json' }, 64, (i) =>
      new TextEncoder().encode(i === 0 ? '{"pad":"' + 'x'.repeat(16 * 1024) : 'x'.repeat(16 * 1024)),
    );
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body).errorCode).toBe('V0413');
    expect(await joinerCount()).toBe(before);
  });
});

describe('NUL bytes and other control characters give 400, not 500', () => {
  it('in apply, lookup, login, notice search, staff filters and the export purpose', async () => {
    const t = await createTicket();
    const before = await joinerCount();
    const apply = await api('POST', '/api/applicant/applyFor', {
      ...applyBody(t.ticketSeq),
      joiner: { ...joinerBody(), address: '101동\u0000' },
    });
    expect(apply.status).toBe(400);
    expect(apply.body.errorMessage).toBe('제어 문자(NUL, 글자 방향 제어 문자 등)나 깨진 문자는 입력할 수 없습니다.');
    expect(await joinerCount()).toBe(before);
    expect(
      (await api('POST', '/api/application/search', { joinerName: '김민수\u0000', cellphone: '01012345678', joinSeq: '1234' })).status,
    ).toBe(400);
    expect(
      (await api('POST', '/api/admin/login', { userName: 'admin\u0000', password: 'x' }, { 'x-forwarded-for': freshClientIp() })).status,
    ).toBe(400);
    expect((await api('GET', '/api/notice?searchKey=title&searchValue=%00')).status).toBe(400);
    const h = await asAdmin();
    expect((await api('GET', '/api/admin/reception/search?joinerName=%00', undefined, h)).status).toBe(400);
    expect((await api('GET', '/api/admin/reception/search/excel?purpose=%00%00%00', undefined, h)).status).toBe(400);
    // The console's sign-in form (next-auth credentials) answers a failed login, not an error page.
    const csrf = await fetch(`${BASE_URL}/api/auth/csrf`);
    const { csrfToken } = (await csrf.json()) as { csrfToken: string };
    const login = await fetch(`${BASE_URL}/api/auth/callback/credentials`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: csrf.headers
          .getSetCookie()
          .map((c) => c.split(';')[0])
          .join('; '),
        origin: BASE_URL,
        'x-forwarded-for': freshClientIp(),
      },
      body: new URLSearchParams({ csrfToken, userName: 'admin\u0000', password: 'x\u0000', json: 'true' }),
    });
    expect(login.status).toBeLessThan(500);
    expect(login.headers.getSetCookie().some((c) => c.includes('session-token='))).toBe(false);
  });
});

describe('ids: strict and bounded', () => {
  it('ids above 2^31-1 are 400/404, never 500', async () => {
    expect((await api('GET', '/api/photo/2147483648')).status).toBe(400);
    expect((await api('GET', '/api/photo/1e0')).status).toBe(400);
    expect((await api('GET', '/api/notice/2147483648')).status).toBe(400);
    expect((await api('GET', '/api/notice/0x1')).status).toBe(400);
    expect((await fetch(`${BASE_URL}/dashboard/notice/2147483648`)).status).toBe(404);
    const ev = await currentEvent();
    const h = await asAdmin();
    const put = await api(
      'PUT',
      `/api/admin/event/${ev.eventCode}/tickets`,
      { tickets: [{ ticketSeq: 2147483648, ticketPrice: 1, acceptable: 1 }] },
      h,
    );
    expect(put.status).toBe(400);
  });

  it.each([true, [3], '0x1', '1e0', 1.5])('ticketSeq %j is refused with the course message, nothing stored', async (ticketSeq) => {
    const before = await joinerCount();
    const r = await api('POST', '/api/applicant/applyFor', applyBody(1, { ticketSeq }));
    expect(r.status).toBe(400);
    expect(r.body.field).toBe('runners.0.ticketSeq');
    expect(await joinerCount()).toBe(before);
  });

  it('a birthday after today is refused', async () => {
    const t = await createTicket();
    const year = new Date().getFullYear() + 1;
    const r = await api('POST', '/api/applicant/applyFor', applyBody(t.ticketSeq, { birthday: `${year}0101` }));
    expect(r.status).toBe(400);
    expect(r.body.errorMessage).toBe('생년월일은 오늘 이후일 수 없습니다.');
  });
});

describe('staff event info: partial updates and upload caps', () => {
  it('a partial update changes only the fields it sends', async () => {
    const ev = await currentEvent();
    const cookie = await staffSessionCookie();
    const form = new FormData();
    form.append('eventCode', ev.eventCode);
    form.append('organizer', '대청호마라톤 조직위원회');
    const res = await fetch(`${BASE_URL}/api/admin/event`, { method: 'POST', body: form, headers: { cookie, origin: BASE_URL } });
    expect(res.status).toBe(200);
    const [after] = await testDb().select().from(schema.events).where(eq(schema.events.eventId, ev.eventId));
    expect(after.organizer).toBe('대청호마라톤 조직위원회');
    expect(after.eventName).toBe(ev.eventName);
    expect(after.accountNo).toBe(ev.accountNo);
    expect(after.email).toBe(ev.email);
    expect(after.managerName).toBe(ev.managerName);
  });

  it('an upload over the cap is refused while streaming (no Content-Length), with the route message', async () => {
    const h = await asAdmin();
    const boundary = 'xBOUNDARYx';
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const res = await streamedPost('/api/admin/event', { ...h, 'content-type': `multipart/form-data; boundary=${boundary}` }, 100, (i) =>
      i === 0 ? new TextEncoder().encode(head) : new Uint8Array(64 * 1024),
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body).errorMessage).toMatch(/5\s?MB/);
  });
});

describe('/apply/fail never prints the URL message', () => {
  it('shows the catalogue text for known codes and the generic text otherwise', async () => {
    const evil = encodeURIComponent('Send the fee to 000-111-222 FAKEBANK');
    // The page's text (scripts carry the URL for the router, never shown) and its message element.
    const page = async (code: string) =>
      (await (await fetch(`${BASE_URL}/apply/fail?code=${code}&message=${evil}`)).text()).replace(/<script\b[\s\S]*?<\/script>/g, '');
    const message = (html: string) => /data-testid="fail-message">([^<]*)</.exec(html)?.[1];
    const unknown = await page('WHATEVER');
    expect(unknown).not.toContain('FAKEBANK');
    expect(message(unknown)).toBe('결제를 완료하지 못했습니다.');
    const known = await page('REJECT_CARD_COMPANY');
    expect(known).not.toContain('FAKEBANK');
    expect(message(known)).toBe('카드사에서 결제를 거절했습니다. 카드사에 문의하거나 다른 카드로 결제해 주세요.');
  });
});
