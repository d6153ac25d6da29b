import { describe, expect, it } from 'vitest';
import { api } from '../helpers/env';
import { randomMobile, randomName } from '../helpers/people';
import { applyOne, outboxFor } from '../helpers/payments';
import { createTicket } from '../helpers/tickets';

describe('POST /api/find/join-seq (spec §2 /apply/searchId)', () => {
  it('answers the same for a match and a miss, and sends the number by SMS only to the matching phone', async () => {
    const t = await createTicket();
    const reg = await applyOne(t.ticketSeq);
    const hit = await api('POST', '/api/find/join-seq', { runnerName: reg.joiner.joinerName, cellphone: reg.joiner.cellphone });
    const missPhone = randomMobile();
    const miss = await api('POST', '/api/find/join-seq', { runnerName: randomName(), cellphone: missPhone });
    expect(hit.status).toBe(200);
    expect(miss.status).toBe(200);
    expect(miss.body).toEqual(hit.body);

    const sms = await outboxFor(reg.joiner.cellphone, 'join-seq');
    expect(sms).toHaveLength(1);
    expect(sms[0].body).toContain(String(reg.joinSeq).padStart(4, '0'));
    expect(sms[0].provider).toBe('outbox');
    expect(await outboxFor(missPhone, 'join-seq', 1, 500)).toHaveLength(0);
  });

  it('answers 429 with a generic message past 5 requests an hour for a phone', async () => {
    const phone = randomMobile();
    for (let i = 0; i < 5; i++)
      expect((await api('POST', '/api/find/join-seq', { runnerName: randomName(), cellphone: phone })).status).toBe(200);
    const limited = await api('POST', '/api/find/join-seq', { runnerName: randomName(), cellphone: phone });
    expect(limited.status).toBe(429);
    expect(limited.body.errorMessage).toBe('시도 횟수가 너무 많습니다. 잠시 후 다시 시도해 주세요.');
  });

  it('refuses a phone that is not 4 to 11 digits with the spec message, and malformed JSON', async () => {
    const bad = await api('POST', '/api/find/join-seq', { runnerName: randomName(), cellphone: '010-12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errorMessage).toBe('전화번호는 숫자 4~11자리로 입력해 주세요.');
    expect((await api('POST', '/api/find/join-seq', '{"runnerName":')).status).toBe(400);
  });
});
