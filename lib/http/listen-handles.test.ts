import { fork } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openListenHandle } from './listen-handles.mjs';

const MODULE_URL = new URL('./listen-handles.mjs', import.meta.url).href;

/** Forks a worker running `source` (written to a temporary `fileName`); `remove()` kills it and deletes the file. */
async function forkWorker(fileName: string, source: string) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'listen-handles-'));
  const script = path.join(dir, fileName);
  await writeFile(script, source);
  const worker = fork(script, [], { stdio: 'ignore' });
  const remove = async () => {
    worker.kill();
    await rm(dir, { recursive: true, force: true });
  };
  return { worker, remove };
}

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

  it('survives its own close while a worker is still receiving its descriptors (a stop during start-up)', async () => {
    // Node sends handles one at a time, each after the previous one's acknowledgement; a send still queued
    // when the primary closes its copy fails with EBADF, and without a callback that error is emitted on
    // the worker, uncaught, and ends the primary before it can stop its workers.
    const socket = openListenHandle(0, 32);
    const { worker, remove } = await forkWorker(
      'worker.cjs',
      "process.send('marathon:ready-to-listen'); process.on('message', () => undefined); setTimeout(() => process.exit(0), 2000);",
    );
    const unhandled: unknown[] = [];
    const onUncaught = (err: unknown) => unhandled.push(err);
    process.on('uncaughtException', onUncaught);
    try {
      socket.give(worker as never);
      await new Promise<void>((resolve) => worker.once('message', () => resolve()));
      await new Promise((resolve) => setTimeout(resolve, 1));
      socket.close();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('uncaughtException', onUncaught);
      await remove();
    }
  });
});

describe('awaitListenHandles (the worker receives its descriptors)', () => {
  it('fails the start when not all descriptors arrive in time, instead of waiting forever', async () => {
    const socket = openListenHandle(0, 2);
    const { worker, remove } = await forkWorker(
      'worker.mjs',
      `import { awaitListenHandles } from ${JSON.stringify(MODULE_URL)};
      awaitListenHandles(4, 300).then(
        (handles) => process.send({ received: handles.length }),
        (err) => process.send({ error: err.message }),
      );`,
    );
    try {
      socket.give(worker as never);
      const outcome = await new Promise((resolve) =>
        worker.on('message', (msg) => {
          if (typeof msg === 'object') resolve(msg);
        }),
      );
      expect(outcome).toEqual({ error: 'received 2 of 4 listening descriptors in 300 ms' });
    } finally {
      await remove();
      socket.close();
    }
  });
});
