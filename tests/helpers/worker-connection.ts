import http from 'node:http';

/**
 * A kept-alive connection (an agent of one socket) that worker `id` of a two-worker server accepted.
 * The operating system gives a new connection to whichever worker accepts first, and on an idle machine
 * connections opened one after another can all go to the same worker; several opened together reach
 * both. `probe(agent)` sends one request on `agent` and resolves to the worker that answered
 * (x-served-by), or null when the server does not answer yet (it is then asked again a little later).
 * Throws after `rounds` rounds of `together` connections without one of worker `id`. On a busy
 * machine the other worker can win every accept for a while: rounds are spaced a little apart.
 */
export async function connectionTo(
  id: string,
  probe: (agent: http.Agent) => Promise<string | null>,
  rounds = 60,
  together = 8,
): Promise<http.Agent> {
  for (let i = 0; i < rounds; i++) {
    const agents = Array.from({ length: together }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const seen = await Promise.all(agents.map((a) => probe(a).catch(() => null)));
    const k = seen.indexOf(id);
    agents.forEach((a, j) => j !== k && a.destroy());
    if (k >= 0) return agents[k];
    await new Promise((r) => setTimeout(r, seen.every((s) => s === null) ? 300 : 50));
  }
  throw new Error(`worker ${id} took none of ${rounds * together} connections`);
}
