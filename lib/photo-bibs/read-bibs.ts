import 'server-only';
import sharp, { type Sharp } from 'sharp';
import { type OcrEngine, recogniseDigits } from './ocr-engine';
import { type BibReading, type BibRule, voteBibs } from './vote';

/**
 * One way of preparing a photo for an OCR engine. Bibs come in every size (a runner filling the
 * frame or far behind) and tesseract reads digits best at a few dozen pixels high, so the photo is
 * read at several widths; a thresholded pass separates dark digits from a sunlit white bib, the red
 * channel lifts dark digits off blue and green shirts, and slightly turned copies straighten a bib
 * on a leaning runner.
 */
interface Pass {
  name: string;
  engine: OcrEngine;
  prepare: (img: Sharp) => Sharp;
}

const gray = (width: number) => (s: Sharp) => s.resize({ width }).grayscale();
const threshold = (width: number) => (s: Sharp) => s.resize({ width }).grayscale().normalize().threshold(140);
const turned = (width: number, degrees: number) => (s: Sharp) => s.resize({ width }).grayscale().rotate(degrees, { background: '#ffffff' });

/** The passes over each photo, in order: eight of the neural recogniser and three of the pattern one. */
export const OCR_PASSES: readonly Pass[] = [
  { name: 'gray-800', engine: 'lstm', prepare: gray(800) },
  { name: 'gray-1200', engine: 'lstm', prepare: gray(1200) },
  { name: 'gray-1600', engine: 'lstm', prepare: gray(1600) },
  { name: 'threshold-1200', engine: 'lstm', prepare: threshold(1200) },
  { name: 'threshold-1600', engine: 'lstm', prepare: threshold(1600) },
  { name: 'red-1200', engine: 'lstm', prepare: (s) => s.resize({ width: 1200 }).extractChannel('red') },
  { name: 'turned-left-1200', engine: 'lstm', prepare: turned(1200, -8) },
  { name: 'turned-right-1200', engine: 'lstm', prepare: turned(1200, 8) },
  { name: 'legacy-gray-800', engine: 'legacy', prepare: gray(800) },
  { name: 'legacy-gray-1200', engine: 'legacy', prepare: gray(1200) },
  { name: 'legacy-threshold-1600', engine: 'legacy', prepare: threshold(1600) },
];

/**
 * Reads the bib numbers in one photo (any image sharp decodes; the stored gallery image is used):
 * turns it upright, reads it once per OCR_PASSES entry with the digit-only engine
 * (lib/photo-bibs/ocr-engine.ts) and keeps the numbers the passes agree on under `rule`
 * (lib/photo-bibs/vote.ts). Takes 5–10 s per photo of one core (npm run bench:photo-ocr), in
 * worker threads.
 * Throws when the image cannot be decoded.
 */
export async function readBibs(image: Buffer, rule: BibRule): Promise<BibReading[]> {
  // Decoded once; every pass starts from the same upright copy, never from the upload's metadata.
  const upright = await sharp(image).rotate().png().toBuffer();
  const passes = [];
  for (const p of OCR_PASSES) {
    const prepared = await p.prepare(sharp(upright)).png().toBuffer();
    passes.push(await recogniseDigits(prepared, p.engine));
  }
  return voteBibs(passes, rule);
}
