import 'server-only';
import ExcelJS from 'exceljs';
import { safeCell } from '@/lib/reception/excel-cell';
import { kstParts } from '@/lib/time/kst';

/**
 * One .xlsx of one sheet for a staff download (the application export, the courier's parcel list):
 * bold column titles, widths in characters, every text cell formula-safe (safeCell). Returns the bytes.
 */
export async function writeSheet(
  sheetName: string,
  columns: ReadonlyArray<{ header: string; width: number }>,
  rows: Iterable<ReadonlyArray<string | number | null | undefined>>,
): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  wb.creator = 'marathon-site';
  const sheet = wb.addWorksheet(sheetName);
  sheet.columns = columns.map((c, i) => ({ header: c.header, key: `c${i}`, width: c.width }));
  sheet.getRow(1).font = { bold: true };
  for (const r of rows) sheet.addRow(r.map(safeCell));
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Today in KST as YYYYMMDD, for download names ('applications-20251019.xlsx'). */
export function kstDateStamp(now = new Date()): string {
  const p = kstParts(now);
  return `${p.year}${String(p.month).padStart(2, '0')}${String(p.day).padStart(2, '0')}`;
}
