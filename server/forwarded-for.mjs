/**
 * The client address Next and the per-client limits see (lib/auth/client-ip.ts). Plain JavaScript:
 * it runs in the server entry (server/main.mjs) before Next sees the request, outside the
 * TypeScript build.
 *
 * Without a trusted reverse proxy (TRUST_PROXY unset), X-Forwarded-For and X-Real-IP are whatever the
 * client chose to send, so a client could pick a fresh address per request and dodge every per-client
 * limit (login lockout, SMS and lookup limits). The header is then overwritten from the socket. With
 * TRUST_PROXY=1 the proxy in front has already overwritten it; only a missing header is filled.
 *
 * @param {{ headers: Record<string, string | string[] | undefined>, socket: { remoteAddress?: string } }} req
 *   the incoming node:http request (changed in place)
 * @param {boolean} trustProxy TRUST_PROXY=1
 */
export function setClientAddress(req, trustProxy) {
  const socketAddress = req.socket.remoteAddress ?? 'unknown';
  if (trustProxy && req.headers['x-forwarded-for']) return;
  req.headers['x-forwarded-for'] = socketAddress;
  req.headers['x-real-ip'] = socketAddress;
}
