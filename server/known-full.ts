import { defaultLocale } from '@/i18n/config';
import { ApiError } from '@/lib/errors';
import { apiErrorBody } from '@/lib/http/handler';
import { refuseKnownFull } from '@/lib/registration/full-courses';

/** An answer the server entry gives itself: status and JSON body. */
export interface EarlyAnswer {
  status: number;
  body: string;
}

/**
 * The 409 S0003 answer to the application JSON `body` (the bytes of POST /api/applicant/applyFor)
 * when one of its runners' courses is known full in this process (lib/registration/full-courses.ts,
 * the marks the route itself refuses with); null when none is, when it carries a waitlist invitation
 * (the place held for it is what makes the course look full), or when the body is not an application
 * (the route's own validation answers that one). At a registration opening most applications that
 * arrive after a course fills name that course: each answered here costs a JSON.parse, never waits
 * in the opening-rush queue and never gets 503 only to be refused on its retry (server/shed-load.mjs).
 * S0003's message is the list of full courses, the same in every language.
 */
export function knownFullRefusal(body: Uint8Array): EarlyAnswer | null {
  let application: unknown;
  try {
    application = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch {
    return null;
  }
  const { runners, joiner } = (application ?? {}) as { runners?: unknown; joiner?: { inviteToken?: unknown } };
  if (!Array.isArray(runners)) return null;
  if (typeof joiner?.inviteToken === 'string' && joiner.inviteToken) return null;
  // As the schema reads it: a number, or digits in a string.
  const ticketSeqs = runners
    .map((r) => Number((r as { ticketSeq?: unknown } | null)?.ticketSeq))
    .filter((n) => Number.isSafeInteger(n) && n > 0);
  try {
    refuseKnownFull(ticketSeqs.map((ticketSeq) => ({ ticketSeq })));
    return null;
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
    return { status: err.status, body: JSON.stringify(apiErrorBody(err, defaultLocale)) };
  }
}
