import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { adminApi, freshClientIp } from '../helpers/admin';
import { api, BASE_URL } from '../helpers/env';

const tag = () => randomBytes(4).toString('hex');

/** A private question (password) with a staff answer holding `secret`; their post numbers. */
async function privateThread(secret: string) {
  const q = await api(
    'POST',
    '/api/qna/question',
    {
      title: `환불 문의 ${tag()}`,
      author: '이하늘',
      passwd: 'my-secret-pw',
      content: '환불 계좌를 알려 드립니다.',
      mimeType: 'text/plain',
    },
    { 'x-forwarded-for': freshClientIp() },
  );
  expect(q.status).toBe(200);
  const a = await adminApi('POST', '/api/admin/qna/answer', {
    articleId: q.body.postNo,
    indent: 2,
    title: 'RE: 환불 문의',
    mimeType: 'text/plain',
    content: `확인했습니다. 접수번호 ${secret}, 계좌 110-${secret}-000 로 환불합니다.`,
  });
  expect(a.status).toBe(200);
  return { question: q.body.postNo as number, answer: a.body.postNo as number };
}

describe('a private question governs its answers (search, list, detail)', () => {
  it('a content search never finds a staff answer to a locked question, and the list marks the answer locked', async () => {
    const secret = String(Math.floor(Math.random() * 9_000_000) + 1_000_000);
    const t = await privateThread(secret);
    const ip = { 'x-forwarded-for': freshClientIp() };
    // The reproduction: the answer's content read character by character through the search.
    for (const probe of [secret, secret.slice(0, 3), `110-${secret}`]) {
      const found = await api('GET', `/api/qna?searchKey=content&searchValue=${encodeURIComponent(probe)}`, undefined, ip);
      expect(found.status).toBe(200);
      expect(found.body.posts.map((p: { postNo: number }) => p.postNo)).not.toContain(t.answer);
    }
    const page = await fetch(`${BASE_URL}/dashboard/qna?searchKey=content&searchValue=${secret}`, { headers: ip });
    expect(await page.text()).not.toContain(`/dashboard/qna/${t.answer}`);

    // By title the thread is listed (titles are public), each row marked locked.
    const byTitle = await api('GET', `/api/qna?searchKey=title&searchValue=${encodeURIComponent('RE: 환불 문의')}`, undefined, ip);
    const answerRow = byTitle.body.posts.find((p: { postNo: number }) => p.postNo === t.answer);
    expect(answerRow).toMatchObject({ locked: true });
    const detail = await api('GET', `/api/qna/${t.answer}`);
    expect(detail.body.locked).toBe(true);
    expect(JSON.stringify(detail.body)).not.toContain(secret);
  });

  it('limits searches per client (60 per 10 minutes); lists without a search are not counted', async () => {
    const ip = { 'x-forwarded-for': freshClientIp() };
    const statuses: number[] = [];
    for (let i = 0; i < 60; i++) statuses.push((await api('GET', `/api/qna?searchKey=content&searchValue=${i}`, undefined, ip)).status);
    expect(statuses.every((s) => s === 200)).toBe(true);
    const over = await api('GET', '/api/qna?searchKey=content&searchValue=7', undefined, ip);
    expect(over.status).toBe(429);
    expect((await api('GET', '/api/notice?searchKey=title&searchValue=x', undefined, ip)).status).toBe(429);
    const page = await fetch(`${BASE_URL}/dashboard/qna?searchKey=content&searchValue=7`, { headers: ip });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('시도 횟수가 너무 많습니다.');
    expect((await api('GET', '/api/qna?pageNo=1', undefined, ip)).status).toBe(200);
  });
});
