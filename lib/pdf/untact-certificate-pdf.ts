import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb } from 'pdf-lib';

/** The Korean font of the certificate: Pretendard (SIL OFL 1.1), shipped by the `pretendard` npm package. */
const FONT_FILE = path.join(
  process.cwd(),
  'node_modules',
  'pretendard',
  'dist',
  'public',
  'static',
  'alternative',
  'Pretendard-Regular.ttf',
);

let fontBytes: Promise<Buffer> | undefined;

/** What the certificate prints (spec §3 certificate, plus the event name and distance). */
export interface CertificateFields {
  eventName: string;
  runnerName: string;
  ticketName: string;
  backNo: number | null;
  elapseTime: string; // H:MM:SS
  distance: number; // metres
  issueDate: string; // YYYY-MM-DD, KST
  labels: { title: string; name: string; course: string; backNo: string; time: string; distance: string; body: string; issued: string };
}

/**
 * An A4 certificate of an untact record as PDF bytes, with the Korean font embedded (subset), so it
 * prints the same on any machine (spec §2 /record/print-record).
 */
export async function untactCertificatePdf(c: CertificateFields): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.registerFontkit(fontkit);
  fontBytes ??= readFile(FONT_FILE);
  const font = await pdf.embedFont(await fontBytes, { subset: true });
  pdf.setTitle(`${c.labels.title} - ${c.runnerName}`);
  const page = pdf.addPage([595.28, 841.89]);
  const { width } = page.getSize();
  const ink = rgb(0.1, 0.15, 0.3);
  const centre = (text: string, y: number, size: number) =>
    page.drawText(text, { x: (width - font.widthOfTextAtSize(text, size)) / 2, y, size, font, color: ink });
  page.drawRectangle({ x: 30, y: 30, width: width - 60, height: 841.89 - 60, borderColor: ink, borderWidth: 3 });
  centre(c.labels.title, 700, 40);
  centre(c.eventName, 650, 18);
  const rows: Array<[string, string]> = [
    [c.labels.name, c.runnerName],
    [c.labels.course, c.ticketName],
    [c.labels.backNo, c.backNo === null ? '-' : String(c.backNo)],
    [c.labels.distance, `${(c.distance / 1000).toFixed(2)} km`],
    [c.labels.time, c.elapseTime],
  ];
  rows.forEach(([label, value], i) => {
    const y = 560 - i * 40;
    page.drawText(label, { x: 140, y, size: 16, font, color: ink });
    page.drawText(value, { x: 280, y, size: 16, font, color: ink });
  });
  centre(c.labels.body, 300, 14);
  centre(`${c.labels.issued} ${c.issueDate}`, 250, 14);
  // Plain object dictionaries (no object streams): the embedded font stays visible to PDF checkers.
  return pdf.save({ useObjectStreams: false });
}
