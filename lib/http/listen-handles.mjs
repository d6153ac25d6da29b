/**
 * The site's listening socket, shared by the workers through several descriptors each.
 *
 * Why not node:cluster's own sharing: Node 20's libuv (1.45 and later, "unix: don't accept() connections
 * in a loop") accepts ONE connection per listening descriptor per event-loop iteration. node:cluster gives
 * each worker one descriptor, so at a registration opening a worker whose iterations take tens of
 * milliseconds (it is rendering and accepting applications) drains the crowd of new connections at a few
 * dozen a second: `npm run bench:rush` saw hundreds of them wait 1-3 s in the kernel's accept queue before
 * any work started, in about one run in ten. Here the primary binds the socket once and sends it to each
 * worker `count` times over IPC; every send arrives as a new descriptor of the same socket, so a worker
 * accepts up to `count` connections per iteration. The primary never listens on it itself, so it never
 * accepts (it only keeps the socket for workers started later).
 *
 * Plain JavaScript, dependency-free: the server entry (scripts/server/cluster.mjs) runs it with node itself.
 */
import net from 'node:net';
import { getSystemErrorName } from 'node:util';

/** The message that carries one descriptor of the listening socket to a worker. */
const LISTEN_HANDLE = 'marathon:listen-handle';
/** A worker's message that it is ready for its descriptors. */
const READY = 'marathon:ready-to-listen';

/** How long a worker waits for its descriptors after asking; the primary sends them at once. */
const RECEIVE_TIMEOUT_MS = 10_000;

/**
 * Primary: binds `port` on every address (IPv6 and IPv4 where the machine has IPv6, as
 * `server.listen({ port })` does) without listening, and returns `give(worker)`, which sends the socket
 * to `worker` `count` times once the worker asks for it (`awaitListenHandles` in the worker), and
 * `close()`, which drops the primary's copy (the socket closes when the last worker closes its own).
 * net._createServerHandle is the call node:cluster makes for the same purpose (its SharedHandle).
 * @param {number} port
 * @param {number} count descriptors per worker
 * @throws {Error} when the port cannot be bound (EADDRINUSE when another process listens on it, EACCES)
 */
export function openListenHandle(port, count) {
  const handle = net._createServerHandle(null, port);
  if (typeof handle === 'number') throw new Error(`cannot bind port ${port}: ${getSystemErrorName(handle)}`);
  // libuv keeps a bind's EADDRINUSE (another process listens on the port) in this process's handle until
  // listen(), and a worker listening on the descriptor would silently take a random port instead; the
  // socket's own address tells (Node's checkBindError in net.js does the same for node:cluster).
  const bound = {};
  if (handle.getsockname(bound) !== 0 || (port > 0 && bound.port !== port)) {
    handle.close();
    throw new Error(`cannot bind port ${port}: EADDRINUSE`);
  }
  let closed = false;
  return {
    /** @param {import('node:cluster').Worker} worker */
    give(worker) {
      worker.on('message', (msg) => {
        // A worker that asks after the stop began gets nothing: it is being stopped too.
        if (msg !== READY || closed) return;
        // Node sends the descriptors one at a time; when the stop closes the primary's copy while some
        // are still queued, their send fails (EBADF). Without a callback that error is emitted on the
        // worker, uncaught, and ends the primary before it has stopped its workers. The worker is being
        // stopped anyway, so the failure needs nothing more.
        for (let i = 0; i < count; i++) worker.send(LISTEN_HANDLE, handle, () => undefined);
      });
    },
    close() {
      if (closed) return;
      closed = true;
      handle.close();
    },
  };
}

/**
 * Worker: asks the primary for the listening socket and resolves to the `count` descriptors it sends
 * (raw handles, each to pass to `server.listen(handle, backlog)`).
 * @param {number} count descriptors per worker, as given to openListenHandle
 * @param {number} [timeoutMs] how long to wait for all of them (default 10 s)
 * @returns {Promise<object[]>}
 * @throws {Error} (rejects) when they have not all arrived in time (the worker cannot open that many
 *   files, or the primary is stopping), so the worker fails its start instead of waiting forever
 */
export function awaitListenHandles(count, timeoutMs = RECEIVE_TIMEOUT_MS) {
  return new Promise((resolve, reject) => {
    const handles = [];
    const done = () => {
      clearTimeout(timer);
      process.off('message', onMessage);
    };
    const timer = setTimeout(() => {
      done();
      for (const handle of handles) handle.close();
      reject(new Error(`received ${handles.length} of ${count} listening descriptors in ${timeoutMs} ms`));
    }, timeoutMs);
    const onMessage = (msg, handle) => {
      if (msg !== LISTEN_HANDLE || !handle) return;
      handles.push(handle);
      if (handles.length < count) return;
      done();
      resolve(handles);
    };
    process.on('message', onMessage);
    process.send?.(READY);
  });
}
