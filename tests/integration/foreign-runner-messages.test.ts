import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { listParcels } from '@/lib/dispatch/parcels';
import { remindUnpaid } from '@/lib/places/reminder';
import { adminApi } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { eventually } from '../helpers/job-workers';
import { applyOne, confirmDeposit, createOrder, getManual, simulatedPayLink } from '../helpers/payments';
import { joinerBody, randomName, runnerBody } from '../helpers/people';
import { cancelledEventually, deadlineIn, messagesOf } from '../helpers/places';
import { withPolicy } from '../helpers/policy';
import { freeBibRange, markPaid } from '../helpers/race-day';
import { createTicket } from '../helpers/tickets';

// Runners from abroad (E.164 phone, e-mail contact) beyond registering: every kind of message reaches
// them by e-mail through the one outbox (reminder, release, waitlist, refund, bib of a group member,
// staff bulk notice), their address is free-form, they change their e-mail on the lookup page and
// staff enter them by proxy with the same rules. The delivery of an e-mail row to the SMTP server is
// proven by foreign-runner.test.ts (its catcher); here the rows themselves are read.

/** A Japanese mobile as typed and in E.164. */
function japaneseMobile() {
  const [a, b] = [randomInt(1000, 10_000), randomInt(1000, 10_000)];
  return { typed: `+81 90-${a}-${b}`, e164: `+8190${a}${b}` };
}
const newEmail = (who = 'hanako') => `${who}.${randomInt(1e9)}@example.jp`;
const in30Days = () => new Date(Date.now() + 30 * 86_400_000).toISOString();
const TOKYO_ADDRESS = '1-2-3 Marunouchi, Chiyoda-ku, Tokyo, Japan';

/** An applicant from abroad (applicant = runner) with a free-form address and no postcode. */
function abroadBody(ticketSeq: number, over: Record<string, unknown> = {}) {
  const phone = japaneseMobile();
  const email = newEmail();
  const joiner = {
    ...joinerBody('TANAKA Hanako', phone.typed),
    paymentType: 'CARD',
    email,
    zipcode: '',
    zipAddress: TOKYO_ADDRESS,
    address: '',
    ...over,
  };
  const runners = [runnerBody(ticketSeq, { runnerName: 'TANAKA Hanako', cellphone: phone.typed, gender: 'F' })];
  return { phone, email, body: { joiner, runners } };
}

/** Registers an applicant from abroad; its stored row, lookup proof and order token. */
async function applyAbroad(ticketSeq: number) {
  const entry = abroadBody(ticketSeq);
  const res = await api('POST', '/api/applicant/applyFor', entry.body);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.email, entry.email));
  const proof = { joinSeq: String(j.joinSeq).padStart(4, '0'), joinerName: 'TANAKA Hanako', cellphone: entry.phone.e164 };
  return { ...entry, j, proof, joinHash: res.body.joinHash as string };
}

/** The outbox rows of `kind` to `recipient`, waiting up to 20 s for at least one. */
const rowsTo = (recipient: string, kind: string) =>
  eventually(
    `${kind} to ${recipient}`,
    async () => {
      const rows = await testDb()
        .select()
        .from(schema.smsOutbox)
        .where(and(eq(schema.smsOutbox.recipient, recipient), eq(schema.smsOutbox.kind, kind)));
      return rows.length ? rows : null;
    },
    20_000,
  );

describe('the address of a runner from abroad', () => {
  it('is one free-form line without a Korean postcode; a Korean applicant still needs the postcode search', async () => {
    const t = await createTicket();
    const a = await applyAbroad(t.ticketSeq);
    expect(a.j).toMatchObject({ zipcode: '', zipAddress: TOKYO_ADDRESS, address: '', cellphone: a.phone.e164 });

    const korean = { ...joinerBody(), zipcode: '', address: '' };
    const res = await api('POST', '/api/applicant/applyFor', {
      joiner: korean,
      runners: [runnerBody(t.ticketSeq, { runnerName: korean.joinerName, cellphone: korean.cellphone })],
    });
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('우편번호');

    // Paid, the runner from abroad gets no kit parcel (a Korean courier's list): the kit waits at the race office.
    const k = await applyOne(t.ticketSeq);
    const [kj] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, k.joiner.cellphone));
    await markPaid([a.j.joinerId, kj.joinerId]);
    const parcels = await listParcels(testDb());
    expect(parcels.some((p) => p.joinerId === kj.joinerId)).toBe(true);
    expect(parcels.some((p) => p.joinerId === a.j.joinerId)).toBe(false);
  });
});

describe('every message kind goes to a runner from abroad by e-mail', () => {
  it('the payment reminder and the release at the deadline', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const a = await applyAbroad(t.ticketSeq);
    const { payDeadline } = await deadlineIn(a.j.joinSeq, 3_600_000);
    // The reminder job may already have sent it (a deadline within the reminder hours); once either way.
    await remindUnpaid(testDb(), a.j.joinerId, new Date(payDeadline));
    const [reminder] = await rowsTo(a.email, 'reminder');
    expect(reminder).toMatchObject({ channel: 'email', joinerId: a.j.joinerId });
    expect(reminder.subject).toBe(`[${await eventName()}] Payment reminder – registration number ${a.proof.joinSeq}`);
    expect(reminder.body).toContain('30,000 won');
    expect(reminder.body).toContain('(Korean time)');
    expect(reminder.body).toContain('참가비 30,000원');

    await deadlineIn(a.j.joinSeq, 3_000);
    await cancelledEventually(a.j.joinSeq);
    const [released] = await rowsTo(a.email, 'released');
    expect(released).toMatchObject({ channel: 'email', joinerId: a.j.joinerId });
    expect(released.body).toContain(`No payment for registration number ${a.proof.joinSeq} was received`);
    // Nothing went to the Japanese number as SMS.
    const sms = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.recipient, a.phone.e164));
    expect(sms).toEqual([]);
  });

  it('the refund request of a card payment', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const a = await applyAbroad(t.ticketSeq);
    const order = (await createOrder(a.j.joinSeq, a.joinHash)).body as { checkoutPath: string };
    expect((await getManual(await simulatedPayLink(order.checkoutPath))).status).toBe(303);
    await rowsTo(a.email, 'paid');
    await withPolicy({ refundWindows: [{ until: new Date(Date.now() + 30 * 86_400_000).toISOString(), percent: 100 }] }, async () => {
      const req = await api('POST', '/api/application/refund-request', { proof: a.proof });
      expect(req.status, JSON.stringify(req.body)).toBe(200);
    });
    const [row] = await rowsTo(a.email, 'refund-requested');
    expect(row).toMatchObject({ channel: 'email', subject: expect.stringContaining('Refund request received') });
    expect(row.body).toContain(`Your refund request of 30,000 won for registration number ${a.proof.joinSeq} was received`);
  });

  it('the waitlist number, to a runner from abroad who joins a full course with an e-mail address', async () => {
    const t = await createTicket({ acceptable: 0 });
    const phone = japaneseMobile();
    const entry = { ticketSeq: t.ticketSeq, runnerName: 'John Smith', birthday: '19900101', gender: 'M', cellphone: phone.typed };
    const noMail = await api('POST', '/api/waitlist', entry);
    expect(noMail.status).toBe(400);
    expect(noMail.body.errorMessage).toContain('이메일');
    const email = newEmail('john');
    const joined = await api('POST', '/api/waitlist', { ...entry, email });
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    const [stored] = await testDb().select().from(schema.waitlist).where(eq(schema.waitlist.waitSeq, joined.body.waitSeq));
    expect(stored).toMatchObject({ runnerName: 'John Smith', cellphone: phone.e164, email });
    const [row] = await rowsTo(email, 'waitlisted');
    expect(row).toMatchObject({ channel: 'email' });
    expect(row.body).toContain(`Waitlist number: ${joined.body.waitSeq}; you are number 1 in line`);
  });

  it('the bib of a group member from abroad, at the member’s own address (not the applicant’s phone)', async () => {
    const t = await createTicket();
    const applicant = joinerBody();
    const memberPhone = japaneseMobile();
    const member = runnerBody(t.ticketSeq, { runnerName: 'SATO Ken', cellphone: memberPhone.typed });
    const group = {
      joiner: { ...applicant, exponent: `팀${randomName()}` },
      runners: [runnerBody(t.ticketSeq, { runnerName: applicant.joinerName, cellphone: applicant.cellphone }), member],
    };
    const refused = await api('POST', '/api/applicant/applyFor', group);
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toContain('이메일');

    const memberEmail = newEmail('ken');
    const res = await api('POST', '/api/applicant/applyFor', { ...group, runners: [group.runners[0], { ...member, email: memberEmail }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, applicant.cellphone));
    expect(j.email).toBeNull();
    const stored = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, j.joinerId));
    expect(stored.find((r) => r.runnerName === 'SATO Ken')).toMatchObject({ cellphone: memberPhone.e164, email: memberEmail });

    await markPaid([j.joinerId]);
    const range = await freeBibRange(2);
    await adminApi('POST', '/api/admin/bibs/assign', { ticketSeq: t.ticketSeq, ...range, order: 'paid' });
    expect((await adminApi('POST', '/api/admin/bibs/notify', { ticketSeq: t.ticketSeq })).body).toEqual({ queued: 2 });
    const bibs = await messagesOf(j.joinerId, 'bib');
    expect(bibs.map((m) => [m.channel, m.recipient]).sort()).toEqual(
      [
        ['email', memberEmail],
        ['sms', applicant.cellphone],
      ].sort(),
    );
    const mail = bibs.find((m) => m.channel === 'email')!;
    expect(mail.subject).toMatch(/Your bib number – \d+/);
    expect(mail.body).toContain('SATO Ken, your bib number');
  });

  it('a transfer to a new holder from abroad: the code and the notice by e-mail, their address on the runner', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const reg = await applyOne(t.ticketSeq);
    await confirmDeposit(reg.joinSeq);
    const [runner] = await testDb().select().from(schema.runners).where(eq(schema.runners.cellphone, reg.joiner.cellphone));
    const phone = japaneseMobile();
    const email = newEmail('yuki');
    const newRunner = { runnerName: 'ITO Yuki', birthday: '19930303', gender: 'F', cellphone: phone.typed };
    const proof = { joinSeq: String(reg.joinSeq).padStart(4, '0'), joinerName: reg.joiner.joinerName, cellphone: reg.joiner.cellphone };
    await withPolicy({ transferClose: in30Days(), transferFee: 0, kitCutoff: in30Days() }, async () => {
      const noMail = await api('POST', '/api/application/transfer', { proof, runnerSeq: runner.runnerSeq, newRunner });
      expect(noMail.status).toBe(400);
      const asked = await api('POST', '/api/application/transfer', {
        proof,
        runnerSeq: runner.runnerSeq,
        newRunner: { ...newRunner, email },
      });
      expect(asked.status, JSON.stringify(asked.body)).toBe(200);
      const [mail] = await rowsTo(email, 'transfer-code');
      expect(mail).toMatchObject({ channel: 'email', subject: expect.stringContaining('Your code to take over an entry') });
      const code = /holder: (\d{6})\./.exec(mail.body)![1];
      const ok = await api('POST', '/api/application/transfer/confirm', { transferSeq: asked.body.transferSeq, code });
      expect(ok.status, JSON.stringify(ok.body)).toBe(200);
      if (ok.body.state === 'awaiting-staff') await adminApi('POST', `/api/admin/transfers/${asked.body.transferSeq}/approve`);
    });
    const [received] = await rowsTo(email, 'transfer-received');
    expect(received.body).toContain('is now in your name');
    const [given] = await rowsTo(reg.joiner.cellphone, 'transfer-given');
    expect(given.channel).toBe('sms');
    const [after] = await testDb().select().from(schema.runners).where(eq(schema.runners.runnerSeq, runner.runnerSeq));
    expect(after).toMatchObject({ runnerName: 'ITO Yuki', cellphone: phone.e164, email });
  });

  it('a staff bulk notice: SMS to the Korean mobile, e-mail to the runner from abroad, one each', async () => {
    const t = await createTicket();
    const korean = await applyOne(t.ticketSeq);
    const a = await applyAbroad(t.ticketSeq);
    const segment = { ticketSeq: t.ticketSeq };
    const text = '강풍 예보로 출발이 09:30으로 늦춰졌습니다.';
    expect((await adminApi('POST', '/api/admin/messages/bulk/preview', { segment, text })).body.count).toBe(2);
    const created = await adminApi('POST', '/api/admin/messages/bulk', { segment, template: 'notice', text, ratePerMinute: 120 });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    expect(created.body.queued).toBe(2);
    const rows = await testDb().select().from(schema.smsOutbox).where(eq(schema.smsOutbox.bulkId, created.body.bulkId));
    const byChannel = Object.fromEntries(rows.map((r) => [r.channel, r]));
    expect(byChannel.sms).toMatchObject({ recipient: korean.joiner.cellphone });
    expect(byChannel.email).toMatchObject({ recipient: a.email, subject: `[${await eventName()}] A notice from the race office` });
    expect(byChannel.email.body).toContain(`The race office sent this notice (in Korean):\n\n${text}`);
  });
});

describe('the lookup page and staff proxy entries', () => {
  it('a runner from abroad changes their e-mail address on the lookup page; it stays required', async () => {
    const t = await createTicket();
    const a = await applyAbroad(t.ticketSeq);
    const joiner = {
      joinSeq: a.proof.joinSeq,
      joinerName: 'TANAKA Hanako',
      cellphone: a.phone.e164,
      zipcode: '',
      zipAddress: TOKYO_ADDRESS,
      address: '',
    };
    const changed = newEmail('hanako.new');
    const ok = await api('PUT', '/api/application/update', { joiner: { ...joiner, email: changed.toUpperCase() } });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.joiner.email).toBe(changed);
    const missing = await api('PUT', '/api/application/update', { joiner: { ...joiner, email: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.errorMessage).toContain('이메일');
    const [row] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerId, a.j.joinerId));
    expect(row.email).toBe(changed);
  });

  it('staff enter a runner from abroad by proxy with the same rules: e-mail required, card, free-form address', async () => {
    const t = await createTicket();
    const entry = abroadBody(t.ticketSeq);
    // The proxy form sends the payment type the public form would (card with a phone from abroad).
    const body = (email: string) => ({ joiner: { ...entry.body.joiner, email }, runners: { INS: entry.body.runners } });
    const refused = await adminApi('POST', '/api/admin/applicant/applyForAll', body(''));
    expect(refused.status).toBe(400);
    expect(refused.body.errorMessage).toContain('이메일');
    const ok = await adminApi('POST', '/api/admin/applicant/applyForAll', body(entry.email));
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.email, entry.email));
    expect(j).toMatchObject({ cellphone: entry.phone.e164, paymentType: 'CARD', zipcode: '', zipAddress: TOKYO_ADDRESS, source: 'proxy' });
    const found = await adminApi('GET', `/api/admin/applicant/findby?joinSeq=${String(j.joinSeq).padStart(4, '0')}`);
    expect(found.body.applicant.email).toBe(entry.email);
  });
});

async function eventName(): Promise<string> {
  const [e] = await testDb().select().from(schema.events).where(eq(schema.events.isCurrent, true));
  return e.eventName;
}
