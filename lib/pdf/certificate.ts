import 'server-only';
import { PDFDocument, rgb } from 'pdf-lib';
import { embedKoreanFont } from './font';
import { drawVerificationMark, verificationTexts, type VerificationMark } from './verification-mark';

/** What a certificate prints, top to bottom, already in the reader's language. */
export interface CertificateContent {
  /** PDF document title (viewer tab, file properties). */
  docTitle: string;
  /** Large title ('완주증', 'Certificate'). */
  title: string;
  /** Smaller lines under the title (an English subtitle, the event and round). */
  headings: string[];
  /** Label and value rows (name, course, bib, times, places, distance). */
  rows: Array<[string, string]>;
  /** Closing lines under the rows (the certifying sentence, issue date, the organiser). */
  closing: string[];
  /** The QR code and short code that open the public verification page (lib/certificates). */
  verification?: VerificationMark;
}

/**
 * A one-page A4 certificate as PDF bytes (spec §2 /record personal record certificate, /record/print-record
 * untact certificate) with the Korean font embedded as a subset of the glyphs used (`embedKoreanFont`), so it
 * prints the same on any machine and stays small (tens of kB). Plain object dictionaries (no object streams),
 * so the embedded font stays visible to simple PDF tools.
 */
export async function renderCertificate(c: CertificateContent): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  // Every string the page draws, the verification mark's too: a character left out of the subset
  // prints as another glyph or none (the mark's label printed as '진위 진진 (QR 진진 코진)').
  const font = await embedKoreanFont(doc, [
    c.title,
    ...c.headings,
    ...c.rows.flat(),
    ...c.closing,
    ...(c.verification ? verificationTexts(c.verification) : []),
  ]);
  doc.setTitle(c.docTitle);
  const page = doc.addPage([595.28, 841.89]);
  const { width, height } = page.getSize();
  const ink = rgb(0.1, 0.16, 0.3);
  const centre = (text: string, y: number, size: number) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: ink });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: height - 60, borderColor: ink, borderWidth: 3 });
  page.drawRectangle({ x: 40, y: 40, width: width - 80, height: height - 80, borderColor: ink, borderWidth: 0.8 });
  centre(c.title, 700, 40);
  c.headings.forEach((line, i) => centre(line, 665 - i * 35, i === 0 ? 14 : 16));
  c.rows.forEach(([label, value], i) => {
    const y = 540 - i * 40;
    page.drawText(label, { x: 110, y, size: 13, font, color: ink });
    page.drawText(value, { x: 300, y, size: 17, font, color: ink });
  });
  c.closing.forEach((line, i) => centre(line, 220 - i * 50, i === 0 ? 14 : 16));
  if (c.verification) await drawVerificationMark(doc, page, font, c.verification);
  return doc.save({ useObjectStreams: false });
}
