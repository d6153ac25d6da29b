import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { zipSummary, zipWithinLimits } from './zip-guard';

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('a').addRow(['이름', '생년월일']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('zip guard (issue #4 item 5: checked before parsing)', () => {
  it('reads the entry count and sizes of a real .xlsx and lets it through', async () => {
    const s = zipSummary(await xlsx());
    expect(s).not.toBeNull();
    expect(s!.entries).toBeGreaterThan(3);
    expect(s!.uncompressed).toBeGreaterThan(s!.compressed);
    expect(zipWithinLimits(s!)).toBe(true);
  });

  it('refuses too many entries, a huge declared size, and a high expansion ratio', () => {
    expect(zipWithinLimits({ entries: 5000, compressed: 1000, uncompressed: 2000 })).toBe(false);
    expect(zipWithinLimits({ entries: 5, compressed: 4_000_000, uncompressed: 60 * 1024 * 1024 })).toBe(false);
    expect(zipWithinLimits({ entries: 5, compressed: 10_000, uncompressed: 10_000 * 1000 })).toBe(false);
  });

  it('is null for data that is not a zip or whose directory lies outside the file', async () => {
    expect(zipSummary(Buffer.from('not a zip at all, just text'))).toBeNull();
    const buf = await xlsx();
    const broken = Buffer.from(buf);
    const eocd = broken.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
    broken.writeUInt32LE(0x7fffffff, eocd + 16);
    expect(zipSummary(broken)).toBeNull();
  });
});
