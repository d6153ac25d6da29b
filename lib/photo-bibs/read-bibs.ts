import 'server-only';
import { readPasses } from './ocr-engine';
import { type BibReading, type BibRule, voteBibs } from './vote';

/**
 * Reads the bib numbers in one photo (any image sharp decodes; the stored gallery image is used):
 * the OCR thread reads it once per pass (lib/photo-bibs/ocr-thread.mjs: sizes, contrast, colour
 * channel, turned copies, two recognisers) and the numbers the passes agree on under `rule` are
 * kept (lib/photo-bibs/vote.ts). Takes 6–30 s of one core per photo (npm run bench:photo-ocr), off
 * the event loop. Throws when the image cannot be decoded.
 */
export async function readBibs(image: Buffer, rule: BibRule): Promise<BibReading[]> {
  return voteBibs(await readPasses(image), rule);
}
