/**
 * The production server of `npm start`, `npm run start:prod`, `npm test` and the benchmarks:
 * WEB_CONCURRENCY worker processes (default: the core count) managed by node:cluster on one port, each
 * running Next's request handler (ARCHITECTURE.md performance: one stateless worker per core; see
 * docs/architecture.md for the serving topology). Nothing that decides lives in a worker's memory
 * (rate limits, lockouts, sessions and places are in PostgreSQL or signed cookies), so any worker may
 * answer any request, and the same build runs as several instances behind nginx.
 *
 * Before Next, each worker:
 * - overwrites the client-address header from the socket unless TRUST_PROXY=1 (server/forwarded-for.mjs);
 * - gates applications (server/shed-load.mjs): courses it saw full are refused 409 S0003 at once,
 *   those beyond ACCEPT_INFLIGHT_MAX wait briefly, the rest are answered 503 Q0001;
 * - serves the opening rush's applications (a node handler on the route's own function) and race day's
 *   record lookups (the routes' own handlers) itself, compiled into dist/server/routes.mjs
 *   (server/routes.ts), unless NODE_ROUTES=0.
 * Public pages are cached by Next and, in production, by nginx in front (deploy/nginx.conf).
 *
 * A worker that dies is replaced; one that dies before it ever served stops the whole server (a broken
 * build must not restart forever). Each worker also runs the job queue's workers (started by
 * instrumentation.ts; off with JOBS_WORKER=0). SIGTERM/SIGINT stop the workers gracefully: open
 * requests, the work after answers and running jobs finish (jobs still running after 7 s go back to the
 * queue; lib/server-hooks.mjs), and the server exits 0.
 *
 * Plain JavaScript run by node itself: Next must load with the default export conditions, not the
 * react-server ones the start script runs under.
 */
import cluster from 'node:cluster';
import { existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { EnvError, readSiteEnv } from '../lib/env/schema.mjs';
import { acceptLimitsOf } from '../lib/http/accept-limits.mjs';
import { serverHooks, settlePendingWork, stopJobs } from '../lib/server-hooks.mjs';
import { setClientAddress } from './forwarded-for.mjs';
import { readNodeBody } from './node-body.mjs';
import { createLoadShedder } from './shed-load.mjs';
import { workerCount, workerPortsOf } from './worker-ports.mjs';

/** Connections the kernel holds for accept (capped by net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;
/** Running jobs get this long to finish when a worker stops (the primary kills workers at 10 s). */
const JOB_STOP_MS = 7_000;
const ROOT = path.resolve(import.meta.dirname, '..');
/** The routes served without Next's router, compiled by scripts/lib/build-server.ts. */
const ROUTES_BUNDLE = path.join(ROOT, 'dist', 'server', 'routes.mjs');

/** The site's settings (lib/env/schema.mjs): a malformed variable stops the server before any worker starts. */
function siteSettings() {
  try {
    return readSiteEnv();
  } catch (err) {
    if (!(err instanceof EnvError)) throw err;
    console.error(`[server] ${err.message}`);
    process.exit(1);
  }
}
const env = siteSettings();
const port = env.server.PORT;

if (cluster.isPrimary) {
  if (env.server.NODE_ROUTES && !existsSync(ROUTES_BUNDLE)) {
    console.error(`[server] ${path.relative(ROOT, ROUTES_BUNDLE)} is missing: run npm run build (or set NODE_ROUTES=0)`);
    process.exit(1);
  }
  // WEB_CONCURRENCY, else one worker per core.
  const count = workerCount(env.server);
  let stopping = false;
  const served = new Set();
  /** Each worker's slot (its own ports, server/worker-ports.mjs), which its replacement takes over. */
  const slots = new Map();
  const fork = (slot) => slots.set(cluster.fork({ WORKER_SLOT: String(slot) }).id, slot);
  const own = env.server.WORKER_PORTS ? `, and ${env.server.WORKER_PORTS} ports of its own each` : '';
  console.log(`[server] ${count} worker${count > 1 ? 's' : ''} on port ${port}${own}`);
  cluster.on('message', (worker, msg) => {
    if (msg === 'listening') served.add(worker.id);
  });
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) return;
    if (!served.has(worker.id)) {
      console.error(`[server] worker ${worker.process.pid} failed to start (${signal ?? code}); stopping`);
      stop(1);
      return;
    }
    console.error(`[server] worker ${worker.process.pid} exited (${signal ?? code}); starting another`);
    fork(slots.get(worker.id));
  });
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    const workers = Object.values(cluster.workers ?? {});
    // Workers finish open requests; past 10 s they are killed so a stop never hangs.
    const timer = setTimeout(() => {
      for (const w of workers) w?.process.kill('SIGKILL');
      process.exit(code);
    }, 10_000);
    let left = workers.length;
    if (left === 0) process.exit(code);
    for (const w of workers) {
      w?.once('exit', () => {
        if (--left === 0) {
          clearTimeout(timer);
          process.exit(code);
        }
      });
      w?.process.kill('SIGTERM');
    }
  };
  process.on('SIGTERM', () => stop(0));
  process.on('SIGINT', () => stop(0));
  for (let slot = 0; slot < count; slot++) fork(slot);
} else {
  // This entry stops the job queue with the HTTP server (instrumentation.ts starts it inside Next).
  serverHooks().entryStopsJobs = true;
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: ROOT, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const trustProxy = env.server.TRUST_PROXY;
  const workerHeader = env.server.SERVER_WORKER_HEADER ? String(cluster.worker?.id ?? 0) : null;
  /** @type {{ NODE_ROUTES: ReadonlyMap<string, (req: http.IncomingMessage, res: http.ServerResponse, body: Buffer) => Promise<void>>, knownFullRefusal: (body: Uint8Array) => ({ status: number, body: string } | null) } | null} */
  const own = env.server.NODE_ROUTES ? await import(pathToFileURL(ROUTES_BUNDLE).href) : null;
  const limits = acceptLimitsOf(env);
  // Half of the wait may pass here before the route, the other half is left for the queue inside it.
  const shed = createLoadShedder(
    ROOT,
    { ...limits, holdMs: Math.floor(limits.maxWaitMs / 2) },
    { ...(own && { knownFullRefusal: own.knownFullRefusal }), trustProxy },
  );
  const onRequest = (req, res) => {
    setClientAddress(req, trustProxy);
    // Lets tests see that requests reach more than one worker; off unless asked for.
    if (workerHeader) res.setHeader('x-served-by', workerHeader);
    shed(req, res, (body) => {
      const route = own?.NODE_ROUTES.get(`${req.method} ${(req.url ?? '').split('?')[0]}`);
      if (!route) return void handle(req, res);
      const served = body ? route(req, res, body) : readNodeBody(req).then((read) => route(req, res, read));
      served.catch(() => res.destroy());
    });
  };
  /**
   * Serves on `listenPort` (shared with the other workers through the primary, or this worker's own);
   * resolves once it listens. A worker that cannot listen dies before it ever served, which stops the
   * whole server.
   */
  const listenOn = (listenPort, exclusive) =>
    new Promise((resolve) => {
      const server = http.createServer(onRequest);
      // Longer than nginx's (60 s) and a load balancer's (AWS ALB: 60 s) idle timeout, so neither reuses a closed socket.
      server.keepAliveTimeout = 65_000;
      server.on('error', (err) => {
        console.error(`[server] cannot listen on port ${listenPort}: ${err.code ?? err.message}`);
        process.exit(1);
      });
      // A registration opening connects thousands at once: Node's default backlog (511) drops the rest of
      // the SYNs, and their clients retry after 1, 3, 7, 15 s, which looks like a hung site.
      server.listen({ port: listenPort, backlog: LISTEN_BACKLOG, exclusive }, () => resolve(server));
    });
  const ownPorts = workerPortsOf(env.server, env.server.WORKER_SLOT ?? 0);
  const servers = await Promise.all([listenOn(port, false), ...ownPorts.map((p) => listenOn(p, true))]);
  process.send?.('listening');
  // SIGINT reaches every worker of a terminal's process group; the primary decides when to stop.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => {
    // Open requests finish; then the work after answers and the running jobs (lib/server-hooks.mjs).
    const closed = Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    void Promise.all([closed.then(settlePendingWork), stopJobs(JOB_STOP_MS)]).then(() => process.exit(0));
    for (const server of servers) server.closeIdleConnections();
  });
}
