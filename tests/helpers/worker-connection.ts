import http from 'node:http';

/**
 * A kept-alive connection (an agent of one socket) that worker `id` of a two-worker server accepted.
 * The operating system gives a new connection to whichever worker accepts first, and on an idle machine
 * connections opened one after another can all go to the same worker; several opened together reach
 * both. `probe(agent)` sends one request on `agent` and resolves to the worker that answered
 * (x-served-by), or null when the server does not answer yet (it is then asked again a little later).
 * Throws after `rounds` rounds of `together` connections without one of worker `id`.
 */
export async function connectionTo(
  id: string,
  probe: (agent: http.Agent) => Promise<string | null>,
  rounds = 20,
  together = 8,
): Promise<http.Agent> {
  for (let i = 0; i < rounds; i++) {
    const agents = Array.from({ length: together }, () => new http.Agent({ keepAlive: true, maxSockets: 1 }));
    const seen = await Promise.all(agents.map((a) => probe(a).catch(() => null)));
    const k = seen.indexOf(id);
    agents.forEach((a, j) => j !== k && a.destroy());
    if (k >= 0) return agents[k];
    if (seen.every((s) => s === null)) await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`worker ${id} took none of ${rounds * together} connections`);
}
