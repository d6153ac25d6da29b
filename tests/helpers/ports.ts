import getPort, { portNumbers } from 'get-port';

/**
 * A TCP port free on localhost, for a server a test starts itself (an embedded PostgreSQL, a second
 * site). Taken below Linux's ephemeral range (32768–60999): the suite's own thousands of outgoing
 * connections borrow ports from that range, and a server that tries to listen on one of them fails.
 */
export function freePort(): Promise<number> {
  return getPort({ port: portNumbers(20_000, 32_000) });
}
