/**
 * Whether this process is busy with work a runner waits for (applications being accepted), so that
 * its job loops hold back for a few seconds (lib/jobs/runtime.ts) and leave an opening rush the CPU
 * and the database. Probes are registered by what can be busy (lib/registration/accept-queue.ts) on
 * globalThis: Next's bundles and the job runtime may hold different copies of a module. Plain
 * JavaScript and dependency-free.
 */
function probes() {
  return (globalThis[Symbol.for('marathon.busy-probes')] ??= new Set());
}

/**
 * Registers `probe`, true while its work is under way.
 * @param {() => boolean} probe
 */
export function addBusyProbe(probe) {
  probes().add(probe);
}

/**
 * True when any registered probe says so.
 * @returns {boolean}
 */
export function processBusy() {
  for (const probe of probes()) if (probe()) return true;
  return false;
}
