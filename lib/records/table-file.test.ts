import ExcelJS from 'exceljs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lieAboutSizes } from '@/tests/helpers/zip';
import { readTable } from './table-file';

/** The loader every ExcelJS workbook uses (one class, shared by all workbooks). */
const loader = Object.getPrototypeOf(new ExcelJS.Workbook().xlsx) as { load: (...a: unknown[]) => Promise<unknown> };

describe('results .xlsx: a zip bomb is refused before the spreadsheet library inflates it', () => {
  afterEach(() => vi.restoreAllMocks());

  it('refuses a sheet whose zip declares small sizes but inflates 30 MB, without handing it to ExcelJS', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('결과');
    ws.addRow(['배번', '성명', '기록', '비고']);
    ws.addRow(['1', '김철수', '1:20:00', 'a'.repeat(30 * 1024 * 1024)]);
    const bomb = lieAboutSizes(Buffer.from(await wb.xlsx.writeBuffer()), 4096);
    const load = vi.spyOn(loader, 'load');
    await expect(readTable(bomb)).rejects.toMatchObject({ messageKey: 'records.import.notTable' });
    expect(load).not.toHaveBeenCalled();
  }, 60_000);

  it('still reads an honest results sheet', async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet('결과');
    ws.addRow(['배번', '성명', '기록']);
    ws.addRow(['1', '김철수', '1:20:00']);
    const table = await readTable(Buffer.from(await wb.xlsx.writeBuffer()));
    expect(table.headers).toEqual(['배번', '성명', '기록']);
    expect(table.rows).toEqual([['1', '김철수', '1:20:00']]);
  });
});
