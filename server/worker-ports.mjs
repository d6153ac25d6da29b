/**
 * The ports the workers listen on by themselves (WORKER_PORTS each, from WORKER_PORT_BASE), besides the
 * shared port: nginx in front lists them all as its upstream servers (scripts/lib/run-site.ts,
 * deploy/nginx.conf). Why: a Node 20 worker takes one new connection per listening socket per
 * event-loop iteration, and node:cluster's shared port hands a worker one connection per round trip
 * through the primary; at a registration opening nginx opens hundreds of connections to the workers
 * within a second, and either way they waited seconds for a busy worker (docs/operations.md). Sockets
 * of its own (`listen({ exclusive: true })`) let a worker take one connection per socket per iteration.
 * Plain JavaScript: the server entry runs it with node itself; the start scripts read it too.
 */
import os from 'node:os';

/**
 * @param {{ PORT: number, WEB_CONCURRENCY?: number, WORKER_PORTS?: number, WORKER_PORT_BASE?: number }} server
 *   the server settings (lib/env/schema.mjs)
 * @returns {number} how many workers the server entry starts
 */
export function workerCount(server) {
  return server.WEB_CONCURRENCY ?? os.availableParallelism();
}

/**
 * The ports worker slot `slot` (0 … workerCount − 1; a replacement takes its predecessor's slot)
 * listens on by itself; none when WORKER_PORTS is 0.
 * @param {{ PORT: number, WEB_CONCURRENCY?: number, WORKER_PORTS?: number, WORKER_PORT_BASE?: number }} server
 * @param {number} slot
 * @returns {number[]}
 */
export function workerPortsOf(server, slot) {
  const n = server.WORKER_PORTS ?? 0;
  const base = server.WORKER_PORT_BASE ?? server.PORT + 1;
  return Array.from({ length: n }, (_, k) => base + slot * n + k);
}

/**
 * Every worker's own ports, slot by slot: nginx's upstream servers.
 * @param {{ PORT: number, WEB_CONCURRENCY?: number, WORKER_PORTS?: number, WORKER_PORT_BASE?: number }} server
 * @returns {number[]}
 */
export function allWorkerPorts(server) {
  return Array.from({ length: workerCount(server) }, (_, slot) => workerPortsOf(server, slot)).flat();
}
