import 'server-only';
import { after } from 'next/server';
import { logger } from '@/lib/log/logger';
import { trackPendingWork } from '@/lib/server-hooks.mjs';

/**
 * Work that runs once the answer has gone out (the registration-number recovery's lookup and SMS,
 * spec §2, whose answer must not depend on a match), so that it can neither slow nor fail the request
 * that caused it. Messages that follow a change are queued with the change instead (lib/sms/outbox.ts).
 * Inside Next's request scope this is Next's `after`; a route the server entry serves itself
 * (server/routes.ts) has no such scope, and the task then runs on the next turn of the event loop.
 * Either way it is tracked (lib/server-hooks.mjs) so that a stopping worker waits for it. A failure
 * is logged, never thrown.
 */
export function afterAnswer(task: () => unknown): void {
  const work = () =>
    Promise.resolve()
      .then(task)
      .catch((err: unknown) => logger.error({ err: err instanceof Error ? err.message : String(err) }, 'work after the answer failed'));
  try {
    after(() => {
      const done = work();
      trackPendingWork(done);
      return done;
    });
    return;
  } catch {
    // outside a Next request scope: run detached, tracked from now on
  }
  trackPendingWork(new Promise((resolve) => setImmediate(resolve)).then(work));
}
