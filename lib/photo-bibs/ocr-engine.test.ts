import { readdirSync, readFileSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, describe, expect, it } from 'vitest';
import { addBusyProbe } from '@/lib/jobs/pressure.mjs';
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

/** A blank photo: every pass runs (and starts both recognisers), none finds digits. */
const blankPhoto = () =>
  sharp({ create: { width: 400, height: 300, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();

describe('the bib OCR while the process accepts applications', () => {
  it('waits between passes until the process is no longer busy, then reads the photo', { timeout: 60_000 }, async () => {
    // Once the recognisers have started, a blank photo reads in about a second: how long one takes here.
    await readPasses(await blankPhoto());
    const t0 = performance.now();
    await readPasses(await blankPhoto());
    const warmRead = performance.now() - t0;
    let accepting = true;
    addBusyProbe(() => accepting);
    let done = false;
    const reading = readPasses(await blankPhoto()).then((passes) => {
      done = true;
      return passes;
    });
    // Four times as long as a whole reading takes when not held.
    await new Promise((resolve) => setTimeout(resolve, Math.max(2_000, 4 * warmRead)));
    expect(done).toBe(false);
    accepting = false;
    expect((await reading).length).toBeGreaterThan(0);
  });
});

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
    // The OCR thread and the two recognisers' threads it started, at least, are at 19 (this process starts below it).
    expect(before.find((t) => t.tid === process.pid)!.nice).toBeLessThan(19);
    expect(after.filter((t) => t.nice === 19).length).toBeGreaterThanOrEqual(3);
    expect(after.find((t) => t.tid === process.pid)?.nice).toBe(before.find((t) => t.tid === process.pid)?.nice);
  });
});
