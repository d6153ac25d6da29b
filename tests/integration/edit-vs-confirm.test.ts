import { inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { asAdmin } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { randomLatinName } from '../helpers/latin';
import { joinerBody, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

const seq = (n: number) => String(n).padStart(4, '0');

/**
 * A visitor's edit racing a staff payment confirmation (spec §4: CMPL may change phone and address
 * only). Ten groups, five streams of group renames each (50 parallel edits, within each group's lookup
 * budget) running while one staff CMPL of all ten lands: no edit may answer 200 with a paid registration.
 */
describe('visitor edits vs. staff CMPL', () => {
  it('no group name changes once the payment is confirmed', async () => {
    const t = await createTicket({ acceptable: 100 });
    const groups = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const joiner = { ...joinerBody(), exponent: `Crew ${randomLatinName(7)}` };
        const res = await api('POST', '/api/applicant/applyFor', { joiner, runners: [runnerBody(t.ticketSeq), runnerBody(t.ticketSeq)] });
        expect(res.status).toBe(200);
        return { joiner, joinSeq: res.body.joinSeq as number };
      }),
    );
    // Signed in beforehand, so that the confirmation leaves together with the edits.
    const staff = await asAdmin();
    // Five streams of renames per group keep edits in flight until the confirmation has landed.
    const answers: Array<Awaited<ReturnType<typeof api>>> = [];
    const stream = async (g: (typeof groups)[number]) => {
      for (let i = 0; i < 40; i++) {
        const a = await api('PUT', '/api/application/update', {
          joiner: { ...g.joiner, joinSeq: seq(g.joinSeq), exponent: `Crew ${randomLatinName(8)}` },
        });
        answers.push(a);
        if (a.status !== 200) return;
      }
    };
    const edits = Promise.all(groups.flatMap((g) => Array.from({ length: 5 }, () => stream(g))));
    await new Promise((r) => setTimeout(r, 150));
    const confirm = api('POST', '/api/admin/reception/confirm/CMPL', { joinSeqs: groups.map((g) => g.joinSeq).join(',') }, staff);
    const [, confirmed] = await Promise.all([edits, confirm]);
    expect(confirmed.status).toBe(200);
    for (const a of answers) {
      expect([200, 403]).toContain(a.status);
      if (a.status === 200) expect(a.body.joiner.paymentStatus).toBe('RSVT');
      else expect(a.body.errorCode).toBe('S0005');
    }
    const rows = await testDb()
      .select()
      .from(schema.joiners)
      .where(
        inArray(
          schema.joiners.joinSeq,
          groups.map((g) => g.joinSeq),
        ),
      );
    expect(rows.filter((j) => groups.some((g) => g.joinSeq === j.joinSeq) && j.paymentStatus === 'CMPL').length).toBeGreaterThanOrEqual(10);
    // After the confirmation every rename is refused.
    const late = await api('PUT', '/api/application/update', {
      joiner: { ...groups[0].joiner, joinSeq: seq(groups[0].joinSeq), exponent: `Late ${randomLatinName(6)}` },
    });
    expect(late.status).toBe(403);
  });
});
