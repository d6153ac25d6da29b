import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { eventually } from '../helpers/job-workers';
import { outboxFor } from '../helpers/payments';
import { randomMobile, randomName } from '../helpers/people';
import { applyRunner, placesOf } from '../helpers/places';
import { createTicket, currentEvent } from '../helpers/tickets';

// The waitlist of a sold-out course against the test server and its job workers: a freed place is
// held for the first in line, who registers through the invitation; an invitation that runs out or is
// declined passes the place on.

const runner = (ticketSeq: number, over: Record<string, string> = {}) => ({
  ticketSeq,
  runnerName: randomName(),
  birthday: '19900101',
  gender: 'F',
  cellphone: randomMobile(),
  ...over,
});

/** A course of one place, taken: { ticket, holder } (the holder's proof cancels it). */
async function fullCourse(acceptable = 1) {
  const ticket = await createTicket({ acceptable });
  const holders = [];
  for (let i = 0; i < acceptable; i++) {
    const { res, joiner } = await applyRunner(ticket.ticketSeq);
    expect(res.status).toBe(200);
    holders.push({ joinSeq: res.body.joinSeq as number, joiner });
  }
  return { ticket, holders };
}

const cancel = (h: { joinSeq: number; joiner: { joinerName: string; cellphone: string } }) =>
  api('DELETE', '/api/application/cancel', {
    joinSeq: String(h.joinSeq).padStart(4, '0'),
    joinerName: h.joiner.joinerName,
    cellphone: h.joiner.cellphone,
  });

const search = (w: { waitSeq: number }, r: { runnerName: string; cellphone: string }) =>
  api('POST', '/api/waitlist/search', { waitSeq: String(w.waitSeq), runnerName: r.runnerName, cellphone: r.cellphone });

/** The invitation token from the invited runner's SMS. */
async function inviteTokenOf(cellphone: string): Promise<string> {
  const [sms] = await outboxFor(cellphone, 'invited');
  const m = sms?.body.match(/invite=([^\s]+)/);
  if (!m) throw new Error('no invitation SMS');
  return decodeURIComponent(m[1]);
}

const applyWithInvite = (
  ticketSeq: number,
  r: { runnerName: string; cellphone: string; birthday: string; gender: string },
  token: string,
) =>
  api('POST', '/api/applicant/applyFor', {
    joiner: {
      joinerName: r.runnerName,
      cellphone: r.cellphone,
      zipcode: '34126',
      zipAddress: '대전 유성구 대학로 99 (궁동)',
      address: '101동 202호',
      paymentType: 'BANK',
      inviteToken: token,
    },
    runners: [{ ticketSeq, choiceOption: '100', runnerName: r.runnerName, birthday: r.birthday, gender: r.gender, cellphone: r.cellphone }],
  });

describe('joining the waitlist (POST /api/waitlist)', () => {
  it('answers the waitlist number and the place in line; refuses a course with places, a second entry and a registered runner', async () => {
    const open = await createTicket();
    const free = await api('POST', '/api/waitlist', runner(open.ticketSeq));
    expect(free.status).toBe(409);
    expect(free.body.errorCode).toBe('W0001');

    const { ticket, holders } = await fullCourse();
    const b = runner(ticket.ticketSeq);
    const first = await api('POST', '/api/waitlist', b);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ waitSeq: expect.any(Number), position: 1 });
    expect(String(first.body.waitSeq)).toMatch(/^\d{6}$/);
    const second = await api('POST', '/api/waitlist', runner(ticket.ticketSeq));
    expect(second.body.position).toBe(2);

    const again = await api('POST', '/api/waitlist', b);
    expect(again.status).toBe(409);
    expect(again.body.errorCode).toBe('W0002');

    const registered = await api('POST', '/api/waitlist', {
      ticketSeq: ticket.ticketSeq,
      runnerName: holders[0].joiner.joinerName,
      birthday: '19900101',
      gender: 'M',
      cellphone: holders[0].joiner.cellphone,
    });
    expect(registered.status).toBe(409);
    expect(registered.body.errorCode).toBe('S0004');

    const [sms] = await outboxFor(b.cellphone, 'waitlisted');
    expect(sms.body).toContain(`대기번호 ${first.body.waitSeq}`);
  });

  it('applies the course age rules', async () => {
    const ticket = await createTicket({ acceptable: 0, minAge: 18 });
    const child = await api('POST', '/api/waitlist', runner(ticket.ticketSeq, { birthday: '20150101' }));
    expect(child.status).toBe(400);
  });

  it('looks an entry up and lets the runner leave it', async () => {
    const { ticket } = await fullCourse();
    const b = runner(ticket.ticketSeq);
    const joined = await api('POST', '/api/waitlist', b);
    const found = await search(joined.body, b);
    expect(found.status).toBe(200);
    expect(found.body).toMatchObject({ state: 'waiting', position: 1, inviteExpiresAt: null });
    const wrong = await api('POST', '/api/waitlist/search', {
      waitSeq: String(joined.body.waitSeq),
      runnerName: b.runnerName,
      cellphone: '01000000000',
    });
    expect(wrong.status).toBe(404);
    const left = await api('POST', '/api/waitlist/leave', {
      waitSeq: String(joined.body.waitSeq),
      runnerName: b.runnerName,
      cellphone: b.cellphone,
    });
    expect(left.status).toBe(200);
    expect((await search(joined.body, b)).body).toMatchObject({ state: 'left', position: null });
  });
});

describe('a freed place goes to the first in line', () => {
  it('a cancellation invites the first in line, the public is refused the held place, the invited runner registers', async () => {
    const { ticket, holders } = await fullCourse();
    const b = runner(ticket.ticketSeq);
    const c = runner(ticket.ticketSeq);
    const wb = (await api('POST', '/api/waitlist', b)).body;
    const wc = (await api('POST', '/api/waitlist', c)).body;

    expect((await cancel(holders[0])).status).toBe(200);
    const invited = await search(wb, b);
    expect(invited.body.state).toBe('invited');
    expect(new Date(invited.body.inviteExpiresAt).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000);
    expect(invited.body.invitePath).toMatch(/^\/apply\/individual\?invite=/);
    expect((await search(wc, c)).body).toMatchObject({ state: 'waiting', position: 1 });

    // The held place counts: the course is full for everybody else.
    expect(await placesOf(ticket.ticketSeq)).toEqual({ total: 1, acceptable: 1 });
    const sold = await api('GET', '/api/ticket/sold');
    expect(sold.status).toBe(200);
    const info = await api('GET', '/api/join/ticket-info');
    expect(info.body.find((t: { ticketSeq: number }) => t.ticketSeq === ticket.ticketSeq)).toMatchObject({ total: 1, acceptable: 1 });
    const stranger = await applyRunner(ticket.ticketSeq);
    expect(stranger.res.status).toBe(409);
    expect(stranger.res.body.errorCode).toBe('S0003');

    const token = await inviteTokenOf(b.cellphone);
    // Only the invited runner may take it.
    const other = await applyWithInvite(ticket.ticketSeq, { ...b, runnerName: randomName() }, token);
    expect(other.status).toBe(410);
    expect(other.body.errorCode).toBe('W0003');
    const taken = await applyWithInvite(ticket.ticketSeq, b, token);
    expect(taken.status).toBe(200);
    expect(taken.body.paymentStatus).toBe('RSVT');
    expect((await search(wb, b)).body.state).toBe('registered');
    expect(await placesOf(ticket.ticketSeq)).toEqual({ total: 1, acceptable: 1 });
    // The link is used up.
    const twice = await applyWithInvite(ticket.ticketSeq, b, token);
    expect(twice.status).toBe(410);
  });

  it('an expired invitation passes the place to the next in line; with nobody left it goes back to the public', async () => {
    const { ticket, holders } = await fullCourse();
    const b = runner(ticket.ticketSeq);
    const c = runner(ticket.ticketSeq);
    const wb = (await api('POST', '/api/waitlist', b)).body;
    const wc = (await api('POST', '/api/waitlist', c)).body;
    await cancel(holders[0]);
    expect((await search(wb, b)).body.state).toBe('invited');

    // The invitation's time runs out (its expiry job is due now), as the clock would make it.
    const [entry] = await testDb()
      .select()
      .from(schema.waitlist)
      .where(and(eq(schema.waitlist.ticketSeq, ticket.ticketSeq), eq(schema.waitlist.waitSeq, wb.waitSeq)));
    await testDb().execute(sql`UPDATE waitlist SET invite_expires_at = now() WHERE wait_id = ${entry.waitId}`);
    await testDb().execute(
      sql`UPDATE pgboss.job SET start_after = now() WHERE name = 'waitlist-invite-expiry' AND (data->>'waitId')::int = ${entry.waitId}`,
    );
    await eventually('the invitation expired', async () => (await search(wb, b)).body.state === 'expired');
    expect((await search(wc, c)).body.state).toBe('invited');
    expect((await placesOf(ticket.ticketSeq)).total).toBe(1);

    // C declines: nobody waits, so the place is the public's again.
    const token = await inviteTokenOf(c.cellphone);
    const declined = await api('POST', '/api/waitlist/leave', { inviteToken: token });
    expect(declined.status).toBe(200);
    expect((await search(wc, c)).body.state).toBe('left');
    expect((await placesOf(ticket.ticketSeq)).total).toBe(0);
    expect((await applyRunner(ticket.ticketSeq)).res.status).toBe(200);
  });

  it('a deadline release and a capacity raise invite the next in line', async () => {
    const { ticket, holders } = await fullCourse();
    const b = runner(ticket.ticketSeq);
    const c = runner(ticket.ticketSeq);
    const wb = (await api('POST', '/api/waitlist', b)).body;
    const wc = (await api('POST', '/api/waitlist', c)).body;
    const deadline = await adminApi('PUT', '/api/admin/reception/deadline', {
      joinSeq: String(holders[0].joinSeq).padStart(4, '0'),
      // A few seconds ahead: the deadline must still be in the future when the server checks it,
      // however busy the machine.
      deadline: new Date(Date.now() + 4_000).toISOString(),
    });
    expect(deadline.status).toBe(200);
    await eventually('the release invited the first in line', async () => (await search(wb, b)).body.state === 'invited', 30_000);

    const raised = await adminApi('PUT', `/api/admin/event/${(await currentEvent()).eventCode}/tickets`, {
      tickets: [
        {
          ticketSeq: ticket.ticketSeq,
          ticketPrice: ticket.ticketPrice,
          acceptable: 2,
          saleOpenTime: ticket.saleOpenTime?.toISOString() ?? '',
          saleCloseTime: ticket.saleCloseTime?.toISOString() ?? '',
          choiceOption: ticket.choiceOption,
        },
      ],
    });
    expect(raised.status).toBe(200);
    expect((await search(wc, c)).body.state).toBe('invited');
    expect(await placesOf(ticket.ticketSeq)).toEqual({ total: 2, acceptable: 2 });
  });
});

describe('staff: /api/admin/waitlist', () => {
  it('lists a course line with states, and invites, skips and removes', async () => {
    const { ticket, holders } = await fullCourse();
    const [b, c, d] = [runner(ticket.ticketSeq), runner(ticket.ticketSeq), runner(ticket.ticketSeq)];
    const wb = (await api('POST', '/api/waitlist', b)).body;
    const wc = (await api('POST', '/api/waitlist', c)).body;
    const wd = (await api('POST', '/api/waitlist', d)).body;

    const list = await adminApi('GET', `/api/admin/waitlist?ticketSeq=${ticket.ticketSeq}`);
    expect(list.status).toBe(200);
    expect(list.body).toMatchObject({ ticketSeq: ticket.ticketSeq, acceptable: 1, total: 1, held: 0, waiting: 3 });
    expect(list.body.entries.map((e: { waitSeq: number; position: number }) => [e.waitSeq, e.position])).toEqual([
      [wb.waitSeq, 1],
      [wc.waitSeq, 2],
      [wd.waitSeq, 3],
    ]);
    expect(list.body.entries[0].runnerName).not.toBe(b.runnerName); // masked

    const noPlace = await adminApi('POST', `/api/admin/waitlist/${wc.waitSeq}/invite`);
    expect(noPlace.status).toBe(409);
    expect(noPlace.body.errorCode).toBe('W0004');

    await cancel(holders[0]); // B invited
    const skip = await adminApi('POST', `/api/admin/waitlist/${wb.waitSeq}/skip`);
    expect(skip.body).toEqual({ waitSeq: wb.waitSeq, state: 'expired' });
    expect((await search(wc, c)).body.state).toBe('invited');
    const remove = await adminApi('POST', `/api/admin/waitlist/${wc.waitSeq}/remove`);
    expect(remove.body).toEqual({ waitSeq: wc.waitSeq, state: 'left' });
    expect((await search(wd, d)).body.state).toBe('invited');
    const wrongState = await adminApi('POST', `/api/admin/waitlist/${wb.waitSeq}/skip`);
    expect(wrongState.status).toBe(409);
    const after = await adminApi('GET', `/api/admin/waitlist?ticketSeq=${ticket.ticketSeq}`);
    expect(after.body).toMatchObject({ held: 1, waiting: 0, total: 1 });
  });

  it('needs a staff session', async () => {
    const res = await api('GET', '/api/admin/waitlist?ticketSeq=1');
    expect(res.status).toBe(401);
  });
});
