import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

/**
 * The content of the QR code on the first page of a PDF (a path, or the PDF's bytes), read from the
 * page as printed: Poppler renders it at 150 dpi and jsQR decodes the image, as a phone camera
 * would. Null when no QR code can be read.
 */
export function qrOfPdf(pdf: string | Buffer): string | null {
  const dir = mkdtempSync(join(tmpdir(), 'pdf-qr-'));
  try {
    const file = typeof pdf === 'string' ? pdf : join(dir, 'in.pdf');
    if (typeof pdf !== 'string') writeFileSync(file, pdf);
    execFileSync('pdftoppm', ['-png', '-r', '150', '-singlefile', file, join(dir, 'page')]);
    const png = PNG.sync.read(readFileSync(join(dir, 'page.png')));
    return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
