/**
 * The sockets the workers listen on by themselves (WORKER_PORTS each), besides the shared port: TCP
 * ports from WORKER_PORT_BASE, or Unix sockets in WORKER_SOCKET_DIR. nginx in front lists them all as
 * its upstream servers (scripts/lib/run-site.ts, deploy/nginx.conf). Why several: a Node 20 worker
 * takes one new connection per listening socket per event-loop iteration, and node:cluster's shared
 * port hands a worker one connection per round trip through the primary; at a registration opening
 * nginx opens hundreds of connections to the workers within a second, and either way they waited
 * seconds for a busy worker (docs/operations.md). Sockets of its own (`listen({ exclusive: true })`)
 * let a worker take one connection per socket per iteration. Why Unix sockets when nginx runs on the
 * same machine: every answer crosses to nginx, and over loopback TCP the kernel runs the whole TCP
 * stack for it (a quarter of a worker's busy time in an opening's profile was that write).
 * Plain JavaScript: the server entry runs it with node itself; the start scripts read it too.
 */
import os from 'node:os';
import path from 'node:path';

/** @typedef {{ PORT: number, WEB_CONCURRENCY?: number, WORKER_PORTS?: number, WORKER_PORT_BASE?: number, WORKER_SOCKET_DIR?: string }} ServerSettings the server settings (lib/env/schema.mjs) */

/** Longest Unix socket path Linux takes (sun_path holds 108 bytes with its terminating zero). */
const MAX_SOCKET_PATH = 107;

/**
 * @param {ServerSettings} server
 * @returns {number} how many workers the server entry starts
 */
export function workerCount(server) {
  return server.WEB_CONCURRENCY ?? os.availableParallelism();
}

/**
 * The ports worker slot `slot` (0 … workerCount − 1; a replacement takes its predecessor's slot)
 * listens on by itself; none when WORKER_PORTS is 0 or its listeners are Unix sockets.
 * @param {ServerSettings} server
 * @param {number} slot
 * @returns {number[]}
 */
export function workerPortsOf(server, slot) {
  if (server.WORKER_SOCKET_DIR) return [];
  const n = server.WORKER_PORTS ?? 0;
  const base = server.WORKER_PORT_BASE ?? server.PORT + 1;
  return Array.from({ length: n }, (_, k) => base + slot * n + k);
}

/**
 * What worker slot `slot` listens on by itself: its ports (numbers), or with WORKER_SOCKET_DIR its
 * Unix sockets (absolute paths, `worker-<slot>-<k>.sock`). Throws when a socket path would be longer
 * than Linux allows (a folder too deep), rather than letting the worker fail to listen.
 * @param {ServerSettings} server
 * @param {number} slot
 * @returns {Array<number | string>}
 */
export function workerListenersOf(server, slot) {
  const dir = server.WORKER_SOCKET_DIR;
  if (!dir) return workerPortsOf(server, slot);
  const paths = Array.from({ length: server.WORKER_PORTS ?? 0 }, (_, k) => path.join(dir, `worker-${slot}-${k}.sock`));
  const long = paths.find((p) => Buffer.byteLength(p) > MAX_SOCKET_PATH);
  if (long) throw new Error(`WORKER_SOCKET_DIR is too deep for a Unix socket (${long} is over ${MAX_SOCKET_PATH} bytes)`);
  return paths;
}

/**
 * Every worker's own listeners, slot by slot: nginx's upstream servers.
 * @param {ServerSettings} server
 * @returns {Array<number | string>}
 */
export function allWorkerListeners(server) {
  return Array.from({ length: workerCount(server) }, (_, slot) => workerListenersOf(server, slot)).flat();
}
