import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '@/db/schema';
import { messageSubject } from '@/lib/sms/kinds';
import { MESSAGE_TEMPLATES, smsText } from '@/lib/sms/messages';
import { queueSms } from '@/lib/sms/outbox';
import { startAligoFake } from '../helpers/aligo-fake';
import { testDb } from '../helpers/env';
import { eventually } from '../helpers/job-workers';
import { ownJobQueue } from '../helpers/own-job-queue';
import { randomMobile } from '../helpers/people';

// KakaoTalk AlimTalk through Aligo (lib/sms/alimtalk.ts, deliver.ts, alimtalk-report-job.ts) against
// the Aligo fake (tests/helpers/aligo-fake.ts), run by a real `npm run jobs:worker` process on a
// queue schema of this file's own. The 'paid' message has an approved template; when AlimTalk
// fails, the runner gets the same text as SMS, once, and the outbox row says what happened.
const { jobsSchema } = vi.hoisted(() => {
  const name = `alimtalk_it_${Math.random().toString(36).slice(2, 10)}`;
  vi.stubEnv('JOBS_SCHEMA', name);
  return { jobsSchema: name };
});
const TEMPLATE = 'TA_0002';
let aligo: Awaited<ReturnType<typeof startAligoFake>>;
const { pool, startWorker } = ownJobQueue(jobsSchema, () => aligo.env({ paid: TEMPLATE }));
const rowsOf = (smsIds: number[]) => testDb().select().from(schema.smsOutbox).where(inArray(schema.smsOutbox.smsId, smsIds));
const rowOf = async (smsId: number) => (await rowsOf([smsId]))[0];
/** The delivery report is first read 20 s after the AlimTalk was accepted: now instead, as if that time had passed. */
const reportNow = () => pool.query(`UPDATE ${jobsSchema}.job SET start_after = now() WHERE name = 'alimtalk-report' AND state = 'created'`);
const paid = (to: string) => ({ to, kind: 'paid' as const, body: smsText.paid('제24회 대청호마라톤대회', 1234, 35_000) });
/** Waits, then checks nothing more reached the fake for `phone` (no second send, no retry). */
const settle = () => new Promise((r) => setTimeout(r, 3_000));

beforeAll(async () => {
  aligo = await startAligoFake({
    apiKey: 'alimtalk-key',
    userId: 'marathon',
    sender: '0421234567',
    senderKey: 'sk-daecheongho',
    templates: { [TEMPLATE]: MESSAGE_TEMPLATES.paid },
  });
});
afterAll(() => aligo.close());

describe('KakaoTalk AlimTalk through Aligo', () => {
  it('a message with an approved template goes as AlimTalk with its template, and no SMS', async () => {
    await startWorker();
    const to = randomMobile();
    const draft = paid(to);
    const [smsId] = await queueSms(testDb(), [draft]);
    const sent = await eventually('accepted as AlimTalk', async () => {
      const r = await rowOf(smsId);
      return r.status === 'SENT' ? r : null;
    });
    const [call] = aligo.alimTalkTo(to);
    // The request as Aligo's contract asks: the approved template's code and text, our channel and sender.
    expect(call).toMatchObject({ code: 0, tplCode: TEMPLATE, message: draft.body, subject: messageSubject('paid'), failover: 'N' });
    expect(sent).toMatchObject({ channel: 'alimtalk', provider: 'aligo', providerRef: call.mid, attempts: 1, fallbackReason: null });
    // KakaoTalk delivered it: the report keeps it SENT on AlimTalk, and no SMS follows.
    await reportNow();
    await eventually('the delivery report read', async () => aligo.reportsOf(call.mid!) > 0);
    await settle();
    expect(await rowOf(smsId)).toMatchObject({ status: 'SENT', channel: 'alimtalk', providerRef: call.mid, reason: null });
    expect(aligo.reportsOf(call.mid!)).toBe(1);
    expect(aligo.alimTalkTo(to)).toHaveLength(1);
    expect(aligo.smsTo(to)).toEqual([]);
  });

  it('Aligo refuses the AlimTalk: the same text goes as SMS once, and the row records both', async () => {
    await startWorker();
    const to = randomMobile();
    aligo.refuseAlimTalk(to, { code: -99, message: '발신프로필이 차단 상태입니다.' });
    const draft = paid(to);
    const [smsId] = await queueSms(testDb(), [draft]);
    await eventually('sent as SMS', async () => aligo.smsTo(to).length > 0, 30_000);
    await settle();
    const [alim] = aligo.alimTalkTo(to);
    const sms = aligo.smsTo(to);
    expect(aligo.alimTalkTo(to)).toHaveLength(1);
    expect(alim.code).toBe(-99);
    expect(sms).toHaveLength(1);
    expect(sms[0]).toMatchObject({ msg: draft.body, msgType: 'LMS' });
    expect(await rowOf(smsId)).toMatchObject({
      status: 'SENT',
      channel: 'sms',
      provider: 'aligo',
      providerRef: sms[0].msgId,
      // two provider calls: the AlimTalk refused, then the SMS
      attempts: 2,
      fallbackReason: 'alimtalk: -99 발신프로필이 차단 상태입니다.',
      reason: null,
    });
  });

  it('KakaoTalk cannot deliver it (no KakaoTalk, 3018): the same text goes as SMS once, and the row records both', async () => {
    await startWorker();
    const to = randomMobile();
    aligo.kakaoResult(to, '3018', '메시지를 전송할 수 없음');
    const draft = paid(to);
    const [smsId] = await queueSms(testDb(), [draft]);
    await eventually('accepted as AlimTalk', async () => (await rowOf(smsId)).status === 'SENT');
    const [alim] = aligo.alimTalkTo(to);
    expect(alim).toMatchObject({ code: 0, tplCode: TEMPLATE });
    await reportNow();
    await eventually('sent again as SMS', async () => aligo.smsTo(to).length > 0, 30_000);
    const row = await eventually('the SMS recorded', async () => {
      const r = await rowOf(smsId);
      return r.status === 'SENT' && r.channel === 'sms' ? r : null;
    });
    await settle();
    const sms = aligo.smsTo(to);
    expect(sms).toHaveLength(1);
    expect(sms[0].msg).toBe(draft.body);
    expect(aligo.alimTalkTo(to)).toHaveLength(1);
    expect(await rowOf(smsId)).toMatchObject({
      status: 'SENT',
      channel: 'sms',
      providerRef: sms[0].msgId,
      attempts: 2,
      fallbackReason: `alimtalk 3018 메시지를 전송할 수 없음 (mid ${alim.mid})`,
      reason: null,
    });
    expect(row.sentAt!.getTime()).toBeGreaterThanOrEqual(alim.at - 5);
  });
});
