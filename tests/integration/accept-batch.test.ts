import { randomInt } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { acceptInBatch } from '@/lib/registration/accept-batch';
import { joinerRow, runnerRow, type JoinerValues, type RunnerValues } from '@/lib/registration/rows';
import type { EmergencyFields } from '@/lib/validation/emergency';
import { testDb } from '../helpers/env';
import { randomMobile, randomName } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

type Ticket = Awaited<ReturnType<typeof createTicket>>;

function joinerOf(
  t: Ticket,
  ticketCount: number,
  exponent: string | null = null,
  contact: { cellphone?: string; email?: string } = {},
): JoinerValues {
  return joinerRow({
    eventId: t.eventId,
    joiner: {
      joinerName: randomName(),
      exponent,
      cellphone: contact.cellphone ?? randomMobile(),
      email: contact.email,
      zipcode: '34126',
      zipAddress: '대전 유성구 대학로 99 (궁동)',
      address: '101동 202호',
    },
    paymentType: 'BANK',
    amount: t.ticketPrice * ticketCount,
    priceCategory: 'standard',
    source: 'public',
    ticketCount,
    now: new Date(),
    payDeadline: null,
  });
}

function runnerOf(t: Ticket, runnerName = randomName(), cellphone = randomMobile(), extra: Partial<EmergencyFields> = {}): RunnerValues {
  return runnerRow(
    t.eventId,
    t,
    { choiceOption: '100', runnerName, birthday: '19900101', gender: 'M', cellphone, ...extra },
    t.ticketPrice,
  );
}

describe('one moment’s applications for a course, accepted in one batch', () => {
  it('give each application its own outcome in arrival order, never oversell, and store nothing of a refused one', async () => {
    const db = testDb();
    const t = await createTicket({ acceptable: 6 });
    const twice = runnerOf(t);
    const groupName = `배치${randomName()}`;
    // Asked for in one turn of the event loop: one call of accept_one_course_batch.
    const asked = [
      ['single', joinerOf(t, 1), [twice]],
      ['same runner again', joinerOf(t, 1), [{ ...twice }]],
      ['group', joinerOf(t, 2, groupName), [runnerOf(t), runnerOf(t)]],
      ['group name again', joinerOf(t, 2, groupName), [runnerOf(t), runnerOf(t)]],
      ['c', joinerOf(t, 1), [runnerOf(t)]],
      ['d', joinerOf(t, 1), [runnerOf(t)]],
      ['last place', joinerOf(t, 1), [runnerOf(t)]],
      ['one too many', joinerOf(t, 1), [runnerOf(t)]],
    ] as const;
    const outcomes = await Promise.all(asked.map(([, joiner, runners]) => acceptInBatch(db, t.ticketSeq, joiner, [...runners])));
    const byLabel = Object.fromEntries(asked.map(([label], i) => [label, outcomes[i]]));

    expect(byLabel['single']).toMatchObject({ kind: 'accepted', filled: true });
    expect(byLabel['same runner again']).toEqual({ kind: 'conflict', constraint: 'runners_live_identity_uq' });
    expect(byLabel['group']).toMatchObject({ kind: 'accepted' });
    expect(byLabel['group name again']).toEqual({ kind: 'conflict', constraint: 'joiners_event_exponent_live_uq' });
    for (const label of ['c', 'd', 'last place'] as const) expect(byLabel[label]).toMatchObject({ kind: 'accepted' });
    expect(byLabel['one too many']).toEqual({ kind: 'full' });

    // Counted places equal stored runners; each acknowledged number is stored with its runners.
    const [row] = await db.select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(row.total).toBe(6);
    const stored = await db
      .select({ joinSeq: schema.runners.joinSeq, joinerId: schema.runners.joinerId })
      .from(schema.runners)
      .where(and(eq(schema.runners.ticketSeq, t.ticketSeq), eq(schema.runners.active, true)));
    expect(stored).toHaveLength(6);
    const accepted = outcomes.flatMap((o) => (o.kind === 'accepted' ? [o] : []));
    expect(new Set(accepted.map((o) => o.joinSeq)).size).toBe(5);
    expect(new Set(stored.map((s) => s.joinSeq))).toEqual(new Set(accepted.map((o) => o.joinSeq)));
    expect(new Set(stored.map((s) => s.joinerId))).toEqual(new Set(accepted.map((o) => o.joinerId)));

    // Each accepted application's registration charge is in the payment ledger, once, at its amount.
    const charges = await db
      .select({ joinerId: schema.ledgerEntries.joinerId, amount: schema.ledgerEntries.amount })
      .from(schema.ledgerEntries)
      .where(
        and(
          inArray(
            schema.ledgerEntries.joinerId,
            accepted.map((o) => o.joinerId),
          ),
          eq(schema.ledgerEntries.kind, 'charge'),
          eq(schema.ledgerEntries.cause, 'registration'),
        ),
      );
    expect(charges).toHaveLength(5);
    const amountOf = new Map(accepted.map((o) => [o.joinerId, 0]));
    for (const [label, joiner] of asked) {
      const o = byLabel[label];
      if (o.kind === 'accepted') amountOf.set(o.joinerId, joiner.amount);
    }
    for (const c of charges) expect(c.amount).toBe(amountOf.get(c.joinerId));

    // The refused ones left no joiner behind.
    const refusedNames = [1, 3, 7].map((i) => asked[i][1].joinerName);
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.joiners)
      .where(inArray(schema.joiners.joinerName, refusedNames));
    expect(n).toBe(0);

    // The next moment finds the course full.
    expect(await acceptInBatch(db, t.ticketSeq, joinerOf(t, 1), [runnerOf(t)])).toEqual({ kind: 'full' });
  });

  it('two batches storing the same runners in opposite order: each runner accepted once, the other told so (a deadlock between them is tried again one by one, never an error)', async () => {
    const db = testDb();
    const [a, b] = [await createTicket({ acceptable: 10 }), await createTicket({ acceptable: 10 })];
    const [r1, r2] = [runnerOf(a), runnerOf(a)];
    const onB = (r: RunnerValues) => ({ ...r, ticketSeq: b.ticketSeq, ticketName: b.ticketName });
    const outcomes = await Promise.all([
      acceptInBatch(db, a.ticketSeq, joinerOf(a, 1), [r1]),
      acceptInBatch(db, a.ticketSeq, joinerOf(a, 1), [r2]),
      acceptInBatch(db, b.ticketSeq, joinerOf(b, 1), [onB(r2)]),
      acceptInBatch(db, b.ticketSeq, joinerOf(b, 1), [onB(r1)]),
    ]);
    // r1 on a or on b, r2 on a or on b: exactly one of each pair stored.
    for (const [x, y] of [
      [0, 3],
      [1, 2],
    ]) {
      expect([outcomes[x].kind, outcomes[y].kind].sort()).toEqual(['accepted', 'conflict']);
    }
    const [{ n }] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.runners)
      .where(inArray(schema.runners.ticketSeq, [a.ticketSeq, b.ticketSeq]));
    expect(n).toBe(2);
  });

  it('where one application fails the whole call, try them one by one: the others are accepted, only it fails', async () => {
    const db = testDb();
    const t = await createTicket({ acceptable: 5 });
    const broken = { ...runnerOf(t), runnerName: null as unknown as string }; // NOT NULL refuses it
    const results = await Promise.allSettled([
      acceptInBatch(db, t.ticketSeq, joinerOf(t, 1), [runnerOf(t)]),
      acceptInBatch(db, t.ticketSeq, joinerOf(t, 1), [broken]),
      acceptInBatch(db, t.ticketSeq, joinerOf(t, 1), [runnerOf(t)]),
    ]);
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value.kind : 'rejected'))).toEqual(['accepted', 'rejected', 'accepted']);
    const [row] = await db.select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, t.ticketSeq));
    expect(row.total).toBe(2);
  });

  it('keep the batches of different courses apart', async () => {
    const db = testDb();
    const [a, b] = [await createTicket({ acceptable: 1 }), await createTicket({ acceptable: 1 })];
    const outcomes = await Promise.all([
      acceptInBatch(db, a.ticketSeq, joinerOf(a, 1), [runnerOf(a)]),
      acceptInBatch(db, b.ticketSeq, joinerOf(b, 1), [runnerOf(b)]),
      acceptInBatch(db, a.ticketSeq, joinerOf(a, 1), [runnerOf(a)]),
    ]);
    expect(outcomes.map((o) => o.kind)).toEqual(['accepted', 'accepted', 'full']);
  });

  it('store the rows as the builders make them: an applicant from abroad with the e-mail address, a runner with the race-day fields', async () => {
    const db = testDb();
    const t = await createTicket();
    const email = `hanako.${randomInt(1e9)}@example.jp`;
    const phone = `+8190${randomInt(10_000_000, 100_000_000)}`;
    const joiner = joinerOf(t, 1, null, { cellphone: phone, email });
    const runner = runnerOf(t, 'TANAKA Hanako', phone, {
      emergencyName: '田中 太郎',
      emergencyPhone: '01098765432',
      emergencyRelation: '배우자',
      bloodType: 'AB',
      bloodRh: '-',
      finishSms: true,
    });
    const outcome = await acceptInBatch(db, t.ticketSeq, joiner, [runner]);
    expect(outcome).toMatchObject({ kind: 'accepted' });
    const joinerId = outcome.kind === 'accepted' ? outcome.joinerId : 0;
    const [stored] = await db.select().from(schema.joiners).where(eq(schema.joiners.joinerId, joinerId));
    // No consent texts shown (the builder's null): the version in force is recorded.
    expect(stored).toMatchObject({ ...joiner, email, cellphone: phone, consentVersion: expect.any(Number) });
    const [storedRunner] = await db.select().from(schema.runners).where(eq(schema.runners.joinerId, joinerId));
    expect(storedRunner).toMatchObject(runner);
  });
});
