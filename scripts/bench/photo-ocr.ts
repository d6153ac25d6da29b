/**
 * npm run bench:photo-ocr — reads the bibs of the race-photo fixtures (tests/fixtures/race-photos),
 * each as an upload stores it (lib/boards/photo-process.ts), with the site's OCR
 * (lib/photo-bibs/read-bibs.ts) and prints, per photo and in total: the time one photo takes,
 * whether the runner's bib was tagged, the tags that are not a bib of the photo, the event-loop
 * delay of this process while reading (the OCR runs in a worker thread, so the loop that would
 * answer requests stays free), and the process's peak memory (the OCR thread and its recognisers
 * included). The photos are read under the edition the test sets up
 * (tests/fixtures/race-photos/edition.ts: 400 runners' bibs out of 1–999); `-- --all-digits` reads
 * without knowing the edition's bibs (an album of no edition).
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { processGalleryPhoto } from '@/lib/boards/photo-process';
import { readBibs } from '@/lib/photo-bibs/read-bibs';
import { stopOcrEngine } from '@/lib/photo-bibs/ocr-engine';
import { OPEN_BIB_RULE, type BibRule } from '@/lib/photo-bibs/vote';
import { EDITION_TOP_BIB, editionBibs, expectedPhotos, RACE_PHOTOS_DIR } from '../../tests/fixtures/race-photos/edition';
import { startLoopDelay } from './loop-delay.mjs';

async function main() {
  const { photos } = expectedPhotos();
  const rule: BibRule = process.argv.includes('--all-digits')
    ? OPEN_BIB_RULE
    : {
        minDigits: 1,
        maxDigits: String(EDITION_TOP_BIB).length,
        maxBib: EDITION_TOP_BIB,
        known: new Set(editionBibs().map(String)),
      };
  let tagged = 0;
  let wrong = 0;
  const times: number[] = [];
  let peakRss = process.memoryUsage().rss;
  const memory = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
  const loop = startLoopDelay();
  for (const p of photos) {
    // Read as the site reads it: the image an upload stores (re-encoded, metadata dropped), not the file.
    const data = (await processGalleryPhoto(await readFile(path.join(RACE_PHOTOS_DIR, p.file)))).full.data;
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
  clearInterval(memory);
  times.sort((a, b) => a - b);
  const sum = times.reduce((a, b) => a + b, 0);
  console.log(`\nphotos tagged with their runner's bib: ${tagged} of ${photos.length}; false tags: ${wrong}`);
  console.log(
    `time per photo: mean ${Math.round(sum / times.length)} ms, median ${Math.round(times[times.length >> 1])} ms, max ${Math.round(times[times.length - 1])} ms (first includes starting the engine)`,
  );
  console.log(`event-loop delay while reading: p50 ${delay.p50} ms, p99 ${delay.p99} ms, max ${delay.max} ms`);
  console.log(`peak memory of the process (OCR thread and recognisers included): ${Math.round(peakRss / 1_048_576)} MB RSS`);
  await stopOcrEngine();
}

void main();
