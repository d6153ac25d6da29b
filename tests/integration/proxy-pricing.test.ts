import { describe, expect, it } from 'vitest';
import { adminApi } from '../helpers/admin';
import { joinerBody, runnerBody } from '../helpers/people';
import { createTicket } from '../helpers/tickets';

describe('staff proxy entry is priced like the public apply path (spec §9)', () => {
  it('an individual entered as a disabled participant pays the disabled price; standard by default', async () => {
    const half = await createTicket({ ticketPrice: 40000, disabledPrice: 20000 });
    const disabled = await adminApi('POST', '/api/admin/applicant/applyForAll', {
      joiner: { ...joinerBody(), exponent: null, priceCategory: 'disabled', amount: 40000 },
      runners: { INS: [runnerBody(half.ticketSeq)], UPD: [], DEL: [] },
    });
    expect(disabled.status).toBe(200);
    expect(disabled.body.amount).toBe(20000);
    const found = await adminApi('GET', `/api/admin/applicant/findby?joinSeq=${String(disabled.body.joinSeq).padStart(4, '0')}`);
    expect(found.body.applicant).toMatchObject({ priceCategory: 'disabled', amount: 20000 });

    const standard = await adminApi('POST', '/api/admin/applicant/applyForAll', {
      joiner: { ...joinerBody(), exponent: null },
      runners: { INS: [runnerBody(half.ticketSeq)], UPD: [], DEL: [] },
    });
    expect(standard.body.amount).toBe(40000);
  });

  it('the school price needs a group of 10: an individual asking for it is refused', async () => {
    const health = await createTicket({ ticketPrice: 20000, schoolGroupPrice: 15000 });
    const res = await adminApi('POST', '/api/admin/applicant/applyForAll', {
      joiner: { ...joinerBody(), exponent: null, priceCategory: 'school' },
      runners: { INS: [runnerBody(health.ticketSeq)], UPD: [], DEL: [] },
    });
    expect(res.status).toBe(400);
  });
});
