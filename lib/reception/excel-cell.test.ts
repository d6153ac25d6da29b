import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { attachmentHeader, safeCell } from './excel-cell';

describe('formula-injection safe cells', () => {
  it('prefixes values that start with = + - @ tab or CR, and leaves others alone', () => {
    expect(safeCell('=HYPERLINK("http://x","y")')).toBe('\'=HYPERLINK("http://x","y")');
    expect(safeCell('+1+cmd|" /C calc"!A0')).toBe('\'+1+cmd|" /C calc"!A0');
    expect(safeCell('+82 10-1234-5678')).toBe("'+82 10-1234-5678");
    // A phone from abroad as stored (E.164): digits only, written as is so staff can dial or copy it.
    expect(safeCell('+819012345678')).toBe('+819012345678');
    expect(safeCell('-1+2')).toBe("'-1+2");
    expect(safeCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(safeCell('\tcmd')).toBe("'\tcmd");
    expect(safeCell('김민수')).toBe('김민수');
    expect(safeCell('01012341234')).toBe('01012341234');
    expect(safeCell(35000)).toBe(35000);
    expect(safeCell(null)).toBe('');
  });

  it('round-trips through an .xlsx file as plain text, never a formula', async () => {
    const wb = new ExcelJS.Workbook();
    wb.addWorksheet('s').addRow([safeCell('=1+1'), safeCell('@A1'), safeCell(5)]);
    const buf = await wb.xlsx.writeBuffer();
    const back = new ExcelJS.Workbook();
    await back.xlsx.load(buf);
    const row = back.getWorksheet('s')!.getRow(1);
    expect(row.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(row.getCell(1).value).toBe("'=1+1");
    expect(row.getCell(2).value).toBe("'@A1");
    expect(row.getCell(3).value).toBe(5);
  });
});

describe('Content-Disposition', () => {
  it('carries an ASCII fallback and the UTF-8 file name', () => {
    const h = attachmentHeader('접수목록 2025.xlsx', 'applications.xlsx');
    expect(h).toBe('attachment; filename="applications.xlsx"; filename*=UTF-8\'\'%EC%A0%91%EC%88%98%EB%AA%A9%EB%A1%9D%202025.xlsx');
    expect(decodeURIComponent(h.split("''")[1])).toBe('접수목록 2025.xlsx');
  });
});
