import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, bearerTokenOf, createStaff, type StaffAccount } from '../helpers/admin';
import { api, BASE_URL, testDb } from '../helpers/env';
import { applyOne } from '../helpers/payments';
import { joinerBody, randomName, runnerBody } from '../helpers/people';
import { createTicket, currentEvent } from '../helpers/tickets';

/**
 * The staff-edited guide pages (lib/content/editor.ts: PUT /api/admin/content, POST
 * /api/admin/content/preview) and the versioned consent texts every registration records
 * (lib/registration/consent.ts: POST /api/admin/retention/consent), checked in the database and on
 * the public page. The edits go to the current edition's last trekking section, which no other test
 * reads, and it is put back to the catalogue's text afterwards.
 */

const PAGE = 'trekking';
const SECTION = 'section5';
const tag = () => randomBytes(4).toString('hex');
const as = async (account: StaffAccount) => {
  const token = await bearerTokenOf(account);
  return (method: string, path: string, body?: unknown) => api(method, path, body, { authorization: `Bearer ${token}` });
};

async function storedSection() {
  const ev = await currentEvent();
  const [row] = await testDb()
    .select()
    .from(schema.contentSections)
    .where(
      and(
        eq(schema.contentSections.eventId, ev.eventId),
        eq(schema.contentSections.page, PAGE),
        eq(schema.contentSections.sectionKey, SECTION),
      ),
    );
  return row ?? null;
}
const edits = async () => (await testDb().select().from(schema.auditLog).where(eq(schema.auditLog.action, 'content-edit'))).length;
const publicPage = async (lang: 'ko' | 'en' = 'ko') =>
  (await fetch(`${BASE_URL}/${PAGE}`, { headers: { cookie: `NEXT_LOCALE=${lang}` } })).text();
/** Polls the public page until it shows `text` (a staff edit shows at once; the bound is the 60 s revalidate window). */
async function untilShown(text: string, lang: 'ko' | 'en' = 'ko') {
  for (const start = Date.now(); Date.now() - start < 65_000; await new Promise((r) => setTimeout(r, 250)))
    if ((await publicPage(lang)).includes(text)) return;
  throw new Error(`'${text}' not shown on /${PAGE}`);
}
/** The current edition's registration `joinSeq`. */
async function registration(joinSeq: number) {
  const ev = await currentEvent();
  const [row] = await testDb()
    .select()
    .from(schema.joiners)
    .where(and(eq(schema.joiners.eventId, ev.eventId), eq(schema.joiners.joinSeq, joinSeq)));
  return row;
}
const save = (bodyKo: string, bodyEn = '') => ({ page: PAGE, sections: [{ sectionKey: SECTION, bodyKo, bodyEn }] });

afterAll(async () => {
  const ev = await currentEvent();
  await testDb()
    .delete(schema.contentSections)
    .where(and(eq(schema.contentSections.eventId, ev.eventId), eq(schema.contentSections.page, PAGE)));
});

describe('saving a guide page section (PUT /api/admin/content)', () => {
  it('only the content role and the director may save or preview; the others change nothing', async () => {
    const before = await storedSection();
    const marker = tag();
    for (const role of ['reception', 'desk', 'timing'] as const) {
      const call = await as(await createStaff({ role }));
      const put = await call('PUT', '/api/admin/content', save(`<p>${marker}</p>`));
      expect(put.status, role).toBe(403);
      expect(put.body.errorCode, role).toBe('A0403');
      expect((await call('POST', '/api/admin/content/preview', { ...save(`<p>${marker}</p>`), locale: 'ko' })).status, role).toBe(403);
    }
    expect(await storedSection()).toEqual(before);
    // Not signed in at all.
    expect((await api('PUT', '/api/admin/content', save(`<p>${marker}</p>`))).status).toBe(401);
    expect(await storedSection()).toEqual(before);
    expect(await publicPage()).not.toContain(marker);

    const content = await as(await createStaff({ role: 'content' }));
    expect((await content('PUT', '/api/admin/content', save(`<p>내용 ${marker}</p>`))).status).toBe(200);
    expect((await storedSection())?.bodyKo).toBe(`<p>내용 ${marker}</p>`);
  });

  it('bad input answers 400 with its message and stores nothing, not even the good sections beside it', async () => {
    const first = tag();
    expect((await adminApi('PUT', '/api/admin/content', save(`<p>처음 ${first}</p>`))).status).toBe(200);
    const before = await storedSection();
    const auditBefore = await edits();
    const good = { sectionKey: SECTION, bodyKo: `<p>바뀜 ${tag()}</p>`, bodyEn: '' };
    const bad: Array<[string, unknown]> = [
      ['unknown section', { page: PAGE, sections: [good, { sectionKey: 'outline', bodyKo: '<p>x</p>' }] }],
      ['the same section twice', { page: PAGE, sections: [good, good] }],
      ['unknown page', { page: 'results', sections: [good] }],
      ['no sections', { page: PAGE, sections: [] }],
      ['over 20,000 characters', { page: PAGE, sections: [{ ...good, bodyKo: `<p>${'가'.repeat(20_001)}</p>` }] }],
      ['a control character', { page: PAGE, sections: [{ ...good, bodyKo: '<p>a\u0007b</p>' }] }],
      ['Korean text missing', { page: PAGE, sections: [{ sectionKey: SECTION, bodyEn: '<p>English</p>' }] }],
      ['not JSON', '{"page":'],
    ];
    for (const [why, body] of bad) {
      const r = await adminApi('PUT', '/api/admin/content', body);
      expect(r.status, why).toBe(400);
      expect(r.body.errorCode, why).toMatch(/^[A-Z]\d{4}$/);
      expect(typeof r.body.errorMessage, why).toBe('string');
      expect(JSON.stringify(r.body), why).not.toMatch(/at .*\.ts|ZodError|SELECT|INSERT/);
    }
    expect(await storedSection()).toEqual(before);
    expect(await edits()).toBe(auditBefore);
    await untilShown(`처음 ${first}`);
  });

  it('sanitises the HTML it stores and shows, fills in the event facts, and a later save replaces the text on the public page', async () => {
    const marker = tag();
    const hostile =
      `<p onclick="alert(1)">코스 안내 ${marker} {{raceDay}}</p>` +
      `<script>alert('x${marker}')</script>` +
      `<img src="x" onerror="alert(2)">` +
      `<a href="javascript:alert(3)">링크</a>` +
      `<iframe src="https://evil.example"></iframe>` +
      `<strong>굵게</strong>`;
    const r = await adminApi('PUT', '/api/admin/content', save(hostile, `<p>Course ${marker}</p><script>alert(4)</script>`));
    expect(r.status, JSON.stringify(r.body)).toBe(200);
    const row = (await storedSection())!;
    for (const stored of [row.bodyKo, row.bodyEn]) {
      expect(stored).not.toMatch(/<script|onerror|onclick|javascript:|<iframe|alert\(/i);
    }
    expect(row.bodyKo).toContain(`코스 안내 ${marker} {{raceDay}}`);
    expect(row.bodyKo).toContain('<strong>굵게</strong>');
    expect(row.bodyEn).toContain(`Course ${marker}`);
    expect(row.updatedBy).toMatch(/^staff-/);
    // The edit is audited with the page and section, never the text.
    const [audit] = await testDb()
      .select()
      .from(schema.auditLog)
      .where(eq(schema.auditLog.action, 'content-edit'))
      .orderBy(desc(schema.auditLog.auditId))
      .limit(1);
    expect(audit.detail).toMatchObject({ page: PAGE, sections: [SECTION] });

    // The public page: the text with the race day from the event data, and none of the hostile markup.
    await untilShown(`코스 안내 ${marker}`);
    const html = await publicPage();
    const shown = html.slice(html.indexOf(`코스 안내 ${marker}`) - 200, html.indexOf(`코스 안내 ${marker}`) + 600);
    expect(shown).not.toContain('{{raceDay}}');
    expect(shown).toMatch(/\d{4}년 \d{1,2}월 \d{1,2}일/);
    expect(html).not.toContain(`alert('x${marker}')`);
    expect(html).not.toContain('javascript:alert(3)');
    expect(html).not.toContain('evil.example');
    await untilShown(`Course ${marker}`, 'en');

    // A second save is the new text of the section: the public page shows it, not the first one.
    const next = tag();
    expect((await adminApi('PUT', '/api/admin/content', save(`<p>새 안내 ${next}</p>`))).status).toBe(200);
    expect((await storedSection())!.bodyKo).toBe(`<p>새 안내 ${next}</p>`);
    await untilShown(`새 안내 ${next}`);
    expect(await publicPage()).not.toContain(`코스 안내 ${marker}`);
    // No English written this time: English visitors read the Korean text.
    await untilShown(`새 안내 ${next}`, 'en');
  });
});

describe('previewing a section (POST /api/admin/content/preview)', () => {
  it('answers each section as the public page would show it, in the language asked, and stores nothing', async () => {
    const saved = tag();
    expect((await adminApi('PUT', '/api/admin/content', save(`<p>저장본 ${saved}</p>`))).status).toBe(200);
    const before = await storedSection();
    const auditBefore = await edits();
    const draft = tag();
    const content = await as(await createStaff({ role: 'content' }));
    const body = save(`<p>미리보기 ${draft} {{eventName}} <b onmouseover="x()">!</b></p><script>bad()</script>`, `<p>Preview ${draft}</p>`);
    const ko = await content('POST', '/api/admin/content/preview', { ...body, locale: 'ko' });
    expect(ko.status, JSON.stringify(ko.body)).toBe(200);
    const ev = await currentEvent();
    expect(Object.keys(ko.body.sections)).toEqual([SECTION]);
    expect(ko.body.sections[SECTION]).toContain(`미리보기 ${draft} ${ev.eventName}`);
    expect(ko.body.sections[SECTION]).not.toMatch(/<script|onmouseover|bad\(\)/);
    const en = await content('POST', '/api/admin/content/preview', { ...body, locale: 'en' });
    expect(en.body.sections[SECTION]).toBe(`<p>Preview ${draft}</p>`);
    expect((await content('POST', '/api/admin/content/preview', { ...body, locale: 'fr' })).status).toBe(400);
    expect(
      (await content('POST', '/api/admin/content/preview', { page: PAGE, sections: [{ sectionKey: 'nope', bodyKo: 'x' }] })).status,
    ).toBe(400);

    // Nothing stored, nothing on the public page.
    expect(await storedSection()).toEqual(before);
    expect(await edits()).toBe(auditBefore);
    await untilShown(`저장본 ${saved}`);
    expect(await publicPage()).not.toContain(draft);
  });
});

describe('consent texts: versions, and the version each registration records', () => {
  it('the director publishes a new version; each registration records the version in force when it was made', async () => {
    const t = await createTicket();
    const [current] = await testDb().select().from(schema.consentTexts).orderBy(desc(schema.consentTexts.version)).limit(1);
    const earlier = await applyOne(t.ticketSeq);
    expect((await registration(earlier.joinSeq)).consentVersion).toBe(current.version);

    // The same texts as a new version (other tests read the texts in force; only the version moves).
    const texts = { privacyKo: current.privacyKo, rulesKo: current.rulesKo, privacyEn: current.privacyEn, rulesEn: current.rulesEn };
    for (const role of ['content', 'reception'] as const) {
      expect((await (await as(await createStaff({ role })))('POST', '/api/admin/retention/consent', texts)).status, role).toBe(403);
    }
    const tooShort = await adminApi('POST', '/api/admin/retention/consent', { ...texts, privacyKo: '짧음' });
    expect(tooShort.status).toBe(400);
    const versions = async () => (await testDb().select().from(schema.consentTexts)).length;
    const count = await versions();
    expect((await testDb().select().from(schema.consentTexts).orderBy(desc(schema.consentTexts.version)).limit(1))[0].version).toBe(
      current.version,
    );

    const published = await adminApi('POST', '/api/admin/retention/consent', texts);
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body.version).toBeGreaterThan(current.version);
    expect(await versions()).toBe(count + 1);
    const [row] = await testDb().select().from(schema.consentTexts).where(eq(schema.consentTexts.version, published.body.version));
    expect(row).toMatchObject({ ...texts, publishedBy: expect.stringMatching(/^staff-/) });

    // A registration made now records the new version; the earlier one keeps the version it agreed to.
    const later = await applyOne(t.ticketSeq);
    expect((await registration(later.joinSeq)).consentVersion).toBe(published.body.version);
    expect((await registration(earlier.joinSeq)).consentVersion).toBe(current.version);
    // The retention page counts registrations per version.
    const page = await adminApi('GET', '/api/admin/retention');
    const listed = (page.body.consent as Array<{ version: number; registrations: number }>).find(
      (v) => v.version === published.body.version,
    );
    expect(listed?.registrations).toBeGreaterThanOrEqual(1);
  });

  it('a registration records the texts its form showed; texts replaced while the form was open are refused and nothing is stored', async () => {
    const [t1, t2] = [await createTicket(), await createTicket()];
    const latest = async () => (await testDb().select().from(schema.consentTexts).orderBy(desc(schema.consentTexts.version)).limit(1))[0];
    const shown = await latest();
    /** An individual entry (the batched accept) on t1, or a group on both courses (one transaction), as the form sends it. */
    const individual = (consentVersion: number) => {
      const joiner = joinerBody();
      return {
        joiner: { ...joiner, consentVersion },
        runners: [runnerBody(t1.ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
      };
    };
    const group = (consentVersion: number) => ({
      joiner: { ...joinerBody(), exponent: `동의 ${randomName()}`, consentVersion },
      runners: [runnerBody(t1.ticketSeq), runnerBody(t2.ticketSeq)],
    });
    const stored = async (cellphone: string) => testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, cellphone));
    const places = async () =>
      (
        await testDb()
          .select()
          .from(schema.tickets)
          .where(inArray(schema.tickets.ticketSeq, [t1.ticketSeq, t2.ticketSeq]))
      ).map((x) => x.total);

    // The texts in force when the form was opened: stored with their version, by both ways of storing.
    for (const body of [individual(shown.version), group(shown.version)]) {
      const res = await api('POST', '/api/applicant/applyFor', body);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect((await registration(res.body.joinSeq)).consentVersion).toBe(shown.version);
    }

    // The director publishes new texts while runners fill in the form.
    const texts = { privacyKo: shown.privacyKo, rulesKo: shown.rulesKo, privacyEn: shown.privacyEn, rulesEn: shown.rulesEn };
    const published = await adminApi('POST', '/api/admin/retention/consent', texts);
    expect(published.status).toBe(200);
    const before = await places();
    for (const body of [individual(shown.version), group(shown.version)]) {
      const ko = await api('POST', '/api/applicant/applyFor', body);
      expect(ko.status).toBe(409);
      expect(ko.body).toEqual({
        errorCode: 'S0009',
        errorMessage:
          '신청서를 작성하는 동안 약관이 바뀌었습니다. 아직 접수되지 않았습니다. 페이지를 새로 고쳐 바뀐 약관을 읽고 다시 신청해 주세요.',
      });
      const en = await api('POST', '/api/applicant/applyFor', body, { cookie: 'NEXT_LOCALE=en' });
      expect(en.body.errorMessage).toMatch(
        /^The terms were updated while you were filling in the form\. Nothing has been registered yet: reload the page/,
      );
      // Nothing stored: no registration, no place taken, no message.
      const none = await stored(body.joiner.cellphone);
      expect(none).toEqual([]);
      const sms = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.recipient, body.joiner.cellphone));
      expect(sms).toEqual([]);
    }
    expect(await places()).toEqual(before);

    // Reloaded, the form shows the new texts: stored with the new version.
    const again = await api('POST', '/api/applicant/applyFor', individual(published.body.version));
    expect(again.status).toBe(200);
    expect((await registration(again.body.joinSeq)).consentVersion).toBe(published.body.version);
  });
});
