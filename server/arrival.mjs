/**
 * When an application arrived, for the accept queue's deadline (lib/http/admission.ts): the moment the
 * site's front door received it. Plain JavaScript: the server entry (server/main.mjs) runs it with node
 * itself.
 *
 * Behind a reverse proxy (TRUST_PROXY=1) that is the proxy's stamp: the shipped nginx sends
 * `X-Request-Start: t=<seconds since the epoch, with milliseconds>` (the convention of Heroku's router and
 * the APM tools), set when it passes the request on. At an opening the requests wait in the sockets
 * between nginx and a busy worker before the worker reads them; counted from the worker's reading, that
 * wait came on top of the queue's and pushed answers past the opening's 1 s goal. A stamp in the future
 * (clocks of two machines a little apart) counts as now; one older than a minute, or one that cannot be
 * read, is ignored, so a broken proxy cannot make every application look late. Without a trusted proxy
 * the header is whatever the client sent, and the worker's own clock is used.
 *
 * @param {{ headers: Record<string, string | string[] | undefined> }} req the incoming node:http request
 * @param {boolean} trustProxy TRUST_PROXY=1
 * @param {number} now ms since the epoch (the worker's clock)
 * @returns {number} ms since the epoch, never after `now`
 */
export function arrivalOf(req, trustProxy, now) {
  if (!trustProxy) return now;
  const header = req.headers['x-request-start'];
  const match = typeof header === 'string' ? /^t=(\d{9,11}(?:\.\d{1,6})?)$/.exec(header.trim()) : null;
  if (!match) return now;
  const stamp = Math.round(Number(match[1]) * 1000);
  if (stamp > now) return now;
  return now - stamp > MAX_AGE_MS ? now : stamp;
}

/** A proxy's stamp older than this is taken for a broken clock, not a wait. */
const MAX_AGE_MS = 60_000;
