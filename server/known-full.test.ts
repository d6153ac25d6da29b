import { afterEach, describe, expect, it } from 'vitest';
import { invalidate } from '@/lib/cache/memo';
import { errorResponse } from '@/lib/http/handler';
import { ApiError } from '@/lib/errors';
import { CATALOGUE_CACHE } from '@/lib/registration/places';
import { noteFull, refuseKnownFull } from '@/lib/registration/full-courses';
import { knownFullRefusal } from './known-full';

afterEach(() => invalidate(CATALOGUE_CACHE));

const body = (o: unknown) => new TextEncoder().encode(JSON.stringify(o));

describe('the server entry refusing a course known full before the queue', () => {
  it('gives, for an application body, the very answer the route gives', async () => {
    noteFull(31, '5km');
    const early = knownFullRefusal(body({ joiner: {}, runners: [{ ticketSeq: 32 }, { ticketSeq: '31' }] }));
    let thrown: ApiError | undefined;
    try {
      refuseKnownFull([{ ticketSeq: 31 }]);
    } catch (e) {
      thrown = e as ApiError;
    }
    const route = errorResponse(new Request('http://localhost/api/applicant/applyFor'), thrown);
    expect(early).toEqual({ status: route.status, body: await route.text() });
    expect(early?.status).toBe(409);
  });

  it('lets through what it cannot refuse: other courses, an invitation, a body that is not an application', () => {
    noteFull(41, 'half');
    expect(knownFullRefusal(body({ runners: [{ ticketSeq: 42 }] }))).toBeNull();
    expect(knownFullRefusal(body({ joiner: { inviteToken: 'abc' }, runners: [{ ticketSeq: 41 }] }))).toBeNull();
    expect(knownFullRefusal(body({ runners: 'all' }))).toBeNull();
    expect(knownFullRefusal(new TextEncoder().encode('{"runners":'))).toBeNull();
  });
});
