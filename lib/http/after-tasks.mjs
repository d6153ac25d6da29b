/**
 * The work still running after answers in this process (lib/http/after-answer.ts adds to it), on
 * globalThis so that the worker entry (scripts/server/cluster.mjs), outside Next's bundles, sees the
 * same set and waits for it when it stops. Plain JavaScript and dependency-free: both sides load it.
 * @returns {Set<Promise<unknown>>}
 */
export function afterTasks() {
  return (globalThis[Symbol.for('marathon.after-tasks')] ??= new Set());
}
