import 'server-only';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
import subsetFont from 'subset-font';
import { koreanFontBytes } from '@/lib/fonts/korean-font';

/**
 * Characters every embedded font carries besides the texts a document names: printable ASCII, so
 * digits, Latin letters and punctuation drawn later (a page number, a date) still print.
 */
const ALWAYS = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i)).join('');

/**
 * The site's Korean font cut down to the characters of `texts` (plus printable ASCII), as TrueType
 * bytes. Cut by HarfBuzz's subsetter (`subset-font`, WebAssembly, nothing downloaded): the subsetter
 * of `@pdf-lib/fontkit` 1.1.1 (pdf-lib's `subset: true`) writes misaligned glyph records, so
 * viewers, printers, Poppler and Ghostscript drew names, bibs and times with glyphs missing while
 * the text layer looked right. A few tens of kB for a certificate's texts, against 2.6 MB for the
 * whole font; about 5-40 ms of CPU.
 */
export async function koreanFontSubset(texts: Iterable<string>): Promise<Buffer> {
  const chars = new Set(ALWAYS);
  for (const text of texts) for (const ch of text) chars.add(ch);
  // No layout closure: Hangul syllables and Latin need no glyph substitution, and the closure
  // over the font's GSUB would add hundreds of glyphs (and milliseconds) to every document.
  return subsetFont(await koreanFontBytes(), [...chars].join(''), { targetFormat: 'truetype', noLayoutClosure: true });
}

/**
 * Embeds the site's Korean font (Pretendard SemiBold) in `doc`, holding the glyphs of every string
 * in `texts` and printable ASCII, and returns it for `page.drawText(…, { font })`. Every PDF the
 * site makes (finisher and untact certificates, bib labels) embeds its font here: the subset is
 * made by HarfBuzz (see `koreanFontSubset`) and embedded whole (`subset: false`), so pdf-lib's own
 * broken subsetter never runs. A character outside `texts` and ASCII draws as an empty box: pass
 * every string the document draws. Rejects when the font package is missing.
 */
export async function embedKoreanFont(doc: PDFDocument, texts: Iterable<string>): Promise<PDFFont> {
  doc.registerFontkit(fontkit);
  return doc.embedFont(await koreanFontSubset(texts), { subset: false });
}
