import 'server-only';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createWorker, OEM, PSM, type Worker } from 'tesseract.js';

/**
 * The OCR engines of bib reading: tesseract's neural (LSTM) recogniser and its older pattern
 * recogniser, which misreads different digits (a narrow 7 the LSTM takes for a 1), so the two vote
 * together (lib/photo-bibs/vote.ts). One tesseract.js worker per engine and process, made on first
 * use and ended after a minute without work (each holds about 100 MB). tesseract.js runs recognition in a Node
 * worker thread, so reading a photo never blocks the event loop that answers requests; the job kind
 * (lib/photo-bibs/job.ts) runs one photo at a time per process, so readings never pile up either.
 *
 * The English model comes from the npm package @tesseract.js-data/eng, read from node_modules: no
 * language data is ever fetched from a CDN (tesseract.js would, without a `langPath`).
 */
const IDLE_MS = 60_000;

/** Which recogniser reads a pass: 'lstm' (neural) or 'legacy' (pattern matching). */
export type OcrEngine = 'lstm' | 'legacy';

const workers = new Map<OcrEngine, Promise<Worker>>();
let idle: NodeJS.Timeout | null = null;
let busy = 0;

function langPath(): string {
  // Resolved at run time, not bundled: the model stays a file of the installed package.
  const req = createRequire(path.join(process.cwd(), 'package.json'));
  return path.join(path.dirname(req.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');
}

async function makeWorker(engine: OcrEngine): Promise<Worker> {
  const oem = engine === 'lstm' ? OEM.LSTM_ONLY : OEM.TESSERACT_ONLY;
  const w = await createWorker('eng', oem, { langPath: langPath(), gzip: true, cacheMethod: 'none' });
  // Bibs are digits: the whitelist keeps letters of sponsors' logos from turning into digits' rivals.
  await w.setParameters({ tessedit_char_whitelist: '0123456789', tessedit_pageseg_mode: PSM.SPARSE_TEXT });
  return w;
}

/** One word the engine read: its digits, its confidence (0–100, the least sure digit's) and its height in pixels. */
export interface OcrWord {
  text: string;
  confidence: number;
  height: number;
}

function workerOf(engine: OcrEngine): Promise<Worker> {
  let w = workers.get(engine);
  if (!w) {
    w = makeWorker(engine).catch((err: unknown) => {
      workers.delete(engine);
      throw err;
    });
    workers.set(engine, w);
  }
  return w;
}

/**
 * Reads the digit words of one prepared image (PNG/JPEG buffer) with `engine`. Word confidence is
 * taken as the lowest of its digits' confidences: tesseract's own word confidence is 0 for many
 * clearly read numbers once a whitelist is set, while its per-symbol confidences stay meaningful.
 */
export async function recogniseDigits(image: Buffer, engine: OcrEngine = 'lstm'): Promise<OcrWord[]> {
  if (idle) clearTimeout(idle);
  busy++;
  try {
    const w = await workerOf(engine);
    const r = await w.recognize(image, {}, { blocks: true, text: false });
    const words: OcrWord[] = [];
    for (const b of r.data.blocks ?? [])
      for (const p of b.paragraphs)
        for (const l of p.lines)
          for (const wd of l.words)
            words.push({
              text: wd.text,
              confidence: wd.symbols.length ? Math.min(...wd.symbols.map((s) => s.confidence)) : 0,
              height: wd.bbox.y1 - wd.bbox.y0,
            });
    return words;
  } finally {
    busy--;
    if (busy === 0) idle = setTimeout(() => void stopOcrEngine(), IDLE_MS).unref();
  }
}

/** Ends the engines' worker threads (idle timeout, tests, shutdown). Safe to call when none runs. */
export async function stopOcrEngine(): Promise<void> {
  if (idle) clearTimeout(idle);
  idle = null;
  const all = [...workers.values()];
  workers.clear();
  await Promise.all(all.map(async (w) => (await w.catch(() => null))?.terminate()));
}
