import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { readPasses, stopOcrEngine } from './ocr-engine';

/** This process's threads with their nice values (Linux: /proc/self/task/<tid>/stat, field 19). */
function threadNice(): Array<{ tid: number; nice: number }> {
  return readdirSync('/proc/self/task').flatMap((tid) => {
    try {
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8');
      // Fields after the command name (which may hold spaces) start at the state, field 3.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return [{ tid: Number(tid), nice: Number(fields[16]) }];
    } catch {
      return []; // a thread that ended while listed
    }
  });
}

afterAll(() => stopOcrEngine());

describe.runIf(process.platform === 'linux')('the bib OCR thread', () => {
  it('reads at the lowest CPU priority, and leaves the thread that serves requests at its own', { timeout: 60_000 }, async () => {
    const before = threadNice();
    // A blank photo: every pass runs (and starts both recognisers), none finds digits.
    const blank = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
      .jpeg()
      .toBuffer();
    const passes = await readPasses(blank);
    expect(passes.length).toBeGreaterThan(0);
    expect(passes.flat()).toEqual([]);

    const after = threadNice();
    const known = new Set(before.map((t) => t.tid));
    const started = after.filter((t) => !known.has(t.tid));
    // The OCR thread and the two recognisers' threads it started, at least, all at 19.
    expect(started.filter((t) => t.nice === 19).length).toBeGreaterThanOrEqual(3);
    expect(after.find((t) => t.tid === process.pid)?.nice).toBe(before.find((t) => t.tid === process.pid)?.nice);
  });
});
