import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';

/**
 * The production server entry with two workers sharing one port (scripts/server/cluster.mjs, as
 * `npm start` runs it with WEB_CONCURRENCY=2) on the test database, for tests of what must hold
 * whichever worker answers. Each worker names itself in `x-served-by`.
 */
const root = path.resolve(import.meta.dirname, '..', '..');

export interface Answer {
  status: number;
  body: { errorCode?: string; joinSeq?: number } & Record<string, unknown>;
  headers: http.IncomingHttpHeaders;
}

/**
 * One request to the cluster on `port` from `localAddress`: on a fresh connection (so the cluster may
 * hand it to either worker), or on `agent`'s kept-alive connection (the worker that took it). A
 * Buffer body is sent as it is (give its content-type in `headers`), anything else as JSON.
 */
export function callCluster(
  port: number,
  method: string,
  urlPath: string,
  body?: unknown,
  headers: Record<string, string> = {},
  localAddress = '127.0.0.1',
  agent: http.Agent | false = false,
): Promise<Answer> {
  const data = body === undefined ? undefined : Buffer.isBuffer(body) ? body : JSON.stringify(body);
  const type: Record<string, string> = data && !Buffer.isBuffer(body) ? { 'content-type': 'application/json' } : {};
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method,
        agent,
        localAddress,
        headers: { ...(data ? { ...type, 'content-length': Buffer.byteLength(data) } : {}), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => (text += c));
        res.on('end', () => {
          let parsed: Answer['body'] = {};
          try {
            parsed = JSON.parse(text);
          } catch {
            // not JSON
          }
          resolve({ status: res.statusCode ?? 0, body: parsed, headers: res.headers });
        });
      },
    );
    req.setTimeout(15_000, () => req.destroy(new Error('timeout')));
    req.on('error', reject);
    req.end(data);
  });
}

/** A keep-alive connection to the cluster on `port` that worker `id` accepted (connections are tried until that worker takes one). */
export async function connectionTo(port: number, id: string): Promise<http.Agent> {
  for (let i = 0; i < 20; i++) {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const probe = await callCluster(port, 'GET', '/api/ticket/sold', undefined, {}, '127.0.0.1', agent);
    if (probe.headers['x-served-by'] === id) return agent;
    agent.destroy();
  }
  throw new Error(`worker ${id} took none of 20 connections`);
}

/** Starts two workers on `port` with `env` over the test server's environment; resolves when both have answered. */
export async function startCluster(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const server = spawn(process.execPath, [path.join(root, 'scripts', 'server', 'cluster.mjs')], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      NODE_ENV: 'production',
      WEB_CONCURRENCY: '2',
      SERVER_WORKER_HEADER: '1',
      NEXTAUTH_URL: `http://localhost:${port}`,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 110_000;
  const seen = new Set<string>();
  while (Date.now() < deadline && seen.size < 2) {
    if (server.exitCode !== null) throw new Error(`cluster exited with ${server.exitCode}`);
    const res = await callCluster(port, 'GET', '/api/ticket/sold').catch(() => null);
    if (res?.status === 200) seen.add(String(res.headers['x-served-by']));
    else await new Promise((r) => setTimeout(r, 300));
  }
  if (seen.size < 2) {
    server.kill('SIGTERM');
    throw new Error('the two workers did not both answer within 110 s');
  }
  return server;
}

/** callCluster and connectionTo bound to the cluster on `port`. */
export function clusterClient(port: number) {
  return {
    call: (...args: Parameters<typeof callCluster> extends [number, ...infer Rest] ? Rest : never) => callCluster(port, ...args),
    connectionTo: (id: string) => connectionTo(port, id),
  };
}

/** Stops a cluster started by startCluster and waits for it to exit. */
export async function stopCluster(server: ChildProcess | undefined): Promise<void> {
  if (!server || server.exitCode !== null) return;
  await new Promise<void>((resolve) => {
    server.once('exit', () => resolve());
    server.kill('SIGTERM');
  });
}
