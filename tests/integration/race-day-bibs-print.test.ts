import { eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, adminToken } from '../helpers/admin';
import { BASE_URL, api, testDb } from '../helpers/env';
import { expectPdfShows, PDF_CHECK_TIMEOUT_MS } from '../helpers/pdf-render';
import { freeBibRange, paidRunners } from '../helpers/race-day';
import { createTicket } from '../helpers/tickets';

/** The PDF at `path` downloaded with the admin token: status, headers and bytes. */
async function download(path: string) {
  const res = await fetch(`${BASE_URL}${path}`, { headers: { authorization: `Bearer ${await adminToken()}` } });
  return { status: res.status, headers: res.headers, bytes: new Uint8Array(await res.arrayBuffer()) };
}

describe('bib print PDFs (GET /api/admin/bibs/labels)', () => {
  it(
    'prints the back labels and the fronts of a course in bib order, readable as printed',
    async () => {
      const ticket = await createTicket();
      const runners = await paidRunners(ticket.ticketSeq, 3);
      // Emergency contact and blood type as the application form stores them (phone in digits).
      await testDb()
        .update(schema.runners)
        .set({ emergencyName: '김보호', emergencyRelation: '배우자', emergencyPhone: '01055556666', bloodType: 'AB', bloodRh: '-' })
        .where(
          inArray(
            schema.runners.runnerSeq,
            runners.map((r) => r.runnerSeq),
          ),
        );
      const range = await freeBibRange(10);
      const assigned = await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: ticket.ticketSeq, ...range, order: 'paid' });
      expect(assigned.body).toMatchObject({ assigned: 3 });
      // The first label's name is fixed: OCR reads random syllables wrong now and then on a
      // correctly drawn page ('현진' as '혀지'), and '나미유' is the name a broken font subset once
      // drew as '나미'.
      const first = { ...runners[0], runnerName: '나미유' };
      await testDb().update(schema.runners).set({ runnerName: first.runnerName }).where(eq(schema.runners.runnerSeq, first.runnerSeq));

      const purpose = encodeURIComponent('배번 뒷면 라벨 인쇄');
      const labels = await download(`/api/admin/bibs/labels?kind=labels&ticketSeq=${ticket.ticketSeq}&purpose=${purpose}`);
      expect(labels.status).toBe(200);
      expect(labels.headers.get('content-type')).toBe('application/pdf');
      expect(labels.headers.get('content-disposition')).toMatch(/^attachment; filename="bib-labels-\d{8}\.pdf"/);
      expect(labels.headers.get('cache-control')).toBe('private, no-store');
      expect(Buffer.from(labels.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      // The first label is the first paid runner's (bib order = payment order here). The blood type
      // is looked for as caption, type and Rh: Tesseract reads the 형 after Latin letters as H or S,
      // and the Latin type alone is read with English when the mixed model reads "AB" as "46".
      await expectPdfShows(
        labels.bytes,
        [String(range.from), first.runnerName, '혈액형', 'AB', 'Rh-', '김보호', '010-5555-6666'],
        'bib-labels',
      );

      const fronts = await download(`/api/admin/bibs/labels?kind=fronts&ticketSeq=${ticket.ticketSeq}&purpose=${purpose}`);
      expect(fronts.status).toBe(200);
      expect(fronts.headers.get('content-type')).toBe('application/pdf');
      expect(fronts.headers.get('content-disposition')).toMatch(/^attachment; filename="bib-fronts-\d{8}\.pdf"/);
      await expectPdfShows(fronts.bytes, [String(range.from), first.runnerName], 'bib-fronts');

      // Each download is an audited export with its purpose (counts only).
      const audits = await testDb()
        .select({ purpose: schema.auditLog.purpose, detail: schema.auditLog.detail })
        .from(schema.auditLog)
        .where(inArray(schema.auditLog.action, ['export']));
      const mine = audits.filter((a) => (a.detail as { ticketSeq?: number } | null)?.ticketSeq === ticket.ticketSeq);
      expect(mine.map((a) => (a.detail as { list: string }).list).sort()).toEqual(['bibs.fronts', 'bibs.labels']);
      expect(mine.every((a) => a.purpose === '배번 뒷면 라벨 인쇄')).toBe(true);
    },
    4 * PDF_CHECK_TIMEOUT_MS,
  );

  it('is refused without a staff session, without a purpose, and for an unknown kind or course', async () => {
    const anonymous = await api('GET', '/api/admin/bibs/labels?kind=labels&purpose=print');
    expect(anonymous.status).toBe(401);
    const noPurpose = await adminApi('GET', '/api/admin/bibs/labels?kind=labels');
    expect(noPurpose.status).toBe(400);
    expect(noPurpose.body.errorMessage).toBe('다운로드 목적을 입력해 주세요.');
    const badKind = await adminApi('GET', '/api/admin/bibs/labels?kind=poster&purpose=print');
    expect(badKind.status).toBe(400);
    const badCourse = await adminApi('GET', '/api/admin/bibs/labels?kind=labels&ticketSeq=2147483000&purpose=print');
    expect(badCourse.status).toBe(400);
  });
});
