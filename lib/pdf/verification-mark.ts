import 'server-only';
import { rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import QRCode from 'qrcode';

/** The verification block of a certificate: its printed code, the page that checks it, and the label above. */
export interface VerificationMark {
  /** Printed form of the code (7KQ4-M2XD-9PRA). */
  code: string;
  /** Absolute verification URL, also the QR code's content. */
  url: string;
  /** Label over the code ('진위 확인', 'Verify this certificate'). */
  label: string;
}

/** Every text the mark draws (for the embedded font's glyph subset). */
export const verificationTexts = (v: VerificationMark) => [v.label, v.code, v.url];

/** Side of the printed QR code in PDF points (about 3.4 cm: scanned from paper at arm's length). */
const QR_SIZE = 96;

/**
 * Draws the verification mark at the bottom left of `page` inside the certificate's border: the QR
 * code of `v.url` (error correction M, quiet zone of 4 modules as scanners expect, drawn as a
 * lossless PNG at 8 px per module so it stays sharp when printed), and beside it the label, the
 * printed code and the URL, so that a reader without a camera can type either.
 */
export async function drawVerificationMark(doc: PDFDocument, page: PDFPage, font: PDFFont, v: VerificationMark): Promise<void> {
  const png = await QRCode.toBuffer(v.url, { type: 'png', errorCorrectionLevel: 'M', margin: 4, scale: 8 });
  const image = await doc.embedPng(png);
  const x = 60;
  const y = 58;
  page.drawImage(image, { x, y, width: QR_SIZE, height: QR_SIZE });
  const ink = rgb(0.1, 0.16, 0.3);
  const tx = x + QR_SIZE + 12;
  page.drawText(v.label, { x: tx, y: y + 66, size: 11, font, color: ink });
  page.drawText(v.code, { x: tx, y: y + 42, size: 16, font, color: ink });
  page.drawText(v.url, { x: tx, y: y + 22, size: 9, font, color: ink });
}
