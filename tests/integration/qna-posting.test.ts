import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { createStaff, freshClientIp } from '../helpers/admin';
import { api, testDb } from '../helpers/env';

const ask = (body: Record<string, string>, ip = freshClientIp()) =>
  api('POST', '/api/qna/question', { title: '코스 문의', author: '이하늘', content: '급수대 위치', ...body }, { 'x-forwarded-for': ip });

describe('visitors cannot pass for staff on the Q&A board, nor flood it', () => {
  it("refuses the office's names, a staff member's own name and a title starting with 'RE:'", async () => {
    for (const author of ['관리자', '대회 사무국', 'Admin', 'ＡＤＭＩＮ', '운영진']) {
      const res = await ask({ author });
      expect(res.status, author).toBe(400);
      expect(res.body.errorMessage).toBe('운영진을 뜻하는 이름(관리자, 운영자, 사무국 등)은 쓸 수 없습니다. 다른 이름을 입력하세요.');
    }
    const staff = await createStaff();
    const displayName = `김${randomBytes(2).toString('hex')}`;
    await testDb().update(schema.staffUsers).set({ displayName }).where(eq(schema.staffUsers.userName, staff.userName));
    expect((await ask({ author: displayName })).status).toBe(400);
    expect((await ask({ author: staff.userName.toUpperCase() })).status).toBe(400);
    for (const title of ['RE: 환불 안내', 'Re : 코스', 'ＲＥ：문의', ' re:x']) {
      const res = await ask({ title });
      expect(res.status, title).toBe(400);
      expect(res.body.errorMessage).toBe("제목은 'RE:'로 시작할 수 없습니다(운영진 답변의 표시입니다).");
    }
    const titled = `${randomBytes(4).toString('hex')} 문의`;
    expect((await ask({ title: titled, author: '관리인아님' })).status).toBe(200);
    const stored = await testDb().select().from(schema.posts).where(eq(schema.posts.title, titled));
    expect(stored).toHaveLength(1);
  });

  it('takes 5 questions an hour from one client, then 429; another client still asks', async () => {
    const ip = freshClientIp();
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await ask({ content: `질문 ${i}` }, ip)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect((await ask({})).status).toBe(200);
  });
});
