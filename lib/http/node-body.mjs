/**
 * Request bodies the worker entry reads itself (scripts/server/cluster.mjs): the opening-rush gate
 * reads an application's body to refuse a full course at once (lib/http/shed-load.mjs), the direct
 * route calls hand bodies to route handlers without a web stream (lib/http/direct-route.mjs). A body
 * is read once: whoever reads it first keeps it on the node request for the next. Plain JavaScript.
 */

/**
 * Bytes read before a handler runs: more than any route handler called this way accepts (the
 * application's limit is 64 kB, lib/http/body-limit.ts), so the handler's own check still decides,
 * and answers 413, for a larger one; the rest is not read.
 */
const MAX_BODY_BYTES = 1024 * 1024;

const READ = Symbol('marathon.node-body');

/**
 * The body of the node request `req`, up to just past MAX_BODY_BYTES (the rest is drained, not kept);
 * read from the socket the first time, the same bytes afterwards.
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export function readNodeBody(req) {
  req[READ] ??= new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    const done = () => {
      req.off('data', onData);
      req.off('end', done);
      req.off('error', reject);
      resolve(Buffer.concat(chunks));
    };
    const onData = (c) => {
      chunks.push(c);
      size += c.length;
      if (size > MAX_BODY_BYTES) {
        done();
        req.resume();
      }
    };
    req.on('data', onData);
    req.on('end', done);
    req.on('error', reject);
  });
  return req[READ];
}

const ATTACHED = Symbol.for('marathon.attached-bodies');

/** Bodies handed to route handlers beside their request (shared by the worker entry and Next's bundles). */
function attached() {
  globalThis[ATTACHED] ??= new WeakMap();
  return globalThis[ATTACHED];
}

/**
 * Hands `bytes` to the route handler as the body of `request`, a request built without one
 * (lib/http/direct-route.mjs): a web stream per request costs more CPU than the application it
 * carries. lib/http/body-limit.ts takes it.
 * @param {object} request
 * @param {Uint8Array} bytes
 */
export function attachBody(request, bytes) {
  attached().set(request, bytes);
}

/**
 * The body the worker entry attached to `request` (removed: it is read once), or undefined when the
 * request came another way (through Next, or in `next dev`) and its stream holds the body.
 * @param {object} request
 * @returns {Uint8Array | undefined}
 */
export function takeAttachedBody(request) {
  const bytes = attached().get(request);
  if (bytes) attached().delete(request);
  return bytes;
}
