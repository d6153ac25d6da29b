/**
 * Child processes of a process, read from Linux /proc: the benchmarks kill the site's workers with
 * their primary, and the cluster tests find the workers the primary started.
 */
import { readFileSync } from 'node:fs';

/** Process ids of `pid`'s living children (Linux /proc; [] when the process is gone or elsewhere). */
export function childrenOf(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}
