/**
 * What bench:read and bench:live share: autocannon against a URL with BENCH_READ_CONNECTIONS for
 * BENCH_READ_SECONDS, and the same load against a bare `node:http` server (one process) that answers
 * every request with given bytes, the framework-free reference of the read-path goal (site / bare
 * >= 0.15x).
 */
import { spawn } from 'node:child_process';
import autocannon from 'autocannon';
import { BENCH, PORT } from './common';

export const READ_CONNECTIONS = BENCH.BENCH_READ_CONNECTIONS;
export const READ_SECONDS = BENCH.BENCH_READ_SECONDS;
export const BARE_PORT = BENCH.BENCH_BARE_PORT ?? PORT + 1;

// The bare server: answers every request with the bytes and content type it is given on stdin (JSON).
const BARE_SERVER = `
const http = require('node:http');
let input = '';
process.stdin.on('data', (c) => (input += c));
process.stdin.on('end', () => {
  const { port, type, body } = JSON.parse(input);
  const bytes = Buffer.from(body, 'base64');
  http.createServer((req, res) => {
    res.writeHead(200, { 'content-type': type, 'content-length': bytes.length });
    res.end(bytes);
  }).listen(port, () => process.stdout.write('ready\\n'));
});`;

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  total: number;
}

/** autocannon GETs of `url` with the read-path load. */
export async function load(url: string): Promise<LoadFigures> {
  const r = await autocannon({ url, connections: READ_CONNECTIONS, duration: READ_SECONDS, timeout: 10 });
  return {
    // Answers over the run's own length: autocannon's per-second average came out at 49,136 req/s for
    // 196 kB pages at 5,000 connections whose p50 was 5 s, which no two cores serve.
    rps: r.requests.total / r.duration,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    timeouts: r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

/** The same load against a bare node:http process answering `body` as `type`. */
export async function bare(type: string, body: Buffer): Promise<LoadFigures> {
  const child = spawn(process.execPath, ['-e', BARE_SERVER], { stdio: ['pipe', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`bare server exited with ${code}`)));
    child.stdin.end(JSON.stringify({ port: BARE_PORT, type, body: body.toString('base64') }));
  });
  try {
    return await load(`http://127.0.0.1:${BARE_PORT}/`);
  } finally {
    child.kill('SIGTERM');
  }
}

/** One line of figures. */
export const figures = (x: LoadFigures) =>
  `${x.rps.toFixed(0)} req/s (${x.total} answered), p50 ${x.p50} ms, p99 ${x.p99} ms, ${x.errors} errors, ${x.timeouts} timeouts, ${x.non2xx} non-2xx`;
