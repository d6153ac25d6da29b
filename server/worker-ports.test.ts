import { describe, expect, it } from 'vitest';
import { upstreamsOf } from '@/scripts/lib/nginx';
import { allWorkerPorts, workerPortsOf } from './worker-ports.mjs';

describe("the workers' own ports", () => {
  it('gives each worker slot its own run of WORKER_PORTS ports from WORKER_PORT_BASE (default PORT + 1)', () => {
    const server = { PORT: 4000, WEB_CONCURRENCY: 2, WORKER_PORTS: 3 };
    expect(workerPortsOf(server, 0)).toEqual([4001, 4002, 4003]);
    expect(workerPortsOf(server, 1)).toEqual([4004, 4005, 4006]);
    expect(allWorkerPorts({ ...server, WORKER_PORT_BASE: 5000 })).toEqual([5000, 5001, 5002, 5003, 5004, 5005]);
  });

  it('has none unless asked for, and nginx then proxies to the shared port', () => {
    expect(allWorkerPorts({ PORT: 4000, WEB_CONCURRENCY: 2 })).toEqual([]);
    expect(upstreamsOf({ PORT: 4000, WEB_CONCURRENCY: 2 })).toEqual(['127.0.0.1:4000']);
    expect(upstreamsOf({ PORT: 4000, WEB_CONCURRENCY: 1, WORKER_PORTS: 2 })).toEqual(['127.0.0.1:4001', '127.0.0.1:4002']);
  });
});
