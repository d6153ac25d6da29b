import 'server-only';
import { PDFDocument, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { embedKoreanFont } from './font';

/** One runner as the bib labels and fronts print them (texts already formatted for print). */
export interface BibPrintRow {
  backNo: number;
  runnerName: string;
  courseName: string;
  /** Course code (HALF, 10KM, HEALTH, ...): picks the colour band of the bib front. */
  courseCode: string;
  /** Emergency contact line, e.g. '홍길동(배우자) 010-1234-5678'; '' when none was given. */
  emergency: string;
  /** Blood type with Rh, e.g. 'A형 Rh+'; '' when none was given. */
  blood: string;
}

/** The fixed captions of the PDFs, in the staff member's language. */
export interface BibPrintLabels {
  docTitle: string;
  emergency: string;
  blood: string;
  none: string;
}

const MM = 72 / 25.4;
const A4: [number, number] = [595.28, 841.89];
const INK = rgb(0.08, 0.08, 0.1);
const GREY = rgb(0.45, 0.45, 0.5);

/**
 * The label sheet: A4 with 2 × 7 labels of 99.1 × 38.1 mm (14 per sheet; the layout of Avery
 * L7163 and the 14-up address-label sheets sold in Korea under several brands): 15.15 mm top
 * margin, 4.65 mm side margin, 2.5 mm between the columns, no gap between rows.
 */
const SHEET = { cols: 2, rows: 7, w: 99.1 * MM, h: 38.1 * MM, top: 15.15 * MM, left: 4.65 * MM, gapX: 2.5 * MM };

/** Colour band of a course on the bib front (the usual race convention: half red, 10 km blue, 5 km green). */
const COURSE_COLOURS: Record<string, RGB> = {
  HALF: rgb(0.8, 0.12, 0.15),
  '10KM': rgb(0.1, 0.35, 0.75),
  HEALTH: rgb(0.1, 0.55, 0.3),
  ULTR: rgb(0.45, 0.2, 0.6),
};
const OTHER_COURSE = rgb(0.35, 0.35, 0.4);

/** The largest font size ≤ `max` at which `text` fits `width` points. */
function fit(font: PDFFont, text: string, max: number, width: number): number {
  const w = font.widthOfTextAtSize(text, max);
  return w <= width ? max : Math.max(4, (max * width) / w);
}

function drawLabel(page: PDFPage, font: PDFFont, r: BibPrintRow, l: BibPrintLabels, x: number, y: number) {
  const pad = 4 * MM;
  const inner = SHEET.w - 2 * pad;
  const top = y + SHEET.h;
  const bib = String(r.backNo);
  page.drawText(bib, { x: x + pad, y: top - pad - 20, size: 24, font, color: INK });
  const bibW = font.widthOfTextAtSize(bib, 24);
  const courseSize = fit(font, r.courseName, 11, inner - bibW - 8);
  page.drawText(r.courseName, {
    x: x + SHEET.w - pad - font.widthOfTextAtSize(r.courseName, courseSize),
    y: top - pad - 16,
    size: courseSize,
    font,
    color: GREY,
  });
  page.drawText(r.runnerName, { x: x + pad, y: top - pad - 42, size: fit(font, r.runnerName, 15, inner), font, color: INK });
  const emergency = `${l.emergency} ${r.emergency || l.none}`;
  page.drawText(emergency, { x: x + pad, y: top - pad - 62, size: fit(font, emergency, 9.5, inner), font, color: INK });
  const blood = `${l.blood} ${r.blood || l.none}`;
  page.drawText(blood, { x: x + pad, y: top - pad - 80, size: fit(font, blood, 12, inner), font, color: INK });
}

/**
 * Labels for the back of the bibs (printed on race day week after bib assignment): one label per
 * runner in the order given (bib order), 14 per A4 sheet laid out as `SHEET` (2 × 7 of 99.1 ×
 * 38.1 mm). Each label: bib number, course, name, emergency contact (name, relation, phone) and
 * blood type with Rh, what the medical staff need when a runner collapses. Print at 100 % (no
 * "fit to page"), or the labels drift off the die-cuts. Returns PDF bytes; an empty list gives one
 * blank sheet.
 */
export async function renderBibLabels(rows: BibPrintRow[], l: BibPrintLabels): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await embedKoreanFont(doc, [
    ...Object.values(l),
    ...rows.flatMap((r) => [r.runnerName, r.courseName, r.emergency, r.blood]),
  ]);
  doc.setTitle(l.docTitle);
  const perPage = SHEET.cols * SHEET.rows;
  for (let start = 0; start === 0 || start < rows.length; start += perPage) {
    const page = doc.addPage(A4);
    rows.slice(start, start + perPage).forEach((r, i) => {
      const col = i % SHEET.cols;
      const row = Math.floor(i / SHEET.cols);
      const x = SHEET.left + col * (SHEET.w + SHEET.gapX);
      const y = A4[1] - SHEET.top - (row + 1) * SHEET.h;
      drawLabel(page, font, r, l, x, y);
    });
  }
  return doc.save({ useObjectStreams: false });
}

function drawFront(page: PDFPage, font: PDFFont, r: BibPrintRow, y: number, h: number) {
  const [w] = A4;
  const margin = 14 * MM;
  const colour = COURSE_COLOURS[r.courseCode] ?? OTHER_COURSE;
  const band = 22 * MM;
  // The bib's own outline (cut line) and the course band across its top.
  page.drawRectangle({ x: margin / 2, y: y + margin / 2, width: w - margin, height: h - margin, borderColor: GREY, borderWidth: 0.5 });
  page.drawRectangle({ x: margin / 2, y: y + h - margin / 2 - band, width: w - margin, height: band, color: colour });
  const courseSize = fit(font, r.courseName, 30, w - 2 * margin);
  page.drawText(r.courseName, {
    x: (w - font.widthOfTextAtSize(r.courseName, courseSize)) / 2,
    y: y + h - margin / 2 - band / 2 - courseSize * 0.35,
    size: courseSize,
    font,
    color: rgb(1, 1, 1),
  });
  const nameSize = fit(font, r.runnerName, 28, w - 2 * margin);
  const nameY = y + margin + 14;
  // The number centred between the name and the band, as large as the width and that space allow
  // (digits stand about 0.72 em tall in the site's font).
  const low = nameY + nameSize + 12;
  const high = y + h - margin / 2 - band - 12;
  const bib = String(r.backNo);
  const bibSize = Math.min(fit(font, bib, 200, w - 2 * margin), (high - low) / 0.72);
  page.drawText(bib, {
    x: (w - font.widthOfTextAtSize(bib, bibSize)) / 2,
    y: (low + high) / 2 - (bibSize * 0.72) / 2,
    size: bibSize,
    font,
    color: INK,
  });
  page.drawText(r.runnerName, {
    x: (w - font.widthOfTextAtSize(r.runnerName, nameSize)) / 2,
    y: nameY,
    size: nameSize,
    font,
    color: INK,
  });
  page.drawRectangle({ x: margin / 2, y: y + margin / 2, width: w - margin, height: 5 * MM, color: colour });
}

/**
 * Bib fronts for a test print (race day): one bib per half of an A4 sheet (A5 landscape, the size
 * of a usual race bib), two per page in the order given. Each: the course name in a band of the
 * course's colour (`COURSE_COLOURS`), the bib number as large as fits, the runner's name. Returns
 * PDF bytes; an empty list gives one blank page.
 */
export async function renderBibFronts(rows: BibPrintRow[], l: Pick<BibPrintLabels, 'docTitle'>): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  const font = await embedKoreanFont(doc, [l.docTitle, ...rows.flatMap((r) => [r.runnerName, r.courseName])]);
  doc.setTitle(l.docTitle);
  const half = A4[1] / 2;
  for (let start = 0; start === 0 || start < rows.length; start += 2) {
    const page = doc.addPage(A4);
    rows.slice(start, start + 2).forEach((r, i) => drawFront(page, font, r, i === 0 ? half : 0, half));
  }
  return doc.save({ useObjectStreams: false });
}
