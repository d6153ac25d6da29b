import { EventEmitter } from 'node:events';
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

  it('survives a worker whose channel closed while its descriptors were being sent', async () => {
    // The contract of worker.send on a closed IPC channel (Node 20): the error goes to the callback when
    // one is given, otherwise it is emitted as 'error' on the worker, which throws in the primary.
    class ClosedChannelWorker extends EventEmitter {
      sent = 0;
      send(_msg: unknown, _handle: unknown, callback?: (err: Error) => void) {
        this.sent += 1;
        const err = Object.assign(new Error('Channel closed'), { code: 'ERR_IPC_CHANNEL_CLOSED' });
        process.nextTick(() => (callback ? callback(err) : this.emit('error', err)));
        return false;
      }
    }
    const socket = openListenHandle(0, 3);
    const worker = new ClosedChannelWorker();
    const unhandled: unknown[] = [];
    const onUncaught = (err: unknown) => unhandled.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      socket.give(worker as never);
      worker.emit('message', 'marathon:ready-to-listen');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(worker.sent).toBe(3);
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      socket.close();
    }
  });
});
