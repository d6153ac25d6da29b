import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { childEnv } from '@/lib/env/schema.mjs';

const root = path.resolve(import.meta.dirname, '..', '..');

export interface WorkerProcess {
  pid: number;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** Sends `signal` (SIGTERM: graceful stop) and waits for the exit. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/**
 * Starts `script` (a TypeScript file of the repository, run as `npm run jobs:worker` runs its script)
 * with `args`, and `env` on top of this process's environment, and resolves once its output contains `ready`.
 * Rejects if it exits first or is not ready within 60 s; its stderr, and its logged warnings and errors
 * once ready, go to this process's stderr.
 */
export function startWorkerProcess(
  script: string,
  env: Record<string, string>,
  ready: string,
  args: string[] = [],
): Promise<WorkerProcess> {
  const child: ChildProcess = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', path.join(root, script), ...args], {
    cwd: root,
    env: childEnv(env),
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return new Promise((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`${script} not ready within 60 s`)), 60_000);
    let rest = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      if (out.includes(ready)) {
        // After it is ready, its warnings and errors (pino: level 40 and up) go to this process's stderr,
        // so a test that times out waiting for a job shows why the job did not finish.
        const lines = (rest + chunk.toString('utf8')).split('\n');
        rest = lines.pop() ?? '';
        for (const line of lines)
          if (/"level":(?:[4-9]\d)/.test(line)) process.stderr.write(`[${path.basename(script)} ${child.pid}] ${line}\n`);
        return;
      }
      out += chunk.toString('utf8');
      if (out.includes(ready)) {
        clearTimeout(timer);
        resolve({
          pid: child.pid!,
          exited,
          stop: (signal = 'SIGTERM') => {
            if (child.exitCode === null && child.signalCode === null) child.kill(signal);
            return exited;
          },
        });
      }
    });
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}) before it was ready`));
    });
  });
}

/** Polls `check` every 100 ms until it returns a truthy value (returned) or `ms` pass (throws `what`). */
export async function eventually<T>(what: string, check: () => Promise<T>, ms = 30_000): Promise<NonNullable<T>> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value as NonNullable<T>;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
