/**
 * CPU time used by process trees, read from Linux /proc, so that a benchmark can report the work per
 * request (ms of CPU) whatever else the machine runs: latency on a shared, loaded machine measures
 * the neighbours too, CPU per request does not. Linux only; elsewhere it reports 0.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** Clock ticks per second of /proc/<pid>/stat (USER_HZ, 100 on Linux). */
const TICKS_PER_SEC = 100;

interface Stat {
  ppid: number;
  /** utime + stime + cutime + cstime (own CPU and that of children already waited for), ticks. */
  ticks: number;
}

function statOf(pid: number): Stat | null {
  try {
    const text = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may hold spaces.
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), ticks: Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]) };
  } catch {
    return null;
  }
}

/** CPU seconds used so far by the processes `roots` and all their living descendants. */
export function treeCpuSeconds(roots: number[]): number {
  const stats = new Map<number, Stat>();
  let pids: string[] = [];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d));
  } catch {
    return 0;
  }
  for (const d of pids) {
    const s = statOf(Number(d));
    if (s) stats.set(Number(d), s);
  }
  const children = new Map<number, number[]>();
  for (const [pid, s] of stats) children.set(s.ppid, [...(children.get(s.ppid) ?? []), pid]);
  let ticks = 0;
  const todo = roots.filter((p) => stats.has(p));
  const seen = new Set<number>();
  while (todo.length) {
    const pid = todo.pop()!;
    if (seen.has(pid)) continue;
    seen.add(pid);
    ticks += stats.get(pid)!.ticks;
    todo.push(...(children.get(pid) ?? []));
  }
  return ticks / TICKS_PER_SEC;
}
