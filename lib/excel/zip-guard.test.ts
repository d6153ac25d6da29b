import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { lieAboutSizes } from '@/tests/helpers/zip';
import { inflatedZipSummary, zipSummary, zipWithinLimits } from './zip-guard';

async function xlsx(): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.addWorksheet('a').addRow(['이름', '생년월일']);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

describe('zip guard (checked before parsing)', () => {
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

describe('inflatedZipSummary (the real sizes, counted while inflating)', () => {
  it('agrees with the directory of an honest .xlsx', async () => {
    const buf = await xlsx();
    const real = await inflatedZipSummary(buf);
    expect(real).toEqual(zipSummary(buf));
  });

  it('refuses a crafted .xlsx whose declared sizes lie, stopping at the cap', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('a');
    ws.addRow(['이름', '생년월일']);
    // 3,000 identical rows: a few hundred kB of sheet XML that deflates to a few kB.
    for (let i = 0; i < 3_000; i++) ws.addRow(['가'.repeat(100), '19900101']);
    const honest = Buffer.from(await wb.xlsx.writeBuffer());
    const lying = lieAboutSizes(honest, 4096);
    const limits = { maxEntries: 200, maxUncompressed: 64 * 1024, maxRatio: 200 };
    // The directory alone says 4 kB per entry: within limits.
    expect(zipWithinLimits(zipSummary(lying)!, limits)).toBe(true);
    // Inflating says otherwise.
    expect(await inflatedZipSummary(lying, limits)).toBeNull();
    expect(await inflatedZipSummary(honest, { ...limits, maxUncompressed: 50 * 1024 * 1024 })).not.toBeNull();
  }, 30_000);

  it('refuses a truncated or unknown-method archive', async () => {
    const buf = await xlsx();
    expect(await inflatedZipSummary(buf.subarray(0, buf.length - 30))).toBeNull();
  });
});
