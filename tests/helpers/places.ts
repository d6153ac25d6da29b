import { and, eq, sql } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { adminApi } from './admin';
import { api, testDb } from './env';
import { eventually } from './job-workers';
import { joinerBody, runnerBody } from './people';

/** Registers one runner (applicant = runner) on `ticketSeq`; returns the 200 answer's body with the applicant. */
export async function applyRunner(ticketSeq: number, over: { cellphone?: string; extra?: Record<string, unknown> } = {}) {
  const joiner = joinerBody(undefined, over.cellphone);
  const res = await api('POST', '/api/applicant/applyFor', {
    joiner: { ...joiner, ...over.extra },
    runners: [runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone })],
  });
  return { res, joiner };
}

/** The stored registration `joinSeq` of the current edition. */
export async function entryOf(joinSeq: number) {
  const [j] = await testDb()
    .select()
    .from(schema.joiners)
    .innerJoin(schema.events, eq(schema.events.eventId, schema.joiners.eventId))
    .where(and(eq(schema.joiners.joinSeq, joinSeq), eq(schema.events.isCurrent, true)));
  return j.joiners;
}

/** Staff set entry `joinSeq`'s payment deadline `ms` from now (PUT /api/admin/reception/deadline). */
export async function deadlineIn(joinSeq: number, ms: number) {
  const res = await adminApi('PUT', '/api/admin/reception/deadline', {
    joinSeq: String(joinSeq).padStart(4, '0'),
    deadline: new Date(Date.now() + ms).toISOString(),
  });
  if (res.status !== 200) throw new Error(`deadline answered ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { payDeadline: string };
}

/** Waits until entry `joinSeq` is cancelled (CNCL), up to `ms`. */
export function cancelledEventually(joinSeq: number, ms = 20_000) {
  return eventually(
    `entry ${joinSeq} cancelled`,
    async () => ((await entryOf(joinSeq)).paymentStatus === 'CNCL' ? entryOf(joinSeq) : null),
    ms,
  );
}

/** Audit entries written for registration `joinSeq` with `action`. */
export async function auditOf(joinSeq: number, action: string) {
  return testDb()
    .select()
    .from(schema.auditLog)
    .where(and(eq(schema.auditLog.joinSeq, joinSeq), eq(schema.auditLog.action, action)));
}

/** Outbox rows of registration `joinerId` of `kind`. */
export async function messagesOf(joinerId: number, kind: string) {
  return testDb()
    .select()
    .from(schema.smsOutbox)
    .where(and(eq(schema.smsOutbox.joinerId, joinerId), eq(schema.smsOutbox.kind, kind)));
}

/** A course's places as stored. */
export async function placesOf(ticketSeq: number) {
  const [t] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, ticketSeq));
  return { total: t.total, acceptable: t.acceptable };
}

/** Jobs of `kind` (queue name) in `schema` whose payload names `field` = `id`. */
export async function jobsFor(jobsSchema: string, kind: string, field: string, id: number) {
  const { rows } = await testDb().execute<{ state: string; start_after: Date }>(
    sql`SELECT state, start_after FROM ${sql.raw(jobsSchema)}.job WHERE name = ${kind} AND (data->>${field})::int = ${id}`,
  );
  return rows;
}
