/**
 * npm run bench:photo-ocr — reads the bibs of the race-photo fixtures (tests/fixtures/race-photos)
 * with the site's OCR (lib/photo-bibs/read-bibs.ts) and prints, per photo and in total: the time one
 * photo takes, whether the runner's bib was tagged, the tags that are not a bib of the photo, and the
 * event-loop delay of this process while reading (the OCR runs in a worker thread, so the loop that
 * would answer requests stays free). `-- --all-digits` reads without knowing the edition's bibs.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { readBibs } from '@/lib/photo-bibs/read-bibs';
import { stopOcrEngine } from '@/lib/photo-bibs/ocr-engine';
import { OPEN_BIB_RULE, type BibRule } from '@/lib/photo-bibs/vote';
import { startLoopDelay } from './loop-delay.mjs';

const DIR = path.join(process.cwd(), 'tests/fixtures/race-photos');

interface Expected {
  photos: Array<{ file: string; bib: string; visible: string[] }>;
}

async function main() {
  const { photos } = JSON.parse(await readFile(path.join(DIR, 'expected.json'), 'utf8')) as Expected;
  // The edition as the test seeds it: bibs 1–999 given out, so every fixture's bib is a known one.
  const rule: BibRule = process.argv.includes('--all-digits')
    ? OPEN_BIB_RULE
    : { minDigits: 1, maxDigits: 3, maxBib: 999, known: new Set(Array.from({ length: 999 }, (_, i) => String(i + 1))) };
  let tagged = 0;
  let wrong = 0;
  const times: number[] = [];
  const loop = startLoopDelay();
  for (const p of photos) {
    const data = await readFile(path.join(DIR, p.file));
    const t0 = performance.now();
    const tags = await readBibs(data, rule);
    const ms = performance.now() - t0;
    times.push(ms);
    const hit = tags.some((t) => t.backNo === p.bib);
    const falseTags = tags.filter((t) => t.backNo !== p.bib && !p.visible.includes(t.backNo));
    tagged += hit ? 1 : 0;
    wrong += falseTags.length;
    console.log(
      `${p.file.padEnd(20)} ${hit ? 'tagged' : 'MISSED'} ${p.bib.padStart(4)}  ${Math.round(ms)} ms  tags: ${
        tags.map((t) => `${t.backNo}(${t.confidence}/${t.passes})`).join(' ') || '-'
      }${falseTags.length ? `  false: ${falseTags.map((t) => t.backNo).join(' ')}` : ''}`,
    );
  }
  const delay = loop.stop();
  times.sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  console.log(`\nphotos tagged with their runner's bib: ${tagged} of ${photos.length}; false tags: ${wrong}`);
  console.log(
    `time per photo: mean ${Math.round(sum / times.length)} ms, median ${Math.round(times[times.length >> 1])} ms, max ${Math.round(times[times.length - 1])} ms (first includes starting the engine)`,
  );
  console.log(`event-loop delay while reading: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`);
  await stopOcrEngine();
}

void main();
