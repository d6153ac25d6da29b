import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import * as schema from '@/db/schema';
import { readSiteEnv } from '@/lib/env/schema.mjs';
import { acceptInBatch } from '@/lib/registration/accept-batch';
import { applyFor } from '@/lib/registration/apply';
import { applyForSchema } from '@/lib/validation/application';
import { api, testDb } from '../helpers/env';
import { applyOne, createOrder, getManual, outboxFor, simulatedPayLink } from '../helpers/payments';
import { joinerBody, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

// A runner from abroad registers with a Japanese phone number and an e-mail address: the site stores
// the number in E.164 and sends the registration number, then the payment confirmation, by e-mail
// through the SMTP server of the settings. `npm test` points the test site's SMTP_HOST/SMTP_PORT at
// this file's catcher (smtp-server), which keeps every message it is handed.
const mails: ParsedMail[] = [];

// The batched accept, watched: an entry from abroad with one course takes it like every other (the
// calls still reach the real function and database).
vi.mock('@/lib/registration/accept-batch', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/registration/accept-batch')>();
  return { ...actual, acceptInBatch: vi.fn(actual.acceptInBatch) };
});
let catcher: SMTPServer;

beforeAll(async () => {
  catcher = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((m) => void mails.push(m))
        .then(() => done(), done);
    },
  });
  await new Promise<void>((resolve, reject) => {
    catcher.once('error', reject);
    catcher.listen(readSiteEnv().messages.SMTP_PORT, '127.0.0.1', resolve);
  });
});
afterAll(() => new Promise<void>((resolve) => catcher.close(() => resolve())));

/** The first e-mail to `to` whose subject matches, waiting for the delivery job (polls every second). */
async function mailTo(to: string, subject: RegExp, ms = 20_000): Promise<ParsedMail> {
  const deadline = Date.now() + ms;
  for (;;) {
    const m = mails.find((x) => x.to && !Array.isArray(x.to) && x.to.value[0]?.address === to && subject.test(x.subject ?? ''));
    if (m) return m;
    if (Date.now() > deadline) throw new Error(`no e-mail to ${to} matching ${subject}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** A Japanese mobile as a runner types it, and its E.164 form. */
function japaneseMobile() {
  const [a, b] = [randomInt(1000, 10_000), randomInt(1000, 10_000)];
  return { typed: `+81 90-${a}-${b}`, e164: `+8190${a}${b}` };
}

function foreignEntry(ticketSeq: number, over: Record<string, unknown> = {}) {
  const phone = japaneseMobile();
  const email = `hanako.${randomInt(1e9)}@example.jp`;
  const joiner = { ...joinerBody('TANAKA Hanako', phone.typed), paymentType: 'CARD', email, ...over };
  return {
    phone,
    email,
    body: { joiner, runners: [runnerBody(ticketSeq, { runnerName: 'TANAKA Hanako', cellphone: phone.typed, gender: 'F' })] },
  };
}

describe('runners from abroad', () => {
  it('registers with a Japanese phone number and gets the registration number, then the payment, by e-mail', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const entry = foreignEntry(t.ticketSeq);
    const res = await api('POST', '/api/applicant/applyFor', entry.body);
    expect(res.status).toBe(200);
    const { joinSeq, joinHash } = res.body as { joinSeq: number; joinHash: string };
    const seq = String(joinSeq).padStart(4, '0');

    const [joiner] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.email, entry.email));
    expect(joiner).toMatchObject({ joinSeq, joinerName: 'TANAKA Hanako', cellphone: entry.phone.e164, paymentType: 'CARD' });
    const [runner] = await testDb().select().from(schema.runners).where(eq(schema.runners.joinerId, joiner.joinerId));
    expect(runner.cellphone).toBe(entry.phone.e164);

    // One outbox row, channel e-mail, delivered through the same job as the SMS.
    const [row] = await outboxFor(entry.email, 'registered', 1, 20_000);
    expect(row).toMatchObject({ channel: 'email', status: 'SENT', provider: 'smtp', attempts: 1, joinerId: joiner.joinerId });
    const received = await mailTo(entry.email, /Entry received/);
    expect(received.subject).toContain(seq);
    expect(received.text).toContain(`Registration number: ${seq}`);
    expect(received.text).toContain('30,000 won');
    expect(received.text).toContain(`접수번호: ${seq}`);
    expect(received.from?.text).toContain('race@example.test');
    // Nothing went to the Japanese number as SMS.
    expect(await outboxFor(entry.phone.e164, ['registered', 'registered-free'], 0, 0)).toEqual([]);

    // Card through the (simulated) Toss checkout: the payment confirmation comes by e-mail too.
    const order = (await createOrder(joinSeq, joinHash)).body as { checkoutPath: string };
    expect((await getManual(await simulatedPayLink(order.checkoutPath))).status).toBe(303);
    const paid = await mailTo(entry.email, /Payment confirmed/);
    expect(paid.subject).toContain(seq);
    expect(paid.text).toContain(`Registration number: ${seq}`);
  });

  it('goes through the batched accept like every one-course entry, its e-mail address stored by the batch', async () => {
    const t = await createTicket({ ticketPrice: 30000 });
    const entry = foreignEntry(t.ticketSeq);
    vi.mocked(acceptInBatch).mockClear();
    const result = await applyFor(testDb(), applyForSchema.parse(entry.body));
    expect(acceptInBatch).toHaveBeenCalledTimes(1);
    expect(vi.mocked(acceptInBatch).mock.calls[0][2]).toMatchObject({ email: entry.email, cellphone: entry.phone.e164 });
    const [joiner] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinerId, result.joinerId));
    expect(joiner).toMatchObject({ joinSeq: result.joinSeq, email: entry.email, paymentType: 'CARD', amount: 30000 });
    // Its registration message is written in the batch's transaction, to the e-mail address.
    const [row] = await outboxFor(entry.email, 'registered', 1, 20_000);
    expect(row).toMatchObject({ channel: 'email', joinerId: result.joinerId });
  });

  it('refuses bank transfer, a missing e-mail and a number that is no valid number of its country, storing nothing', async () => {
    const t = await createTicket();
    const bank = foreignEntry(t.ticketSeq, { paymentType: 'BANK' });
    const noMail = foreignEntry(t.ticketSeq, { email: '' });
    const badNumber = foreignEntry(t.ticketSeq);
    badNumber.body.joiner.cellphone = '+81 12';
    const cases = [
      [bank, '계좌이체'],
      [noMail, '이메일'],
      [badNumber, '휴대전화'],
    ] as const;
    for (const [entry, words] of cases) {
      const res = await api('POST', '/api/applicant/applyFor', entry.body);
      expect(res.status).toBe(400);
      expect(res.body.errorMessage).toContain(words);
    }
    for (const entry of [bank, badNumber]) {
      expect(await testDb().select().from(schema.joiners).where(eq(schema.joiners.email, entry.email))).toEqual([]);
    }
    expect(await testDb().select().from(schema.joiners).where(eq(schema.joiners.cellphone, noMail.phone.e164))).toEqual([]);
  });

  it('keeps the Korean rules: a Korean number registers as before (SMS, digits), a name with a space needs a phone from abroad', async () => {
    const t = await createTicket();
    const korean = await applyOne(t.ticketSeq);
    const [row] = await outboxFor(korean.joiner.cellphone, 'registered');
    expect(row).toMatchObject({ channel: 'sms', recipient: korean.joiner.cellphone, subject: null });

    const spaced = { joiner: joinerBody('Kim Lee'), runners: [runnerBody(t.ticketSeq, { runnerName: 'Kim Lee' })] };
    const res = await api('POST', '/api/applicant/applyFor', spaced);
    expect(res.status).toBe(400);
    expect(res.body.errorMessage).toContain('공백');
  });
});
