import net from 'node:net';
import { describe, expect, it } from 'vitest';
import { listenFdsFromEnv, openListenHandle } from './listen-handles.mjs';

describe('listenFdsFromEnv (descriptors of the listening socket per worker)', () => {
  it('takes a positive integer and falls back to 32 otherwise', () => {
    expect(listenFdsFromEnv({})).toBe(32);
    expect(listenFdsFromEnv({ LISTEN_FDS_PER_WORKER: '8' })).toBe(8);
    for (const bad of ['0', '-4', '2.5', 'many', '']) expect(listenFdsFromEnv({ LISTEN_FDS_PER_WORKER: bad })).toBe(32);
  });
});

describe('openListenHandle (the primary binds once)', () => {
  it('says which port is taken instead of starting workers that would listen elsewhere', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, resolve));
    const { port } = taken.address() as net.AddressInfo;
    try {
      expect(() => openListenHandle(port, 2)).toThrow(`cannot bind port ${port}: EADDRINUSE`);
    } finally {
      taken.close();
    }
  });

  it('binds a free port without accepting on it (connections are refused until a worker listens)', async () => {
    const probe = net.createServer();
    await new Promise<void>((resolve) => probe.listen(0, resolve));
    const { port } = probe.address() as net.AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const socket = openListenHandle(port, 2);
    try {
      const refused = await new Promise<string>((resolve) =>
        net
          .connect(port, '127.0.0.1')
          .on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? ''))
          .on('connect', () => resolve('connected')),
      );
      expect(refused).toBe('ECONNREFUSED');
    } finally {
      socket.close();
    }
  });
});
