import { randomBytes } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@/db/client';
import * as schema from '@/db/schema';
import { approvedBankRefunds } from '@/lib/refunds/staff-list';
import { runRetention } from '@/lib/retention/run';
import { adminApi } from '../helpers/admin';
import { insertPastEdition } from '../helpers/editions';
import { testDb } from '../helpers/env';
import { applyOne } from '../helpers/payments';
import { randomMobile } from '../helpers/people';
import { createTicket, currentEvent } from '../helpers/tickets';

/**
 * Staff operations over HTTP and the job's own function: the message outbox (lib/sms/outbox-list.ts,
 * resend.ts) and personal-data retention (lib/retention/); the next edition is in editions.serial.test.ts.
 */

describe('the message outbox', () => {
  it('shows a failed send with the provider reason, masked, and resends it once however often staff click', async () => {
    const phone = randomMobile();
    const token = randomBytes(4).toString('hex');
    const [row] = await testDb()
      .insert(schema.smsOutbox)
      .values({
        kind: 'paid',
        recipient: phone,
        body: `[대청호마라톤] 결제 확인 ${token}`,
        provider: 'aligo',
        status: 'FAILED',
        reason: '-101 잔여 건수 부족',
        attempts: 3,
      })
      .returning();

    const list = await adminApi('GET', `/api/admin/messages?state=failed&q=${token}`);
    expect(list.status).toBe(200);
    expect(list.body.rows).toHaveLength(1);
    expect(list.body.rows[0]).toMatchObject({
      smsId: row.smsId,
      status: 'FAILED',
      reason: '-101 잔여 건수 부족',
      attempts: 3,
      resendCount: 0,
    });
    expect(list.body.rows[0].recipient).toContain(phone.slice(-4));
    expect(JSON.stringify(list.body)).not.toContain(phone);

    // Two staff (or a double click) at once: one resend between them.
    const [a, b] = await Promise.all([
      adminApi('POST', '/api/admin/messages/resend', { ids: [row.smsId] }),
      adminApi('POST', '/api/admin/messages/resend', { ids: [row.smsId] }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.resent + b.body.resent).toBe(1);
    const [after] = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.smsId, row.smsId));
    expect(after.resendCount).toBe(1);
    expect(after.status).not.toBe('FAILED');
    expect(after.jobId).not.toBeNull();
    // Once it is no longer failed, asking again resends nothing.
    expect((await adminApi('POST', '/api/admin/messages/resend', { ids: [row.smsId] })).body.resent).toBe(0);
    expect((await adminApi('POST', '/api/admin/messages/resend', { ids: [] })).status).toBe(400);
  });
});

describe('bulk messages', () => {
  it('previews a course segment, queues one message per phone, and releases them at the set rate, each once', async () => {
    const t = await createTicket();
    const runners = 12;
    for (let i = 0; i < runners; i++) await applyOne(t.ticketSeq);
    const segment = { ticketSeq: t.ticketSeq };
    const preview = await adminApi('POST', '/api/admin/messages/bulk/preview', { segment, text: '출발 시각이 08:30으로 바뀌었습니다.' });
    expect(preview.status).toBe(200);
    expect(preview.body.count).toBe(runners);
    const ratePerMinute = 120; // one every 0.5 s
    const created = await adminApi('POST', '/api/admin/messages/bulk', {
      segment,
      template: 'notice',
      text: '출발 시각이 08:30으로 바뀌었습니다.',
      ratePerMinute,
    });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.queued).toBe(runners);
    const bulkId = created.body.bulkId as number;

    let progress = (await adminApi('GET', `/api/admin/messages/bulk/${bulkId}`)).body;
    for (let i = 0; i < 60 && progress.sent + progress.failed < runners; i++) {
      await new Promise((r) => setTimeout(r, 1000));
      progress = (await adminApi('GET', `/api/admin/messages/bulk/${bulkId}`)).body;
    }
    expect(progress).toMatchObject({ total: runners, sent: runners, failed: 0, queued: 0 });
    const rows = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.bulkId, bulkId));
    expect(new Set(rows.map((r) => r.recipient)).size).toBe(runners);
    expect(new Set(rows.map((r) => r.jobId)).size).toBe(runners);
    const due = rows.map((r) => r.sendAfter.getTime()).sort((a, b) => a - b);
    for (let i = 1; i < due.length; i++) expect(due[i] - due[i - 1]).toBeGreaterThanOrEqual(60_000 / ratePerMinute - 1);
    expect((await adminApi('GET', `/api/admin/messages?bulkId=${bulkId}`)).body.totalCount).toBe(runners);
  });
});

/**
 * A past edition (race day two years ago, six months kept: its erasure is due) holding the current
 * edition's registration `joinSeq`, moved there with its runners.
 */
async function pastEditionWith(current: typeof schema.events.$inferSelect, joinSeq: number) {
  const past = await insertPastEdition({
    holdRound: -Math.floor(1 + Math.random() * 1e6),
    raceDate: new Date(Date.now() - 2 * 365 * 86_400_000),
    retentionMonths: 6,
  });
  const [joiner] = await testDb()
    .update(schema.joiners)
    .set({ eventId: past.eventId })
    .where(and(eq(schema.joiners.eventId, current.eventId), eq(schema.joiners.joinSeq, joinSeq)))
    .returning();
  await testDb().update(schema.runners).set({ eventId: past.eventId }).where(eq(schema.runners.joinerId, joiner.joinerId));
  return { past, joiner };
}

describe('personal-data retention', () => {
  it('anonymises a past edition past its period, exactly the listed fields, once; the current edition is untouched', async () => {
    const current = await currentEvent();
    const t = await createTicket();
    const [gone, kept] = [await applyOne(t.ticketSeq), await applyOne(t.ticketSeq)];
    // A past edition whose erasure is due, holding the first registration.
    const { past, joiner } = await pastEditionWith(current, gone.joinSeq);
    const [sms] = await testDb()
      .insert(schema.smsOutbox)
      .values({ kind: 'paid', recipient: joiner.cellphone, body: '[대청호마라톤] 결제 확인', status: 'SENT', joinerId: joiner.joinerId })
      .returning();
    // Months after the race every message of it has gone (or failed): the registration's own SMS too.
    const messages = await testDb()
      .update(schema.smsOutbox)
      .set({ status: 'SENT' })
      .where(eq(schema.smsOutbox.joinerId, joiner.joinerId))
      .returning({ smsId: schema.smsOutbox.smsId });
    expect(messages.length).toBeGreaterThanOrEqual(1);

    const schedule = await adminApi('GET', '/api/admin/retention');
    expect(schedule.status).toBe(200);
    const entry = schedule.body.editions.find((e: { eventCode: string }) => e.eventCode === past.eventCode);
    expect(entry.pending).toMatchObject({ runners: 1, registrations: 1, messageRecipients: messages.length });

    const runs = await runRetention(testDb() as unknown as Db, 'integration-test');
    const mine = runs.find((r) => r.eventId === past.eventId);
    expect(mine?.counts).toMatchObject({ runners: 1, registrations: 1, messageRecipients: messages.length });

    const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerId, joiner.joinerId));
    expect(j).toMatchObject({ joinerName: '(파기)', cellphone: '', zipcode: '', address: '', brief: null });
    expect(j.anonymisedAt).toBeInstanceOf(Date);
    expect(j.zipAddress).toBe(joiner.zipAddress.split(' ')[0]);
    // Kept: the registration number, payment state and amount (the statistics of past editions).
    expect(j).toMatchObject({ joinSeq: joiner.joinSeq, paymentStatus: joiner.paymentStatus, amount: joiner.amount });
    const [r] = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, joiner.joinerId));
    expect(r.runnerName).toBe(`#${r.runnerSeq}`);
    expect(r.cellphone).toBe('');
    expect(r.birthday).toMatch(/^\d{4}0000$/);
    const erased = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.joinerId, joiner.joinerId));
    expect(erased.map((m) => m.recipient)).toEqual(erased.map(() => ''));
    expect(erased.find((m) => m.smsId === sms.smsId)?.body).toBe(sms.body);
    const [ev] = await testDb().select().from(schema.events).where(eq(schema.events.eventId, past.eventId));
    expect(ev.personalDataErasedAt).toBeInstanceOf(Date);
    const log = await testDb().select().from(schema.retentionRuns).where(eq(schema.retentionRuns.eventId, past.eventId));
    expect(log).toHaveLength(1);

    // The current edition's registration is as it was; a second run erases nothing of the past one.
    const [live] = await testDb()
      .select()
      .from(schema.joiners)
      .where(and(eq(schema.joiners.eventId, current.eventId), inArray(schema.joiners.joinSeq, [kept.joinSeq])));
    expect(live.joinerName).toBe(kept.joiner.joinerName);
    expect((await runRetention(testDb() as unknown as Db, 'integration-test')).find((x) => x.eventId === past.eventId)).toBeUndefined();
  });

  it('anonymises a past edition’s waitlist, transfers and refund requests (and the line’s messages) with the same deadline and log; the current edition’s stay', async () => {
    const current = await currentEvent();
    const t = await createTicket();
    const [gone, kept] = [await applyOne(t.ticketSeq), await applyOne(t.ticketSeq)];
    const { past, joiner } = await pastEditionWith(current, gone.joinSeq);
    const [pastRunner] = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, joiner.joinerId));
    const [keptJoiner] = await testDb()
      .select()
      .from(schema.joiners)
      .where(and(eq(schema.joiners.eventId, current.eventId), eq(schema.joiners.joinSeq, kept.joinSeq)));
    const [keptRunner] = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, keptJoiner.joinerId));

    // In line: a Korean runner and a runner from abroad (e-mail) in the past edition; one in the current one,
    // with the same phone as the past edition's Korean runner (people come back the next year).
    const phone = randomMobile();
    const email = `wait-${randomBytes(3).toString('hex')}@example.jp`;
    const line = (eventId: number, over: Partial<typeof schema.waitlist.$inferInsert>) => ({
      eventId,
      waitSeq: 100_000 + Math.floor(Math.random() * 899_999),
      ticketSeq: t.ticketSeq,
      runnerName: '대기하나',
      birthday: '19850315',
      gender: 'F' as const,
      cellphone: phone,
      ...over,
    });
    const waits = await testDb()
      .insert(schema.waitlist)
      .values([
        line(past.eventId, {}),
        line(past.eventId, { runnerName: 'Taro Yamada', cellphone: '+819012345678', email, state: 'expired' }),
        line(current.eventId, { runnerName: '대기둘', state: 'waiting' }),
      ])
      .returning();
    // The line's messages: sent before the past race day to its runners, and this year to the returning phone.
    const before = new Date(past.raceDate.getTime() - 30 * 86_400_000);
    const msgs = await testDb()
      .insert(schema.smsOutbox)
      .values([
        { kind: 'waitlisted', recipient: phone, body: '[대청호마라톤] 대기 신청', status: 'SENT', createdAt: before },
        { kind: 'invited', channel: 'email', recipient: email, subject: 'Invitation', body: 'invited', status: 'SENT', createdAt: before },
        { kind: 'waitlisted', recipient: phone, body: '[대청호마라톤] 대기 신청', status: 'SENT' },
      ])
      .returning();
    // A transfer of each edition's runner to a new holder (from abroad in the past edition).
    const transfer = (joinerId: number, eventId: number, runnerSeq: number, over: Partial<typeof schema.transfers.$inferInsert>) => ({
      joinerId,
      eventId,
      runnerSeq,
      state: 'approved' as const,
      fromName: '넘김이',
      fromBirthday: '19800101',
      fromGender: 'M' as const,
      fromCellphone: randomMobile(),
      toName: '받음이',
      toBirthday: '19910709',
      toGender: 'F' as const,
      toCellphone: randomMobile(),
      codeHash: 'x',
      codeExpiresAt: new Date(),
      reason: '부상으로 양도',
      ...over,
    });
    const [pastTransfer, liveTransfer] = await testDb()
      .insert(schema.transfers)
      .values([
        transfer(joiner.joinerId, past.eventId, pastRunner.runnerSeq, {
          toName: 'Hanako Sato',
          toCellphone: '+819087654321',
          toEmail: email,
        }),
        transfer(keptJoiner.joinerId, current.eventId, keptRunner.runnerSeq, {}),
      ])
      .returning();

    // A refund request of each edition never decided (money still owed: its account stays), and one of the
    // past edition refused (account erased then; the refusal reason and the provider's text go at retention).
    const refund = (joinerId: number, eventId: number, over: Partial<typeof schema.refundRequests.$inferInsert>) => ({
      joinerId,
      eventId,
      runnerSeqs: [],
      wholeEntry: true,
      amount: 30000,
      bankAmount: 30000,
      policyPercent: 100,
      bankCode: '088',
      accountHolder: '환불받음',
      accountCipher: 'v1.aaaa.bbbb.cccc',
      accountTail: '4321',
      reason: '부상으로 취소',
      ...over,
    });
    const [pastOpen, pastRefused, liveOpen] = await testDb()
      .insert(schema.refundRequests)
      .values([
        refund(joiner.joinerId, past.eventId, {}),
        refund(joiner.joinerId, past.eventId, {
          state: 'refused',
          accountHolder: null,
          accountCipher: null,
          reason: '중복 요청',
          failMessage: '카드사 오류',
        }),
        refund(keptJoiner.joinerId, current.eventId, {}),
      ])
      .returning();

    // The staff page lists them among what goes, on the same day as the registrations.
    const schedule = await adminApi('GET', '/api/admin/retention');
    const entry = schedule.body.editions.find((e: { eventCode: string }) => e.eventCode === past.eventCode);
    expect(entry.pending).toMatchObject({ registrations: 1, waitlist: 2, transfers: 1, refundRequests: 1 });
    expect(entry.pending.messageRecipients).toBeGreaterThanOrEqual(2);

    await runRetention(testDb() as unknown as Db, 'integration-test');
    const log = await testDb().select().from(schema.retentionRuns).where(eq(schema.retentionRuns.eventId, past.eventId));
    expect(log).toHaveLength(1);
    expect(log[0].counts).toMatchObject({ registrations: 1, waitlist: 2, transfers: 1, refundRequests: 1 });
    expect(log[0].requestedBy).toBe('integration-test');

    const after = await testDb()
      .select()
      .from(schema.waitlist)
      .where(
        inArray(
          schema.waitlist.waitId,
          waits.map((w) => w.waitId),
        ),
      );
    const byId = new Map(after.map((w) => [w.waitId, w]));
    for (const w of waits.slice(0, 2)) {
      expect(byId.get(w.waitId)).toMatchObject({
        runnerName: `#${w.waitId}`,
        cellphone: '',
        email: null,
        birthday: '19850000',
        // Kept: the line itself (course, place, state), how the waitlist was used.
        ticketSeq: w.ticketSeq,
        waitSeq: w.waitSeq,
        state: w.state,
        gender: w.gender,
      });
    }
    expect(byId.get(waits[2].waitId)).toMatchObject({ runnerName: '대기둘', cellphone: phone, birthday: '19850315' });

    const [tp] = await testDb().select().from(schema.transfers).where(eq(schema.transfers.transferSeq, pastTransfer.transferSeq));
    expect(tp).toMatchObject({
      fromName: '(파기)',
      toName: '(파기)',
      fromCellphone: '',
      toCellphone: '',
      toEmail: null,
      fromBirthday: '19800000',
      toBirthday: '19910000',
      reason: null,
      // Kept: the bib's history without the people.
      state: 'approved',
      runnerSeq: pastRunner.runnerSeq,
      fee: pastTransfer.fee,
    });
    const [tl] = await testDb().select().from(schema.transfers).where(eq(schema.transfers.transferSeq, liveTransfer.transferSeq));
    expect(tl).toMatchObject({ fromName: '넘김이', toName: '받음이', toCellphone: liveTransfer.toCellphone, reason: '부상으로 양도' });

    const refundsAfter = new Map(
      (
        await testDb()
          .select()
          .from(schema.refundRequests)
          .where(inArray(schema.refundRequests.refundSeq, [pastOpen.refundSeq, pastRefused.refundSeq, liveOpen.refundSeq]))
      ).map((r) => [r.refundSeq, r]),
    );
    expect(refundsAfter.get(pastRefused.refundSeq)).toMatchObject({
      accountHolder: null,
      accountCipher: null,
      reason: null,
      failMessage: null,
      // Kept: the refund's record (bank, last digits, amount, state).
      bankCode: '088',
      accountTail: '4321',
      amount: 30000,
      state: 'refused',
    });
    // A refund still owed keeps the account its bank transfer needs.
    expect(refundsAfter.get(pastOpen.refundSeq)).toMatchObject({
      accountHolder: '환불받음',
      accountCipher: 'v1.aaaa.bbbb.cccc',
      state: 'requested',
    });
    expect(refundsAfter.get(liveOpen.refundSeq)).toMatchObject({
      accountHolder: '환불받음',
      accountCipher: 'v1.aaaa.bbbb.cccc',
      reason: '부상으로 취소',
    });

    // Owed money does not lapse with its edition: the refunds page lists that request beside the current
    // edition's (marked with its edition), not the settled one, and once approved it goes in the
    // bulk-transfer file.
    const listed = (await adminApi('GET', '/api/admin/refunds')).body.refunds as Array<{
      refundSeq: number;
      holdRound: number;
      pastEdition: boolean;
    }>;
    expect(listed.find((r) => r.refundSeq === pastOpen.refundSeq)).toMatchObject({ holdRound: past.holdRound, pastEdition: true });
    expect(listed.find((r) => r.refundSeq === liveOpen.refundSeq)).toMatchObject({ pastEdition: false });
    expect(listed.some((r) => r.refundSeq === pastRefused.refundSeq)).toBe(false);
    await testDb().update(schema.refundRequests).set({ state: 'approved' }).where(eq(schema.refundRequests.refundSeq, pastOpen.refundSeq));
    expect((await approvedBankRefunds(testDb())).map((r) => r.refundSeq)).toContain(pastOpen.refundSeq);

    // The page says which refunds keep their account; once staff pay one (its account erased as it is
    // settled), the job's next run erases the rest of it and logs that, though the edition was erased.
    const pastEntry = async () =>
      (await adminApi('GET', '/api/admin/retention')).body.editions.find((e: { eventCode: string }) => e.eventCode === past.eventCode);
    expect(await pastEntry()).toMatchObject({ refundsOwed: 1, pending: { refundRequests: 0 } });
    await testDb()
      .update(schema.refundRequests)
      .set({ state: 'sent', accountHolder: null, accountCipher: null })
      .where(eq(schema.refundRequests.refundSeq, pastOpen.refundSeq));
    expect(await pastEntry()).toMatchObject({ refundsOwed: 0, pending: { refundRequests: 1 } });
    await runRetention(testDb() as unknown as Db, null);
    const [paid] = await testDb().select().from(schema.refundRequests).where(eq(schema.refundRequests.refundSeq, pastOpen.refundSeq));
    expect(paid).toMatchObject({ state: 'sent', reason: null, accountTail: '4321', amount: 30000 });
    const runs = await testDb()
      .select()
      .from(schema.retentionRuns)
      .where(eq(schema.retentionRuns.eventId, past.eventId))
      .orderBy(schema.retentionRuns.runId);
    expect(runs.map((r) => r.counts)).toEqual([log[0].counts, { refundRequests: 1 }]);
    await runRetention(testDb() as unknown as Db, null);
    expect(await testDb().select().from(schema.retentionRuns).where(eq(schema.retentionRuns.eventId, past.eventId))).toHaveLength(2);

    const sent = await testDb()
      .select()
      .from(schema.smsOutbox)
      .where(
        inArray(
          schema.smsOutbox.smsId,
          msgs.map((m) => m.smsId),
        ),
      )
      .orderBy(schema.smsOutbox.smsId);
    expect(sent.map((m) => m.recipient)).toEqual(['', '', phone]);
  });
});
