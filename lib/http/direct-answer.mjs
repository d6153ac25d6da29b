/**
 * JSON answers of the routes the worker entry calls itself (lib/http/direct-route.mjs) without a web
 * Response. A web Response costs a body stream made transferable when built and a stream read when
 * written out: together about as much CPU as a record lookup's own work (npm run bench:records,
 * --cpu-prof). The worker entry marks the requests it builds; lib/http/handler.ts jsonAnswer gives
 * such a request an answer record here instead of a Response, and the worker entry writes it as it
 * is. Any other request (through Next, in `next dev`, in tests) gets a normal Response. Plain
 * JavaScript with global symbols: the worker entry and Next's bundles each load their own copy.
 */
const DIRECT_REQUEST = Symbol.for('marathon.direct-request');
const DIRECT_ANSWER = Symbol.for('marathon.direct-answer');

/**
 * Marks `request` as built by the worker entry.
 * @param {object} request
 */
export function markDirectRequest(request) {
  request[DIRECT_REQUEST] = true;
}

/**
 * Whether `request` was built by the worker entry (it then takes a direct answer).
 * @param {object} request
 * @returns {boolean}
 */
export function isDirectRequest(request) {
  return request[DIRECT_REQUEST] === true;
}

/**
 * The answer record of a JSON body: `status`, `headers` (names in lower case, no content-type;
 * set-cookie as a list) and the serialised `body`.
 * @param {number} status
 * @param {Record<string, string | string[]>} headers
 * @param {unknown} data
 * @returns {{ status: number, headers: Record<string, string | string[]>, body: Buffer }}
 */
export function directJsonAnswer(status, headers, data) {
  return { [DIRECT_ANSWER]: true, status, headers, body: Buffer.from(JSON.stringify(data)) };
}

/**
 * The answer record in `value`, or null when it is something else (a web Response).
 * @param {unknown} value
 * @returns {{ status: number, headers: Record<string, string | string[]>, body: Buffer } | null}
 */
export function directAnswerOf(value) {
  return value !== null && typeof value === 'object' && value[DIRECT_ANSWER] === true ? value : null;
}
