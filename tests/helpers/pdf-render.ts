import { execFile } from 'node:child_process';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * PDFs checked as a person sees them. A PDF's text layer can be right while its glyphs draw wrong
 * (a broken font subset drew the runner '나미유' as '나미' and bib 1312 as '3 2'), so tests render the
 * page with the tools a reader's computer uses and read the picture back with OCR:
 *
 *   await expectPdfShows(pdf, ['나미유', '1312', '1:23:45'], 'finisher-certificate');
 *
 * renders page 1 with Poppler (`pdftoppm`, the engine of most Linux viewers and of print filters)
 * and Ghostscript (`gs`, the engine of many printers and converters), reads each picture with
 * Tesseract (`-l kor+eng`) and expects every text in both readings. OCR misreads a syllable now
 * and then (a random name '서수한희' read as '서수한흐' at 200 dpi, right at 150), so a text not read at
 * 200 dpi is looked for again at 150 and 300 dpi: a glyph that is not drawn is read at none. The
 * pictures stay in `test-results/pdf-renders/<name>-<renderer>-<dpi>.png` (beside `<name>.pdf`) to
 * be looked at. Needs the Debian packages
 * poppler-utils, ghostscript, tesseract-ocr, tesseract-ocr-kor and tesseract-ocr-eng (`.ci/run`
 * installs them).
 */

const run = promisify(execFile);

/** Where the rendered pages are kept (git-ignored, beside Playwright's results). */
export const RENDER_DIR = path.resolve('test-results/pdf-renders');

/** The programs that draw a PDF page: Poppler and Ghostscript. */
export type PdfRenderer = 'poppler' | 'ghostscript';

/**
 * Resolutions read, in turn, until every text is found: Tesseract reads 13 pt Hangul best around
 * 200 dpi (at 100 it drops whole lines); the others catch its occasional misreading of a syllable.
 */
const DPIS = [200, 150, 300];

/**
 * Draws page `page` (from 1) of `pdf` with `renderer` at `dpi` into
 * `test-results/pdf-renders/<name>-<renderer>-<dpi>.png` and returns that path. Throws when the
 * renderer fails (a PDF it cannot read).
 */
export async function renderPdfPage(pdf: Uint8Array, name: string, renderer: PdfRenderer, dpi = DPIS[0], page = 1): Promise<string> {
  await mkdir(RENDER_DIR, { recursive: true });
  const file = path.join(RENDER_DIR, `${name}.pdf`);
  const base = path.join(RENDER_DIR, `${name}-${renderer}-${dpi}`);
  await writeFile(file, pdf);
  if (renderer === 'poppler') {
    await run('pdftoppm', ['-png', '-r', String(dpi), '-f', String(page), '-l', String(page), '-singlefile', file, base]);
  } else {
    await run('gs', [
      '-q',
      '-dSAFER',
      '-dBATCH',
      '-dNOPAUSE',
      '-sDEVICE=png16m',
      `-r${dpi}`,
      '-dTextAlphaBits=4',
      '-dGraphicsAlphaBits=4',
      `-dFirstPage=${page}`,
      `-dLastPage=${page}`,
      `-sOutputFile=${base}.png`,
      file,
    ]);
  }
  return `${base}.png`;
}

/**
 * The text Tesseract reads in the picture `png` (Korean and English; page segmentation 4, a single
 * column of lines of varying sizes, which keeps a label and its value on one line).
 */
export async function ocrPng(png: string): Promise<string> {
  // One thread (through env(1), the environment otherwise inherited): Tesseract's OpenMP threads
  // only fight the test server for the cores.
  const { stdout } = await run('env', ['OMP_THREAD_LIMIT=1', 'tesseract', png, 'stdout', '-l', 'kor+eng', '--psm', '4'], {
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

/** What a person reads on page `page` of `pdf` drawn by `renderer` at `dpi` (rendered, then OCR). */
export async function readPdfAsRendered(pdf: Uint8Array, name: string, renderer: PdfRenderer, dpi = DPIS[0], page = 1): Promise<string> {
  return ocrPng(await renderPdfPage(pdf, name, renderer, dpi, page));
}

/** OCR puts spaces between Hangul syllables or drops them; compare without any. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

/** Time a test needs per `expectPdfShows` (up to six renders and OCR runs on a busy machine). */
export const PDF_CHECK_TIMEOUT_MS = 90_000;

/**
 * Checks that every string of `texts` (spaces ignored) is read on page 1 of `pdf` as drawn by
 * Poppler and by Ghostscript (at 200 dpi, a text not read there at 150 and then 300 dpi); throws an
 * Error naming the renderer, the missing texts and what was read otherwise. Plain throws, so Vitest
 * and Playwright tests use it alike.
 */
export async function expectPdfShows(
  pdf: Uint8Array,
  texts: string[],
  name: string,
  renderers: PdfRenderer[] = ['poppler', 'ghostscript'],
) {
  for (const renderer of renderers) {
    let missing = texts;
    const readings: string[] = [];
    for (const dpi of DPIS) {
      const read = await readPdfAsRendered(pdf, name, renderer, dpi);
      readings.push(`${dpi} dpi:\n${read}`);
      missing = missing.filter((t) => !squeeze(read).includes(squeeze(t)));
      if (missing.length === 0) break;
    }
    if (missing.length > 0) throw new Error(`${renderer} drew ${name} without ${JSON.stringify(missing)}; read:\n${readings.join('\n')}`);
  }
}
