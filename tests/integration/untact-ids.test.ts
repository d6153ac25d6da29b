import { describe, expect, it } from 'vitest';
import { adminApi, staffSessionCookie } from '../helpers/admin';
import { api, BASE_URL } from '../helpers/env';

const BAD_IDS: unknown[] = ['1e0', '0x1', 2_147_483_648, '2147483648', true, [3]];

describe('ids of the untact calls are strict and bounded (400/404, never 500)', () => {
  it('certificate PDF, staff footprint, trim, validation and announcement refuse loose or huge ids', async () => {
    const proof = { joinSeq: '1234', joinerName: '홍길동', cellphone: '01012345678' };
    for (const bad of BAD_IDS) {
      const pdf = await api('POST', '/api/untact/certificate/pdf', { ...proof, runnerSeq: bad });
      expect(pdf.status).toBe(400);
      expect((await adminApi('POST', '/api/admin/readjust', { runnerSeq: bad, recordIndexes: '' })).status).toBe(400);
      expect((await adminApi('POST', '/api/admin/transform', [{ runnerSeq: bad, validation: true }])).status).toBe(400);
      expect((await adminApi('POST', '/api/admin/untact/announce', [{ backNo: bad, rankNo: 1 }])).status).toBe(400);
      expect((await adminApi('POST', '/api/admin/untact/announce', [{ backNo: 1, rankNo: bad }])).status).toBe(400);
    }
    for (const bad of ['1e0', '0x1', '2147483648']) {
      expect((await adminApi('GET', `/api/admin/untact/footprint?runnerSeq=${bad}`)).status).toBe(400);
    }
  });

  it('the footprint editor page answers "no runner" for a loose id', async () => {
    const cookie = await staffSessionCookie();
    for (const bad of ['1e0', '0x1', '2147483648']) {
      const res = await fetch(`${BASE_URL}/user/events/map?runnerSeq=${bad}`, { headers: { cookie } });
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain('언택트 기록이 존재하지 않습니다.');
      expect(html).not.toContain('data-testid="kept-count"');
    }
  });
});
