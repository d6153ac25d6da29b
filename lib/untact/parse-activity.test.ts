import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIVITY_LIMITS } from './activity-xml.mjs';
import { summarise } from './geo';
import { ActivityFileError, parseActivity } from './parse-activity';
import { straightRun, toGarminGpx, toGarminTcx, toGpx10Waypoints, toGpx11, toTcx } from './test-tracks';

const fixture = (name: string) => readFileSync(path.join(process.cwd(), 'tests/fixtures/untact', name));

/** The refusal's catalogue key, or 'parsed'. */
async function problem(x: string | Uint8Array): Promise<string> {
  try {
    await parseActivity(x);
    return 'parsed';
  } catch (e) {
    return e instanceof ActivityFileError ? e.problem : `other: ${String(e)}`;
  }
}

/** A GPX 1.1 track of `run`'s points with `filler` written after them, inside the track segment. */
const gpxWith = (filler: string) => toGpx11(straightRun(20, 100, 30)).replace('</trkseg>', `${filler}</trkseg>`);

describe('parsing activity files', () => {
  const run = straightRun(20, 100, 30);
  it('reads a GPX 1.1 track, GPX 1.0 waypoints and a TCX activity the same way', async () => {
    for (const [xml, format] of [
      [toGpx11(run), 'gpx'],
      [toGpx10Waypoints(run), 'gpx'],
      [toTcx(run), 'tcx'],
    ] as const) {
      const a = await parseActivity(Buffer.from(xml));
      expect(a.format).toBe(format);
      expect(a.dropped).toBe(0);
      expect(a.points).toHaveLength(21);
      expect(summarise(a.points).distance).toBe(2000);
      expect(a.points[20].logtime.toISOString()).toBe(run[20].logtime.toISOString());
    }
  });

  it('reads a real Garmin Connect TCX export (namespaced extensions)', async () => {
    const a = await parseActivity(fixture('cross-country-skiing_activity_1.tcx'));
    expect(a.format).toBe('tcx');
    expect(a.points).toHaveLength(486);
    expect(a.points[0]).toEqual({
      latitude: 46.495856987312436,
      longitude: 15.50414820201695,
      logtime: new Date('2020-12-26T15:14:21.000Z'),
    });
    expect(summarise(a.points).distance).toBeGreaterThan(4900);
  });

  it('takes a point time from the point itself, never from inside its extensions', async () => {
    const xml = toGpx11(run).replace(/<\/time><\/trkpt>/g, '</time><extensions><x:time>1999-01-01T00:00:00Z</x:time></extensions></trkpt>');
    const a = await parseActivity(xml);
    expect(a.points).toHaveLength(21);
    expect(a.dropped).toBe(0);
  });

  it('drops a point whose time is not later than the one before (no error)', async () => {
    const bad = [...run.slice(0, 10), { ...run[10], logtime: run[5].logtime }, ...run.slice(11)];
    const a = await parseActivity(toGpx11(bad));
    expect(a.points).toHaveLength(20);
    expect(a.dropped).toBe(1);
  });

  it('refuses broken XML, other XML, a DOCTYPE (entity expansion) and files with fewer than two timed points', async () => {
    expect(await problem('<gpx><trk>')).toBe('untact.badFile');
    expect(await problem('not xml at all')).toBe('untact.badFile');
    expect(await problem('')).toBe('untact.badFile');
    expect(await problem('\u0000\u0001binary')).toBe('untact.badFile');
    expect(await problem('<html><body/></html>')).toBe('untact.badFile');
    expect(await problem('<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY a "aaaaaaaaaa">]><gpx>&a;</gpx>')).toBe('untact.badFile');
    const lol = `<?xml version="1.0"?><!DOCTYPE gpx [<!ENTITY l0 "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY l${i + 1} "${`&l${i};`.repeat(10)}">`).join('')}]><gpx>&l9;</gpx>`;
    expect(await problem(lol)).toBe('untact.badFile');
    expect(await problem('<gpx version="1.1"></gpx>')).toBe('untact.noPoints');
    expect(await problem(toGpx11(run).replace(/<time>[^<]*<\/time>/g, ''))).toBe('untact.noPoints');
  });
});

describe('hostile activity files', () => {
  it('parses 20 real points followed by 400,000 empty sibling elements (1.6 MB) to the 20 points', async () => {
    const file = gpxWith('<x/>'.repeat(400_000));
    expect(file.length).toBeGreaterThan(1_600_000);
    const a = await parseActivity(file);
    expect(a.points).toHaveLength(21);
  });

  it('refuses past the caps on elements, nesting depth, points and bytes ("too complex")', async () => {
    expect(await problem(gpxWith('<x/>'.repeat(ACTIVITY_LIMITS.maxElements)))).toBe('untact.tooComplex');
    const deep = ACTIVITY_LIMITS.maxDepth;
    expect(await problem(gpxWith(`${'<x>'.repeat(deep)}${'</x>'.repeat(deep)}`))).toBe('untact.tooComplex');
    expect(await problem(gpxWith(`${'<x>'.repeat(deep - 4)}${'</x>'.repeat(deep - 4)}`))).toBe('parsed');
    const many = straightRun(ACTIVITY_LIMITS.maxPoints, 1, 1);
    expect(await problem(toGpx11(many))).toBe('untact.tooComplex');
    expect(await problem(toGpx11(many.slice(1)))).toBe('parsed');
    expect(await problem(gpxWith(' '.repeat(ACTIVITY_LIMITS.maxBytes)))).toBe('untact.tooComplex');
  });

  it('ignores an endless value instead of keeping it (a 10 MB time is not a time)', async () => {
    const file = toGpx11(straightRun(20, 100, 30)).replace('<time>', `<time>${'9'.repeat(10_000_000)}`);
    const a = await parseActivity(file);
    expect(a.points).toHaveLength(20);
    expect(a.dropped).toBe(1);
  });

  it('parses in a worker thread: the event loop keeps turning while a 15 MB file is read', async () => {
    const file = toGarminTcx(straightRun(21_599, 2.8, 1), true);
    let turns = 0;
    let done = false;
    const spin = () => {
      turns++;
      if (!done) setImmediate(spin);
    };
    setImmediate(spin);
    const parsing = parseActivity(file).finally(() => (done = true));
    // In-thread, the parse would hold the loop until it ended: no turn could happen before it.
    await new Promise((r) => setTimeout(r, 50));
    const turnsWhileParsing = turns;
    expect((await parsing).points).toHaveLength(21_600);
    expect(turnsWhileParsing).toBeGreaterThan(5);
  });
});

describe('the upload limit fits a 6-hour run recorded every second', () => {
  const sixHours = straightRun(21_599, 2.8, 1);
  it('as Garmin Connect TCX with heart rate, speed, cadence and power, and as Garmin GPX', async () => {
    for (const file of [toGarminTcx(sixHours), toGarminTcx(sixHours, true), toGarminGpx(sixHours)]) {
      expect(Buffer.byteLength(file)).toBeLessThan(ACTIVITY_LIMITS.maxBytes);
      const a = await parseActivity(file);
      expect(a.points).toHaveLength(21_600);
      expect(a.dropped).toBe(0);
    }
  });
});
