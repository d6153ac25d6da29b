/**
 * Security headers on every answer of the site (pages, API calls, files): Next adds them through
 * next.config.ts `headers()`, and the server entry adds them to the answers it gives itself without
 * Next (server/node-route.ts, server/shed-load.mjs). Plain JavaScript, so that both can load it.
 */

/** Browser features the site does not use are switched off; payment stays for the card checkout. */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(self), payment=(self), usb=(), serial=(), bluetooth=(), browsing-topics=()';

/** @type {ReadonlyArray<{ key: string, value: string }>} */
export const SECURITY_HEADERS = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
  { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
];

/**
 * The same headers as a node `writeHead` record (lower-case names), for the answers the server entry
 * gives itself (server/node-route.ts, server/shed-load.mjs).
 * @type {Readonly<Record<string, string>>}
 */
export const SECURITY_HEADER_RECORD = Object.fromEntries(SECURITY_HEADERS.map(({ key, value }) => [key.toLowerCase(), value]));
