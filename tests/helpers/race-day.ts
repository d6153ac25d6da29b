import { eq, sql } from 'drizzle-orm';
import * as schema from '@/db/schema';
import { api, testDb } from './env';
import { joinerBody, randomMobile, randomName, runnerBody } from './people';

export interface PaidRunner {
  joinSeq: number;
  joinerId: number;
  runnerSeq: number;
  runnerName: string;
  joinerName: string;
  cellphone: string;
}

/**
 * `n` individual registrations on course `ticketSeq` made through the public API, then marked paid
 * (CMPL) in the database as a staff deposit confirmation leaves them. `runner` overrides runner fields.
 */
export async function paidRunners(ticketSeq: number, n: number, runner: Record<string, unknown> = {}): Promise<PaidRunner[]> {
  const out: PaidRunner[] = [];
  for (let i = 0; i < n; i++) {
    const joiner = joinerBody(randomName(), randomMobile());
    const res = await api('POST', '/api/applicant/applyFor', {
      joiner,
      runners: [{ ...runnerBody(ticketSeq, { runnerName: joiner.joinerName, cellphone: joiner.cellphone }), ...runner }],
    });
    if (res.status !== 200) throw new Error(`apply failed: ${res.status} ${JSON.stringify(res.body)}`);
    const [r] = await testDb()
      .select({ joinerId: schema.runners.joinerId, runnerSeq: schema.runners.runnerSeq, runnerName: schema.runners.runnerName })
      .from(schema.runners)
      .innerJoin(schema.joiners, eq(schema.joiners.joinerId, schema.runners.joinerId))
      .where(sql`${schema.joiners.joinSeq} = ${res.body.joinSeq} AND ${schema.runners.ticketSeq} = ${ticketSeq}`);
    out.push({
      joinSeq: res.body.joinSeq,
      joinerId: r.joinerId,
      runnerSeq: r.runnerSeq,
      runnerName: r.runnerName,
      joinerName: joiner.joinerName,
      cellphone: joiner.cellphone,
    });
  }
  await markPaid(out.map((r) => r.joinerId));
  return out;
}

/**
 * Marks registrations paid (CMPL), as the staff deposit confirmation does, one millisecond apart in
 * the order given (bibs given in payment order follow it).
 */
export async function markPaid(joinerIds: number[]): Promise<void> {
  const start = Date.now();
  for (const [i, joinerId] of joinerIds.entries()) {
    await testDb()
      .update(schema.joiners)
      .set({ paymentStatus: 'CMPL', paidAt: new Date(start + i) })
      .where(eq(schema.joiners.joinerId, joinerId));
  }
}

/**
 * A bib range of `size` numbers that no saved course range and no runner's bib of the edition uses
 * (test files run side by side on one edition and each needs numbers of its own).
 */
export async function freeBibRange(size: number): Promise<{ from: number; to: number }> {
  for (;;) {
    const from = 10_000 + Math.floor(Math.random() * 88) * 1000;
    const to = from + size - 1;
    const { rows } = await testDb().execute(sql`
      SELECT 1 FROM bib_ranges WHERE from_no <= ${to} AND to_no >= ${from}
      UNION ALL SELECT 1 FROM runners WHERE back_no BETWEEN ${from} AND ${to} LIMIT 1`);
    if (rows.length === 0) return { from, to };
  }
}

/** The runner's own lookup (POST /api/application/search): what the lookup page shows. */
export async function lookupRunner(r: Pick<PaidRunner, 'joinSeq' | 'joinerName' | 'cellphone'>) {
  const res = await api('POST', '/api/application/search', {
    joinSeq: String(r.joinSeq).padStart(4, '0'),
    joinerName: r.joinerName,
    cellphone: r.cellphone,
  });
  if (res.status !== 200) throw new Error(`lookup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
