import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi, freshClientIp } from '../helpers/admin';
import { api, testDb } from '../helpers/env';

const PUBLIC_CAP = 64 * 1024;
const STAFF_CAP = 2 * 1024 * 1024;
const tag = () => randomBytes(4).toString('hex');

/**
 * JSON as Python's json.dumps writes it by default (every non-ASCII letter as a \uXXXX escape, six
 * bytes for one Hangul syllable): a staff script's body can be several times its text's length.
 */
function asciiJson(value: unknown): string {
  return JSON.stringify(value).replace(/[\u0080-\uffff]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

describe('staff JSON calls take bodies up to the staff cap (2 MB), not the public 64 kB', () => {
  it('a long notice (about 300 kB) is saved; a body above 2 MB is refused with 413 and nothing is saved', async () => {
    const title = `긴 공지 ${tag()}`;
    const content = `<p>${'대회 안내 '.repeat(20_000)}</p>`;
    const body = JSON.stringify({ title, mimeType: 'text/html', content });
    expect(Buffer.byteLength(body)).toBeGreaterThan(PUBLIC_CAP);
    const made = await adminApi('POST', '/api/admin/notice', body);
    expect(made.status).toBe(200);
    const edited = await adminApi(
      'PUT',
      '/api/admin/notice',
      JSON.stringify({ postNo: made.body.postNo, title, mimeType: 'text/html', content: `${content}!` }),
    );
    expect(edited.status).toBe(200);

    const hugeTitle = `너무 긴 공지 ${tag()}`;
    const huge = JSON.stringify({ title: hugeTitle, mimeType: 'text/plain', content: 'x'.repeat(STAFF_CAP) });
    const refused = await adminApi('POST', '/api/admin/notice', huge);
    expect(refused.status).toBe(413);
    expect(refused.body.errorCode).toBe('V0413');
    expect(await testDb().select().from(schema.posts).where(eq(schema.posts.title, hugeTitle))).toEqual([]);
  });

  it('an answer of 20,000 letters sent with escaped Hangul (about 120 kB) is saved', async () => {
    const q = await api(
      'POST',
      '/api/qna/question',
      { title: `질문 ${tag()}`, author: '김영희', content: '코스 문의' },
      { 'x-forwarded-for': freshClientIp() },
    );
    expect(q.status).toBe(200);
    const body = asciiJson({ articleId: q.body.postNo, indent: 2, title: '답변', mimeType: 'text/plain', content: '답'.repeat(20_000) });
    expect(Buffer.byteLength(body)).toBeGreaterThan(PUBLIC_CAP);
    const ans = await adminApi('POST', '/api/admin/qna/answer', body);
    expect(ans.status).toBe(200);
    const edit = await adminApi(
      'PUT',
      '/api/admin/qna/answer',
      asciiJson({ postNo: ans.body.postNo, title: '답변', mimeType: 'text/plain', content: '변'.repeat(20_000) }),
    );
    expect(edit.status).toBe(200);
  });

  it('untact staff calls with a long trim list or 1,000 rows are read (answered on their content, not 413)', async () => {
    const readjust = await adminApi('POST', '/api/admin/readjust', {
      runnerSeq: 2_000_000_000,
      recordIndexes: Array.from({ length: 20_000 }, (_, i) => i).join(','),
    });
    expect(readjust.status).toBe(404);
    const rows = Array.from({ length: 1000 }, (_, i) => ({ runnerSeq: 2_000_000_000 + i, validation: true, backNo: 10_000 + i }));
    const pretty = JSON.stringify(rows, null, 2); // as a staff script's JSON library may indent it
    expect(Buffer.byteLength(pretty)).toBeGreaterThan(PUBLIC_CAP);
    const transform = await adminApi('POST', '/api/admin/transform', pretty);
    expect(transform.status).not.toBe(413);
    expect(transform.status).toBeLessThan(500);
    const items = Array.from({ length: 1000 }, (_, i) => ({ backNo: 90_000 + i, rankNo: i + 1, confirmTime: '2026-05-01T09:00:00+09:00' }));
    expect(Buffer.byteLength(JSON.stringify(items))).toBeGreaterThan(PUBLIC_CAP);
    const announce = await adminApi('POST', '/api/admin/untact/announce', items);
    expect(announce.status).toBe(400);
    expect(announce.body.errorCode).toBe('V0001'); // unknown bibs: the body was read
  });
});
