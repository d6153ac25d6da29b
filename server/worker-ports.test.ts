import { describe, expect, it } from 'vitest';
import { siteBehindNginx, upstreamsOf } from '@/scripts/lib/nginx';
import { allWorkerListeners, workerListenersOf, workerPortsOf } from './worker-ports.mjs';

describe("the workers' own sockets", () => {
  it('gives each worker slot its own run of WORKER_PORTS ports from WORKER_PORT_BASE (default PORT + 1)', () => {
    const server = { PORT: 4000, WEB_CONCURRENCY: 2, WORKER_PORTS: 3 };
    expect(workerPortsOf(server, 0)).toEqual([4001, 4002, 4003]);
    expect(workerPortsOf(server, 1)).toEqual([4004, 4005, 4006]);
    expect(allWorkerListeners({ ...server, WORKER_PORT_BASE: 5000 })).toEqual([5000, 5001, 5002, 5003, 5004, 5005]);
  });

  it('has none unless asked for, and nginx then proxies to the shared port', () => {
    expect(allWorkerListeners({ PORT: 4000, WEB_CONCURRENCY: 2 })).toEqual([]);
    expect(upstreamsOf({ PORT: 4000, WEB_CONCURRENCY: 2 })).toEqual(['127.0.0.1:4000']);
    expect(upstreamsOf({ PORT: 4000, WEB_CONCURRENCY: 1, WORKER_PORTS: 2 })).toEqual(['127.0.0.1:4001', '127.0.0.1:4002']);
  });

  it('are Unix sockets in WORKER_SOCKET_DIR when set, one file per slot and number, and nginx lists them as unix: servers', () => {
    const server = { PORT: 4000, WEB_CONCURRENCY: 2, WORKER_PORTS: 2, WORKER_SOCKET_DIR: '/run/site' };
    expect(workerPortsOf(server, 0)).toEqual([]);
    expect(workerListenersOf(server, 1)).toEqual(['/run/site/worker-1-0.sock', '/run/site/worker-1-1.sock']);
    expect(upstreamsOf(server)).toEqual([
      'unix:/run/site/worker-0-0.sock',
      'unix:/run/site/worker-0-1.sock',
      'unix:/run/site/worker-1-0.sock',
      'unix:/run/site/worker-1-1.sock',
    ]);
  });

  it('refuses a socket folder deeper than a Unix socket path may be', () => {
    const deep = `/${'d'.repeat(100)}`;
    expect(() => workerListenersOf({ PORT: 4000, WORKER_PORTS: 1, WORKER_SOCKET_DIR: deep }, 0)).toThrow(/too deep/);
  });

  it('behind nginx: 16 sockets each, Unix ones in the folder given unless the settings name another', () => {
    const tcp = siteBehindNginx({ PORT: 3000, WEB_CONCURRENCY: 1 }, 3001);
    expect(tcp.childEnv).toEqual({ TRUST_PROXY: '1', WORKER_PORTS: '16', WORKER_PORT_BASE: '3002' });
    const unix = siteBehindNginx({ PORT: 3000, WEB_CONCURRENCY: 1 }, 3001, '/data/nginx/site');
    expect(unix.childEnv.WORKER_SOCKET_DIR).toBe('/data/nginx/site');
    expect(upstreamsOf(unix.settings)[0]).toBe('unix:/data/nginx/site/worker-0-0.sock');
    expect(siteBehindNginx({ PORT: 3000, WORKER_SOCKET_DIR: '/run/site' }, 3001, '/data/nginx/site').childEnv.WORKER_SOCKET_DIR).toBe(
      '/run/site',
    );
  });
});
