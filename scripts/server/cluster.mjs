/**
 * The production server of `npm start`, `npm test` and the benchmarks: WEB_CONCURRENCY worker
 * processes (default: the core count; 1 = a single process) managed by node:cluster, each running
 * Next's request handler (ARCHITECTURE.md performance: one stateless worker per core). They share one
 * listening socket, LISTEN_FDS_PER_WORKER descriptors of it each (lib/http/listen-handles.mjs:
 * Node 20 accepts one new connection per descriptor per event-loop iteration).
 * Nothing that decides lives in a worker's memory (rate limits, lockouts, sessions and places are in
 * PostgreSQL or signed cookies), so any worker may answer any request, and the same build runs as
 * several instances behind a load balancer.
 *
 * Each worker overwrites the client-address header from the socket unless TRUST_PROXY=1
 * (lib/http/forwarded-for.mjs), answers applications for courses it saw full with 409 S0003, holds
 * those beyond ACCEPT_INFLIGHT_MAX briefly and answers the rest 503 Q0001, before Next spends work on
 * them (lib/http/shed-load.mjs). Public GET answers are served from the worker's micro-cache
 * (lib/http/micro-cache.mjs, MICRO_CACHE_MS). A worker that dies is replaced; one that dies before
 * it ever served stops the whole server (a broken build must not restart forever). Each worker also
 * runs the job queue's workers (started by instrumentation.ts, lib/jobs/start-in-server.ts; off with
 * JOBS_WORKER=0). SIGTERM/SIGINT stop the workers gracefully (open requests and running jobs finish,
 * jobs still running after 7 s go back to the queue) and exit 0.
 *
 * Plain JavaScript run by node itself: Next must load with the default export conditions, not the
 * react-server ones the start script runs under.
 */
import cluster from 'node:cluster';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { EnvError, readSiteEnv } from '../../lib/env/schema.mjs';
import { acceptLimitsOf } from '../../lib/http/accept-limits.mjs';
import { setClientAddress } from '../../lib/http/forwarded-for.mjs';
import { createLoadShedder } from '../../lib/http/shed-load.mjs';
import { afterTasks } from '../../lib/http/after-tasks.mjs';
import { createDirectRoutes, loadRouteHandler } from '../../lib/http/direct-route.mjs';
import { createMicroCache, MICRO_CACHE_BRIDGE } from '../../lib/http/micro-cache.mjs';
import { awaitListenHandles, openListenHandle } from '../../lib/http/listen-handles.mjs';
import { jobStops, stopJobs } from '../../lib/jobs/stop-bridge.mjs';

/** Route handlers the worker entry calls itself: applications, and personal and team record lookups. */
const DIRECT_ROUTES = [
  ['POST', '/api/applicant/applyFor'],
  ['POST', '/api/ranking/person'],
  ['POST', '/api/ranking/team'],
];
/** Connections the kernel holds for accept (capped by net.core.somaxconn). */
const LISTEN_BACKLOG = 4096;
const ROOT = path.resolve(import.meta.dirname, '..', '..');

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
const listenFds = env.server.LISTEN_FDS_PER_WORKER;

if (cluster.isPrimary) {
  // WEB_CONCURRENCY, else one worker per core.
  const count = env.server.WEB_CONCURRENCY ?? os.availableParallelism();
  let listenSocket;
  try {
    listenSocket = openListenHandle(port, listenFds);
  } catch (err) {
    console.error(`[server] ${err.message}`);
    process.exit(1);
  }
  const fork = () => listenSocket.give(cluster.fork());
  let stopping = false;
  const served = new Set();
  console.log(`[server] ${count} worker${count > 1 ? 's' : ''} on port ${port}`);
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
    fork();
  });
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    // New connections are refused once the workers have closed their descriptors too.
    listenSocket.close();
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
  for (let i = 0; i < count; i++) fork();
} else {
  // This entry stops the job queue with the HTTP servers (instrumentation.ts starts it inside Next).
  jobStops().entryStops = true;
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: ROOT, port, hostname: 'localhost' });
  await app.prepare();
  const handle = app.getRequestHandler();
  const trustProxy = env.server.TRUST_PROXY;
  const workerHeader = env.server.SERVER_WORKER_HEADER ? String(cluster.worker?.id ?? 0) : null;
  // Next answers the micro-cache's misses on a loopback port of this worker only.
  const inner = http.createServer((req, res) => void handle(req, res));
  await new Promise((resolve) => inner.listen(0, '127.0.0.1', resolve));
  const cache = createMicroCache({ maxAgeMs: env.server.MICRO_CACHE_MS, upstream: inner.address() });
  // Invalidations of the per-process caches and page revalidations (in Next's bundles) clear it.
  globalThis[MICRO_CACHE_BRIDGE] = { clear: cache.clear };
  // The hot calls of the opening rush and of race-day records skip Next's router
  // (lib/http/direct-route.mjs) unless DIRECT_ROUTES=0.
  const directRoutes = env.server.DIRECT_ROUTES ? DIRECT_ROUTES : [];
  // Refusing full courses before Next reads the body, which only the direct call can take from there.
  const limits = acceptLimitsOf(env);
  // Half of the wait may pass here before Next, the other half is left for the queue inside it.
  const shed = createLoadShedder(
    ROOT,
    { ...limits, holdMs: Math.floor(limits.maxWaitMs / 2) },
    { refuseFullEarly: directRoutes.length > 0 },
  );
  const direct = createDirectRoutes(
    ROOT,
    new Map(
      await Promise.all(directRoutes.map(async ([method, route]) => [`${method} ${route}`, await loadRouteHandler(ROOT, route, method)])),
    ),
  );
  const onRequest = (req, res) => {
    setClientAddress(req, trustProxy);
    // Lets tests see that requests reach more than one worker; off unless asked for.
    if (workerHeader) res.setHeader('x-served-by', workerHeader);
    shed(req, res, () => direct(req, res, () => cache.serve(req, res, () => void handle(req, res))));
  };
  // One HTTP server per descriptor of the shared listening socket (lib/http/listen-handles.mjs):
  // each accepts one new connection per event-loop iteration.
  const handles = await awaitListenHandles(listenFds).catch((err) => {
    // A worker without its descriptors dies before it ever served, which stops the whole server.
    console.error(`[server] cannot listen on port ${port}: ${err.message}`);
    process.exit(1);
  });
  /** Serves on one descriptor; resolves once it listens (a listen error ends the worker instead). */
  const listenOn = (listenHandle) =>
    new Promise((resolve) => {
      const server = http.createServer(onRequest);
      // Longer than a load balancer's idle timeout (AWS ALB: 60 s), so it never reuses a closed socket.
      server.keepAliveTimeout = 65_000;
      server.on('error', (err) => {
        // A worker that cannot listen dies before it ever served, which stops the whole server.
        if (err.syscall === 'listen') {
          console.error(`[server] cannot listen on port ${port}: ${err.code ?? err.message}`);
          process.exit(1);
        }
        // A failed accept (EMFILE: out of open files) loses that one connection (its client sees it reset);
        // the server keeps listening, and ending the worker would lose every open request with it.
        console.error(`[server] ${err.syscall ?? 'server'} failed on port ${port}: ${err.code ?? err.message}`);
      });
      // A registration opening connects thousands at once: Node's default backlog (511) drops the rest of
      // the SYNs, and their clients retry after 1, 3, 7, 15 s, which looks like a hung site.
      server.listen(listenHandle, LISTEN_BACKLOG, () => resolve(server));
    });
  const servers = await Promise.all(handles.map(listenOn));
  process.send?.('listening');
  // SIGINT reaches every worker of a terminal's process group; the primary decides when to stop.
  process.on('SIGINT', () => undefined);
  process.on('SIGTERM', () => {
    // Work after answers (lib/http/after-answer.ts, e.g. the registration-number recovery) finishes first.
    // Running jobs finish (or go back to the queue) meanwhile.
    const closed = servers.map((server) => new Promise((resolve) => server.close(resolve)));
    void Promise.all([Promise.all(closed).then(() => Promise.allSettled([...afterTasks()])), stopJobs()]).then(() => process.exit(0));
    for (const server of servers) server.closeIdleConnections();
    inner.close();
    inner.closeIdleConnections();
  });
}
