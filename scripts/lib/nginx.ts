/**
 * nginx in front of the site (deploy/nginx.conf): renders the shipped template for this machine and
 * runs Debian's nginx on it, for `npm run start:prod` and the nginx integration test. Everything nginx
 * writes (pid, logs, temporary bodies, the micro-cache) stays in one folder given by the caller, so it
 * runs without root and never touches /etc/nginx or /var.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { errorBodies } from '@/lib/http/error-bodies.mjs';
import { allWorkerPorts } from '@/server/worker-ports.mjs';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
export const NGINX_TEMPLATE = path.join(ROOT, 'deploy', 'nginx.conf');

export interface NginxOptions {
  /** Port nginx listens on (the site's public port). */
  listenPort: number;
  /** The site's instances, `host:port` each (one per instance; nginx spreads requests over them). */
  upstreams: string[];
  /** Writable folder for nginx's pid, logs, temporary files and cache. */
  runtimeDir: string;
  /** Open connections per client address (NGINX_CONN_PER_ADDRESS). */
  connPerAddress: number;
  /** Requests a second per client address (NGINX_REQ_PER_SECOND); bursts of ten times as many pass. */
  reqPerSecond: number;
}

/** The 429 answer nginx gives past its limits, in the visitor's language (the catalogue's S0429). */
function tooManyBody(locale: 'ko' | 'en'): string {
  const body = errorBodies(ROOT, 'S0429').byLocale[locale];
  // The body sits in a single-quoted nginx string, where $ would start a variable.
  if (/['$\\]/.test(body)) throw new Error(`the S0429 message (${locale}) cannot go into nginx.conf as written`);
  return body;
}

/**
 * deploy/nginx.conf with its placeholders filled for `opts`. Throws when the template names a
 * placeholder this function does not know (a template and renderer out of step must not start).
 */
export function renderNginxConf(opts: NginxOptions, template = readFileSync(NGINX_TEMPLATE, 'utf8')): string {
  if (opts.upstreams.length === 0) throw new Error('nginx needs at least one site instance to proxy to');
  const values: Record<string, string> = {
    LISTEN_PORT: String(opts.listenPort),
    RUNTIME_DIR: opts.runtimeDir,
    CONN_PER_ADDRESS: String(opts.connPerAddress),
    REQ_PER_SECOND: String(opts.reqPerSecond),
    REQ_BURST: String(opts.reqPerSecond * 10),
    UPSTREAM_SERVERS: opts.upstreams.map((u) => `        server ${u} max_fails=0;`).join('\n'),
    TOO_MANY_KO: tooManyBody('ko'),
    TOO_MANY_EN: tooManyBody('en'),
  };
  const rendered = template.replace(/\{\{([A-Z_]+)\}\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`deploy/nginx.conf: unknown placeholder {{${name}}}`);
    return value;
  });
  return rendered;
}

/**
 * nginx's upstream servers for one instance whose workers listen on `server.PORT` (shared) and, with
 * WORKER_PORTS, on ports of their own (server/worker-ports.mjs): those ports when there are any, so
 * that an opening's new connections spread over every worker's sockets, else the shared port.
 */
export function upstreamsOf(server: Parameters<typeof allWorkerPorts>[0], host = '127.0.0.1'): string[] {
  const own = allWorkerPorts(server);
  return (own.length ? own : [server.PORT]).map((p) => `${host}:${p}`);
}

/** Ports of its own each worker listens on behind nginx, unless WORKER_PORTS says otherwise. */
export const WORKER_PORTS_BEHIND_NGINX = 16;

/**
 * The site's workers as they run behind nginx on `sitePort` (npm run start:prod, the benchmarks): their
 * server settings (for `upstreamsOf`) and the variables that give each worker its own ports, from
 * `sitePort + 1` unless WORKER_PORT_BASE says otherwise.
 */
export function siteBehindNginx(server: Parameters<typeof allWorkerPorts>[0], sitePort: number) {
  const settings = {
    ...server,
    PORT: sitePort,
    WORKER_PORTS: server.WORKER_PORTS ?? WORKER_PORTS_BEHIND_NGINX,
    WORKER_PORT_BASE: server.WORKER_PORT_BASE ?? sitePort + 1,
  };
  const childEnv = {
    TRUST_PROXY: '1',
    WORKER_PORTS: String(settings.WORKER_PORTS),
    WORKER_PORT_BASE: String(settings.WORKER_PORT_BASE),
  };
  return { settings, childEnv };
}

/** The nginx binary at `nginxPath`, or null when it is not installed. */
export function findNginx(nginxPath: string): string | null {
  return existsSync(nginxPath) ? nginxPath : null;
}

export interface RunningNginx {
  process: ChildProcess;
  confPath: string;
  /** Graceful stop (SIGQUIT: open requests finish); resolves when nginx has exited. */
  stop: () => Promise<void>;
}

/** Resolves once something accepts TCP connections on 127.0.0.1:`port`. */
function canConnect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/**
 * Renders the configuration into `opts.runtimeDir`, checks it (`nginx -t`) and starts nginx in the
 * foreground (`template`: another configuration than deploy/nginx.conf, e.g. a benchmark's static
 * reference); resolves once it accepts connections on `opts.listenPort`. Throws with nginx's own
 * message when the configuration is refused or nginx exits while starting.
 */
export async function startNginx(nginxBin: string, opts: NginxOptions, template?: string): Promise<RunningNginx> {
  mkdirSync(opts.runtimeDir, { recursive: true });
  // Started as root, nginx's workers run as nobody: they must reach the cache and temporary folders
  // nginx creates (and hands to them) inside this one.
  chmodSync(opts.runtimeDir, 0o755);
  // A copy kept by an earlier run may come from another database (a restore, a test's): nginx would
  // load it at start and could hand it out while fetching anew.
  rmSync(path.join(opts.runtimeDir, 'cache'), { recursive: true, force: true });
  const confPath = path.join(opts.runtimeDir, 'nginx.conf');
  writeFileSync(confPath, renderNginxConf(opts, template));
  // -e: nginx opens its error log before reading the configuration; the default one is under /var/log.
  const args = ['-p', opts.runtimeDir, '-e', path.join(opts.runtimeDir, 'error.log'), '-c', confPath];
  const check = spawn(nginxBin, [...args, '-t', '-q'], { stdio: ['ignore', 'ignore', 'pipe'] });
  let checkOutput = '';
  check.stderr.on('data', (c: Buffer) => (checkOutput += c.toString()));
  const checked = await new Promise<number | null>((resolve) => check.once('exit', resolve));
  if (checked !== 0) throw new Error(`nginx refused ${confPath}: ${checkOutput.trim()}`);

  const child = spawn(nginxBin, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 10_000;
  while (!(await canConnect(opts.listenPort))) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`nginx exited while starting (see ${opts.runtimeDir}/error.log)`);
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`nginx did not listen on port ${opts.listenPort} within 10 s`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGQUIT');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(timer);
  };
  return { process: child, confPath, stop };
}
