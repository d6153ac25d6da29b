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
 * Tesseract (`-l kor+eng`, the page as lines; a text not found there again as sparse text, and a
 * text without Hangul with `-l eng`) and expects every text in both renderings. OCR misreads a syllable now
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
 * 200 dpi (at 100 it drops whole lines); 150 and 300 catch its occasional misreading of a syllable;
 * 72 reads a bib number several centimetres tall, whose digits are too big for Tesseract at the
 * others ('27000' read as '2/000', '54000' as '04000' on correctly drawn fronts).
 */
const DPIS = [200, 150, 300, 72];

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
 * Tesseract's language models: both for a page of Hangul with Latin and digits; English alone for
 * a Latin token the mixed model keeps reading as Hangul-shaped digits.
 */
export type OcrLanguages = 'kor+eng' | 'eng';

/**
 * How Tesseract finds the text on the page: 4, a single column of lines of varying sizes, which
 * keeps a label and its value on one line; 11, sparse text, which reads a bib number a few
 * centimetres tall that page layout 4 reads as other digits ("54000" as "94000").
 */
export type OcrLayout = 4 | 11;

/** The text Tesseract reads in the picture `png` with `languages` and page `layout`. */
export async function ocrPng(png: string, languages: OcrLanguages = 'kor+eng', layout: OcrLayout = 4): Promise<string> {
  // One thread (through env(1), the environment otherwise inherited): Tesseract's OpenMP threads
  // only fight the test server for the cores.
  const { stdout } = await run('env', ['OMP_THREAD_LIMIT=1', 'tesseract', png, 'stdout', '-l', languages, '--psm', String(layout)], {
    maxBuffer: 10 * 1024 * 1024,
  });
  return stdout;
}

/** A text with no Hangul: English alone may read it where the mixed model misread it. */
const isLatin = (s: string) => /^[\x20-\x7e]+$/.test(s);

/**
 * The readings of one picture, in turn, for the texts the ones before did not find: the page as
 * lines; the page as sparse text (big numbers); texts without Hangul with English alone (the mixed
 * model reads "혈액형 AB형" as "혈액형 46형" now and then on a correctly drawn label, at every dpi).
 * Each is a reading of the same drawn picture, so a glyph that is not drawn is read by none.
 */
const READINGS: { label: string; languages: OcrLanguages; layout: OcrLayout; only?: (text: string) => boolean }[] = [
  { label: '', languages: 'kor+eng', layout: 4 },
  { label: ', sparse text', languages: 'kor+eng', layout: 11 },
  { label: ', English alone', languages: 'eng', layout: 4, only: isLatin },
];

/** What a person reads on page `page` of `pdf` drawn by `renderer` at `dpi` (rendered, then OCR). */
export async function readPdfAsRendered(pdf: Uint8Array, name: string, renderer: PdfRenderer, dpi = DPIS[0], page = 1): Promise<string> {
  return ocrPng(await renderPdfPage(pdf, name, renderer, dpi, page));
}

/** OCR puts spaces between Hangul syllables or drops them; compare without any. */
const squeeze = (s: string) => s.replace(/\s+/g, '');

/**
 * Time a test needs per `expectPdfShows` on a busy machine: at worst, for both renderers, every
 * resolution drawn and read every way (about 5 s per drawing and reading). A page read at once takes
 * a few seconds.
 */
export const PDF_CHECK_TIMEOUT_MS = 2 * DPIS.length * READINGS.length * 5_000;

/**
 * Checks that every string of `texts` (spaces ignored) is read on page 1 of `pdf` as drawn by
 * Poppler and by Ghostscript (at 200 dpi, a text not read there at 150, 300 and 72 dpi, each picture
 * read in the ways of READINGS); throws an Error naming the renderer, the missing texts and what was
 * read otherwise. Plain throws, so Vitest and Playwright tests use it alike.
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
      const png = await renderPdfPage(pdf, name, renderer, dpi);
      for (const reading of READINGS) {
        const askFor = reading.only ? missing.filter(reading.only) : missing;
        if (askFor.length === 0) continue;
        const read = await ocrPng(png, reading.languages, reading.layout);
        readings.push(`${dpi} dpi${reading.label}:\n${read}`);
        missing = missing.filter((t) => !(askFor.includes(t) && squeeze(read).includes(squeeze(t))));
      }
      if (missing.length === 0) break;
    }
    if (missing.length > 0) throw new Error(`${renderer} drew ${name} without ${JSON.stringify(missing)}; read:\n${readings.join('\n')}`);
  }
}
