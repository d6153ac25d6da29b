/**
 * The body of a request the server entry answers itself (server/main.mjs): the opening-rush gate reads
 * an application's body to refuse a full course at once (server/shed-load.mjs), and the routes served
 * without Next's router (server/routes.ts) get it from there. Plain JavaScript: the server entry runs
 * it with node itself.
 */

/**
 * Bytes read before a route runs: more than any route served this way accepts (an application's limit
 * is 64 kB, lib/http/body-limit.ts), so the route's own check still decides, and answers 413, for a
 * larger one; the rest is not kept.
 */
const MAX_BODY_BYTES = 1024 * 1024;

/**
 * The body of the node request `req`, up to just past MAX_BODY_BYTES (the rest is drained, not kept).
 * @param {import('node:http').IncomingMessage} req
 * @returns {Promise<Buffer>}
 */
export function readNodeBody(req) {
  return new Promise((resolve, reject) => {
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
}
