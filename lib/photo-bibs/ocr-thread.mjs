// Worker thread that reads the digits of gallery photos for the bib job (started and fed by
// ocr-engine.ts): decodes and prepares each photo with sharp, reads it with tesseract.js's two
// recognisers (each in a thread of its own below this one) and answers only the digit words of every
// pass. All of OCR's heavy lifting and its large answers stay off the event loop that serves requests.
// Plain JavaScript, loaded by Node itself (no bundler); stays alive between photos, ended when idle.
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import sharp from 'sharp';
import { createWorker, OEM, PSM } from 'tesseract.js';

/**
 * The lowest CPU priority (nice 19) for this thread and the recognisers' threads it starts (Linux
 * gives each thread its own nice value, and a new thread takes its creator's). Reading an album costs
 * a core for minutes; uploaded while applications are accepted, at nice 0 it would take that core
 * from the web workers. At 19 the kernel gives it what the site leaves idle (its weight is 15
 * against their 1,024), so tags come later in a rush and at full speed otherwise. Elsewhere than
 * Linux, os.setPriority would lower the whole process: it is left alone there.
 */
export const OCR_NICE = 19;
if (process.platform === 'linux') os.setPriority(OCR_NICE);

// The English model of the npm package @tesseract.js-data/eng, read from node_modules: tesseract.js
// would fetch it from a CDN without a langPath, and the site never downloads at run time.
const requireHere = createRequire(path.join(process.cwd(), 'package.json'));
const LANG_PATH = path.join(path.dirname(requireHere.resolve('@tesseract.js-data/eng/package.json')), '4.0.0');

const gray = (width) => (s) => s.resize({ width }).grayscale();
const threshold = (width) => (s) => s.resize({ width }).grayscale().normalize().threshold(140);
const turned = (width, degrees) => (s) => s.resize({ width }).grayscale().rotate(degrees, { background: '#ffffff' });

/**
 * The passes over each photo. Bibs come in every size (a runner filling the frame or far behind)
 * and tesseract reads digits best at a few dozen pixels high, so the photo is read at several
 * widths; a thresholded pass separates dark digits from a sunlit white bib, the red channel lifts
 * dark digits off blue and green shirts, turned copies (8° and 12° each way) straighten a bib on
 * a leaning runner or pinned askew (a bib at 12° is read as other numbers, or not at all, upright), and the older pattern recogniser ('legacy') misreads other digits than the neural one
 * ('lstm': a narrow 7 it takes for a 1), so the two vote together.
 */
export const OCR_PASSES = [
  { name: 'gray-800', engine: 'lstm', prepare: gray(800) },
  { name: 'gray-1200', engine: 'lstm', prepare: gray(1200) },
  { name: 'gray-1600', engine: 'lstm', prepare: gray(1600) },
  { name: 'threshold-1200', engine: 'lstm', prepare: threshold(1200) },
  { name: 'threshold-1600', engine: 'lstm', prepare: threshold(1600) },
  { name: 'red-1200', engine: 'lstm', prepare: (s) => s.resize({ width: 1200 }).extractChannel('red') },
  { name: 'turned-left-1200', engine: 'lstm', prepare: turned(1200, -8) },
  { name: 'turned-right-1200', engine: 'lstm', prepare: turned(1200, 8) },
  { name: 'turned-more-left-1200', engine: 'lstm', prepare: turned(1200, -12) },
  { name: 'turned-more-right-1200', engine: 'lstm', prepare: turned(1200, 12) },
  { name: 'legacy-gray-800', engine: 'legacy', prepare: gray(800) },
  { name: 'legacy-gray-1200', engine: 'legacy', prepare: gray(1200) },
  { name: 'legacy-threshold-1600', engine: 'legacy', prepare: threshold(1600) },
];

const engines = new Map();

/** The tesseract.js worker of `engine`, made on first use: digits only, sparse text (bibs lie anywhere). */
function engineOf(engine) {
  let w = engines.get(engine);
  if (!w) {
    w = (async () => {
      const oem = engine === 'lstm' ? OEM.LSTM_ONLY : OEM.TESSERACT_ONLY;
      const worker = await createWorker('eng', oem, { langPath: LANG_PATH, gzip: true, cacheMethod: 'none' });
      await worker.setParameters({
        tessedit_char_whitelist: '0123456789',
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        // The older recogniser adapts to the photos it has read; a photo's reading must not depend on
        // which photos this process read before it (an album read in another order tagged other bibs).
        ...(engine === 'legacy' && { classify_enable_learning: '0' }),
      });
      return worker;
    })();
    w.catch(() => engines.delete(engine));
    engines.set(engine, w);
  }
  return w;
}

/**
 * The digit words of one prepared image. A word's confidence is its least sure digit's: tesseract's
 * own word confidence is 0 for many clearly read numbers once a whitelist is set, while its
 * per-symbol confidences stay meaningful.
 */
async function digitWords(engine, image) {
  const r = await (await engineOf(engine)).recognize(image, {}, { blocks: true, text: false });
  const words = [];
  for (const b of r.data.blocks ?? [])
    for (const p of b.paragraphs)
      for (const l of p.lines)
        for (const w of l.words)
          if (/^\d+$/.test(w.text))
            words.push({ text: w.text, confidence: w.symbols.length ? Math.min(...w.symbols.map((s) => s.confidence)) : 0 });
  return words;
}

/**
 * Set to 1 by the process while it accepts applications (ocr-engine.ts, shared memory): the thread
 * then waits between passes. Even at the lowest priority the recognisers slow an opening rush by a
 * third on two cores (they share the caches and the memory bus with the web workers), so a photo
 * already being read when the rush starts waits for it to end, up to MAX_PAUSE_MS per photo (the
 * job's expiry is 10 minutes).
 */
const pauseFlag = workerData?.pause instanceof Int32Array ? workerData.pause : null;
const MAX_PAUSE_MS = 5 * 60_000;
const PAUSE_POLL_MS = 100;

/** Resolves once the process is not busy, or at `until` (ms since the epoch). */
async function unlessBusy(until) {
  while (pauseFlag && Atomics.load(pauseFlag, 0) === 1 && Date.now() < until)
    await new Promise((resolve) => setTimeout(resolve, PAUSE_POLL_MS));
}

/** Every pass's digit words of one photo (any image sharp decodes), read from one upright copy. */
async function readPasses(image) {
  const pauseUntil = Date.now() + MAX_PAUSE_MS;
  await unlessBusy(pauseUntil);
  const upright = await sharp(image).rotate().png().toBuffer();
  const passes = [];
  for (const p of OCR_PASSES) {
    await unlessBusy(pauseUntil);
    passes.push(await digitWords(p.engine, await p.prepare(sharp(upright)).png().toBuffer()));
  }
  return passes;
}

parentPort.on('message', async ({ id, image, stop }) => {
  if (stop) {
    await Promise.all([...engines.values()].map(async (w) => (await w.catch(() => null))?.terminate()));
    engines.clear();
    parentPort.postMessage({ id, ok: true });
    return;
  }
  try {
    parentPort.postMessage({ id, ok: true, passes: await readPasses(image) });
  } catch (err) {
    parentPort.postMessage({ id, ok: false, message: err instanceof Error ? err.message : String(err) });
  }
});
