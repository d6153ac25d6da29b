import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, staffSessionCookie, testDirector } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { joinerBody, randomMobile, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

/** Another port of the same host: same-site for the browser, but another origin. */
const OTHER_ORIGIN = BASE_URL.replace(/:(\d+)$/, (_m, p) => `:${Number(p) + 1}`);

async function registration() {
  const t = await createTicket({ acceptable: 10 });
  const joiner = joinerBody(randomName(), randomMobile());
  const res = await api('POST', '/api/applicant/applyFor', {
    joiner,
    runners: [runnerBody(t.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
  });
  expect(res.status).toBe(200);
  return res.body.joinSeq as number;
}

async function statusOf(joinSeq: number) {
  const [j] = await testDb()
    .select({ s: schema.joiners.paymentStatus })
    .from(schema.joiners)
    .where(eq(schema.joiners.joinSeq, joinSeq))
    .orderBy(desc(schema.joiners.joinerId))
    .limit(1);
  return j.s;
}

async function post(path: string, cookie: string, body: string | FormData, headers: Record<string, string>) {
  const res = await fetch(`${BASE_URL}${path}`, { method: 'POST', headers: { cookie, ...headers }, body });
  return { status: res.status, body: await res.json().catch(() => null) };
}

describe('adminRoute: CSRF and content type on state-changing staff calls', () => {
  it('refuses a text/plain form post from another origin with the staff cookie, and confirms nothing', async () => {
    const cookie = await staffSessionCookie();
    const joinSeq = await registration();
    const body = JSON.stringify({ deposit: null, joinSeqs: String(joinSeq) });
    const plain = await post('/api/admin/reception/confirm/CMPL', cookie, body, {
      'content-type': 'text/plain',
      origin: OTHER_ORIGIN,
      'sec-fetch-site': 'same-site',
    });
    expect(plain.status).toBe(403);
    expect(plain.body.errorCode).toBe('A0419');
    const jsonCross = await post('/api/admin/reception/confirm/CMPL', cookie, body, {
      'content-type': 'application/json',
      origin: OTHER_ORIGIN,
    });
    expect(jsonCross.status).toBe(403);
    const noOrigin = await post('/api/admin/reception/confirm/CMPL', cookie, body, { 'content-type': 'application/json' });
    expect(noOrigin.status).toBe(403);
    const plainSameOrigin = await post('/api/admin/reception/confirm/CMPL', cookie, body, {
      'content-type': 'text/plain',
      origin: BASE_URL,
    });
    expect(plainSameOrigin.status).toBe(415);
    expect(await statusOf(joinSeq)).toBe('RSVT');

    const ok = await post('/api/admin/reception/confirm/CMPL', cookie, body, {
      'content-type': 'application/json',
      origin: BASE_URL,
      'sec-fetch-site': 'same-origin',
    });
    expect(ok.status).toBe(200);
    expect(await statusOf(joinSeq)).toBe('CMPL');
  });

  it('refuses a no-cors multipart rewrite of the event info from another origin', async () => {
    const cookie = await staffSessionCookie();
    const before = await adminApi('GET', '/api/admin/event/current');
    const form = new FormData();
    form.set('accountNo', '999-attacker-000');
    const res = await fetch(`${BASE_URL}/api/admin/event`, {
      method: 'POST',
      headers: { cookie, origin: OTHER_ORIGIN, 'sec-fetch-site': 'same-site' },
      body: form,
    });
    expect(res.status).toBe(403);
    const after = await adminApi('GET', '/api/admin/event/current');
    expect(after.body.accountNo).toBe(before.body.accountNo);
  });

  it('asks API clients with a bearer token for the declared content type only (no browser, no CSRF)', async () => {
    const joinSeq = await registration();
    const wrongType = await adminApi(
      'POST',
      '/api/admin/reception/confirm/CMPL',
      JSON.stringify({ deposit: null, joinSeqs: String(joinSeq) }),
      { 'content-type': 'text/plain' },
    );
    expect(wrongType.status).toBe(415);
    expect(await statusOf(joinSeq)).toBe('RSVT');
    const ok = await adminApi('POST', '/api/admin/reception/confirm/CMPL', { deposit: null, joinSeqs: String(joinSeq) });
    expect(ok.status).toBe(200);
  });

  it('writes an audit entry for every state-changing call, refused ones included', async () => {
    const joinSeq = await registration();
    await adminApi('POST', '/api/admin/reception/confirm/CNCL', JSON.stringify({ deposit: null, joinSeqs: String(joinSeq) }), {
      'content-type': 'text/plain',
    });
    const rows = await testDb()
      .select()
      .from(schema.auditLog)
      .where(and(eq(schema.auditLog.action, 'api')))
      .orderBy(desc(schema.auditLog.auditId))
      .limit(50);
    const entry = rows.find(
      (r) =>
        (r.detail as { path?: string; status?: number })?.path === '/api/admin/reception/confirm/CNCL' &&
        (r.detail as { status?: number }).status === 415,
    );
    expect(entry).toBeDefined();
    expect(entry!.staffUserName).toBe((await testDirector()).userName);
  });

  it('answers 401 without a session and 401 for a forged bearer token', async () => {
    expect((await api('GET', '/api/admin/reception/search?pageNo=1&rowCount=10')).status).toBe(401);
    expect(
      (await api('GET', '/api/admin/reception/search?pageNo=1&rowCount=10', undefined, { authorization: 'Bearer not-a-token' })).status,
    ).toBe(401);
  });
});
