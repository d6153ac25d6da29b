/**
 * The site as a benchmark meets it: its workers answering on BENCH_PORT themselves (the default, as
 * `npm start` serves), or with BENCH_NGINX=1 the production topology of `npm run start:prod`: the
 * shipped deploy/nginx.conf on BENCH_PORT in front of the workers on BENCH_PORT + 2 (TRUST_PROXY=1).
 * Behind nginx the per-address limits are lifted: the load generator is one address, where an opening's
 * runners are thousands.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { env } from '@/lib/env';
import { findNginx, siteBehindNginx, startNginx, upstreamsOf, type RunningNginx } from '../lib/nginx';
import { startNext, stopNext } from '../lib/stack';
import { BENCH, PORT } from './common';

export const THROUGH_NGINX = BENCH.BENCH_NGINX;

export interface BenchSite {
  /** The port the load generator calls (nginx's when in front). */
  port: number;
  /** The site's server process (its workers are its children). */
  server: ChildProcess;
  /** nginx in front, when BENCH_NGINX=1. */
  nginx?: RunningNginx;
  /** Processes whose CPU counts as the site's: the server, and nginx in front. */
  pids: number[];
  /** How requests reach the site, for the printed settings. */
  topology: string;
  stop: () => Promise<void>;
}

function nginxBinary(): string {
  const bin = findNginx(env.server.NGINX_PATH);
  if (!bin) throw new Error(`BENCH_NGINX=1 needs nginx at ${env.server.NGINX_PATH} (apt-get install nginx, or set NGINX_PATH)`);
  return bin;
}

/**
 * Starts the site (startNext with `siteEnv`, `quiet` and `nodeArgs`) and, with BENCH_NGINX=1, nginx in
 * front of it with its runtime files under `dataDir`/nginx. Resolves once the load generator's port answers.
 */
export async function startBenchSite(
  dataDir: string,
  siteEnv: Record<string, string>,
  quiet = true,
  nodeArgs: string[] = [],
): Promise<BenchSite> {
  if (!THROUGH_NGINX) {
    const server = await startNext(PORT, siteEnv, quiet, nodeArgs);
    return { port: PORT, server, pids: [server.pid!], topology: 'the workers answer the load generator', stop: () => stopNext(server) };
  }
  const bin = nginxBinary();
  const sitePort = PORT + 2;
  // As npm run start:prod runs it: every worker listens on ports of its own too, which nginx spreads over.
  const behind = siteBehindNginx({ ...env.server, WORKER_PORT_BASE: undefined }, sitePort);
  const server = await startNext(sitePort, { ...siteEnv, ...behind.childEnv }, quiet, nodeArgs);
  let nginx: RunningNginx;
  try {
    nginx = await startNginx(bin, {
      listenPort: PORT,
      upstreams: upstreamsOf(behind.settings),
      runtimeDir: path.join(dataDir, 'nginx'),
      connPerAddress: 65_535,
      reqPerSecond: 1_000_000,
    });
  } catch (err) {
    await stopNext(server);
    throw err;
  }
  return {
    port: PORT,
    server,
    nginx,
    pids: [server.pid!, nginx.process.pid!],
    topology: `through the shipped nginx (deploy/nginx.conf, per-address limits lifted) to ${behind.settings.WORKER_PORTS} ports of each worker`,
    stop: async () => {
      await nginx.stop();
      await stopNext(server);
    },
  };
}

/**
 * nginx serving `body` as a static file of `type` on `port` (the reference of the read-path goal
 * behind nginx): the same worker count, keep-alive and backlog as deploy/nginx.conf, no proxy.
 */
export async function startStaticNginx(runtimeDir: string, port: number, type: string, body: Buffer): Promise<RunningNginx> {
  const root = path.join(runtimeDir, 'static');
  mkdirSync(root, { recursive: true });
  writeFileSync(path.join(root, 'body'), body);
  const template = `worker_processes auto;
daemon off;
pid {{RUNTIME_DIR}}/nginx.pid;
error_log {{RUNTIME_DIR}}/error.log warn;
events { worker_connections 8192; }
http {
    access_log off;
    sendfile on;
    tcp_nopush on;
    keepalive_timeout 60s;
    keepalive_requests 10000;
    client_body_temp_path {{RUNTIME_DIR}}/client_body;
    proxy_temp_path {{RUNTIME_DIR}}/proxy;
    fastcgi_temp_path {{RUNTIME_DIR}}/fastcgi;
    uwsgi_temp_path {{RUNTIME_DIR}}/uwsgi;
    scgi_temp_path {{RUNTIME_DIR}}/scgi;
    server {
        listen {{LISTEN_PORT}} reuseport backlog=4096;
        location / {
            root ${root};
            default_type "${type.replace(/["\\{}$]/g, '')}";
            try_files /body =404;
        }
    }
}
`;
  return startNginx(nginxBinary(), { listenPort: port, upstreams: ['unused'], runtimeDir, connPerAddress: 1, reqPerSecond: 1 }, template);
}
