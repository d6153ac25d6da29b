/**
 * How the worker entry (scripts/server/cluster.mjs) refuses an application for a course this process
 * already saw full, before Next and before the opening-rush queue: at a registration opening most
 * applications that arrive after a course fills name that course, and each one answered 409 S0003 here
 * costs a JSON.parse instead of a web Request, the schema and a route handler, and never waits in the
 * queue or gets 503 Q0001 only to be refused on its retry. The knowledge of full courses and the S0003
 * answer stay in lib/registration/full-courses.ts (inside Next's bundles), which registers its refusal
 * here when it loads; the worker entry cannot import that module instance. Plain JavaScript: both
 * sides load it.
 */
import { ERROR_CATALOGUE } from '../errors/catalogue.mjs';

export const FULL_COURSES_BRIDGE = Symbol.for('marathon.full-courses');

/**
 * Registers `refusal`: given the ticketSeqs an application names, the JSON body of its 409 S0003
 * answer when one of them is known full, else null.
 * @param {(ticketSeqs: number[]) => string | null} refusal
 */
export function setKnownFullRefusal(refusal) {
  globalThis[FULL_COURSES_BRIDGE] = refusal;
}

/**
 * The 409 S0003 answer to the application JSON `body` (the bytes of POST /api/applicant/applyFor)
 * when one of its runners' courses is known full in this process; null when none is, when nothing is
 * registered (`next dev`, tests without the worker entry), when it carries a waitlist invitation (the
 * place held for it is what makes the course look full), or when the body is not an application (the
 * route's own validation answers that one).
 * @param {Uint8Array} body
 * @returns {{ status: number, body: string } | null}
 */
export function knownFullRefusal(body) {
  const refusal = globalThis[FULL_COURSES_BRIDGE];
  if (typeof refusal !== 'function') return null;
  let application;
  try {
    application = JSON.parse(Buffer.from(body.buffer, body.byteOffset, body.byteLength).toString('utf8'));
  } catch {
    return null;
  }
  const runners = application?.runners;
  if (!Array.isArray(runners)) return null;
  // A waitlist invitation's runner takes the place held for them: the course looks full to everybody else.
  if (typeof application?.joiner?.inviteToken === 'string' && application.joiner.inviteToken) return null;
  // As the schema reads it: a number, or digits in a string.
  const ticketSeqs = runners.map((r) => Number(r?.ticketSeq)).filter((n) => Number.isSafeInteger(n) && n > 0);
  const answer = ticketSeqs.length ? refusal(ticketSeqs) : null;
  return answer === null ? null : { status: ERROR_CATALOGUE.S0003.status, body: answer };
}
