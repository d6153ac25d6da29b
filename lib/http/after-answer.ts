import 'server-only';
import { after } from 'next/server';
import { logger } from '@/lib/log/logger';
import { afterTasks } from './after-tasks.mjs';

/**
 * Work that runs once the answer has gone out (the registration-number recovery's lookup and SMS,
 * spec §2, whose answer must not depend on a match), so that it can neither slow nor fail the request
 * that caused it. Messages that follow a change are queued with the change instead (lib/sms/outbox.ts). Inside Next's request scope this is Next's
 * `after`; a route handler the worker entry calls directly (lib/http/direct-route.mjs, the accept path
 * of the opening rush) has no such scope, and the task then runs on the next turn of the event loop,
 * tracked so that a stopping worker waits for it (scripts/server/cluster.mjs). A failure is logged,
 * never thrown.
 */
export function afterAnswer(task: () => unknown): void {
  try {
    after(task);
    return;
  } catch {
    // outside a Next request scope: run detached below
  }
  const done = Promise.resolve()
    .then(() => new Promise((resolve) => setImmediate(resolve)))
    .then(task)
    .catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'work after the answer failed'))
    .finally(() => afterTasks().delete(done));
  afterTasks().add(done);
}
