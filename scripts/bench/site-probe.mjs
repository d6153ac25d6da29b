/**
 * Preloaded into the site's processes by `npm run bench:rush` (node --import, inherited by the
 * workers) when BENCH_SITE_PROBE names a file prefix; does nothing otherwise and is never loaded by
 * `npm start`. In each worker it times every POST /api/applicant/applyFor from the moment the worker's
 * HTTP server hands it over (its 'request' event, where the accept queue's wait starts) to the end of
 * the answer, samples the worker's event-loop delay from the first application on, and notes when it
 * accepted each connection (its 'connection' event, epoch ms, by the client's port). It writes
 * `{ answers: [[ms, status], ...], accepted: [[port, epochMs], ...], loopDelayMs: { p50, p99, max } }`
 * to `<prefix>-<pid>.json` when the worker exits.
 *
 * Why: the load generator shares the two cores with the site, so the latency it measures also holds
 * the time a request waits before a busy worker reads it and the time the generator's own busy event
 * loop takes to notice the answer. Comparing the two tells how much of an opening's p99 is the site's
 * handling and how much the machine's scheduling. The accept times show how long new connections
 * waited before a worker got them (node:cluster's primary accepts and hands them on in turn).
 */
import cluster from 'node:cluster';
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { readBenchEnv } from '../../lib/env/schema.mjs';
import { startLoopDelay } from './loop-delay.mjs';

const prefix = readBenchEnv().BENCH_SITE_PROBE;
if (prefix && cluster.isWorker) {
  const answers = [];
  const accepted = [];
  /** Started by the first application: Next's start-up blocks the loop for seconds; only the rush counts. */
  let loopDelay = null;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (event, ...args) {
    if (event === 'connection') {
      const [socket] = args;
      accepted.push([socket.remotePort, performance.timeOrigin + performance.now()]);
    }
    const [req, res] = args;
    if (event === 'request' && req.method === 'POST' && req.url === '/api/applicant/applyFor') {
      loopDelay ??= startLoopDelay();
      const t0 = performance.now();
      res.once('finish', () => answers.push([Math.round(performance.now() - t0), res.statusCode]));
    }
    return emit.call(this, event, ...args);
  };
  process.once('exit', () => {
    writeFileSync(`${prefix}-${process.pid}.json`, JSON.stringify({ answers, accepted, loopDelayMs: loopDelay?.stop() ?? null }));
  });
}
