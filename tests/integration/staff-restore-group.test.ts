import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import * as schema from '@/db/schema';
import { adminApi } from '../helpers/admin';
import { api, testDb } from '../helpers/env';
import { joinerBody, randomName, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

describe('staff bringing back a cancelled group', () => {
  it('is refused with the group-name message when another live group has taken the name, and changes nothing', async () => {
    const course = await createTicket();
    const exponent = `달리기 ${randomName()}${randomName()}`;
    const first = await api('POST', '/api/applicant/applyFor', {
      joiner: { ...joinerBody(), exponent },
      runners: [runnerBody(course.ticketSeq), runnerBody(course.ticketSeq)],
    });
    expect(first.status).toBe(200);
    expect((await adminApi('POST', '/api/admin/reception/confirm/CNCL', { joinSeqs: String(first.body.joinSeq) })).status).toBe(200);
    const second = await api('POST', '/api/applicant/applyFor', {
      joiner: { ...joinerBody(), exponent },
      runners: [runnerBody(course.ticketSeq), runnerBody(course.ticketSeq)],
    });
    expect(second.status).toBe(200);

    const restore = await adminApi('POST', '/api/admin/reception/confirm/RSVT', { joinSeqs: String(first.body.joinSeq) });
    expect(restore.status).toBe(400);
    expect(restore.body.errorMessage).toMatch(/단체명|그룹/);
    const [j] = await testDb().select().from(schema.joiners).where(eq(schema.joiners.joinSeq, first.body.joinSeq));
    expect(j.paymentStatus).toBe('CNCL');
    const [t] = await testDb().select().from(schema.tickets).where(eq(schema.tickets.ticketSeq, course.ticketSeq));
    expect(t.total).toBe(2); // the second group's two places only
  });
});
