import 'server-only';
import { parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { isSafeXlsx, XLSX_ZIP_LIMITS } from '@/lib/excel/zip-guard';
import { badRequest } from '@/lib/errors';
import { decodeText, type TextEncoding } from './encoding';
import { formatHms } from '@/lib/format/units';

/** Largest results file accepted (results import: 20 MB, 100,000 rows). */
export const MAX_RESULTS_BYTES = 20 * 1024 * 1024;
export const MAX_RESULTS_ROWS = 100_000;

export interface Table {
  headers: string[];
  /** Data rows (after the header row); `rows[i]` is file row `firstRowNo + i` (1-based). */
  rows: string[][];
  firstRowNo: number;
  format: 'csv' | 'tsv' | 'xlsx';
  encoding?: TextEncoding;
}

const EXCEL_EPOCH = Date.UTC(1899, 11, 30);

/** Cell text of an .xlsx value; a time-of-day or duration cell (a Date near 1899-12-30) becomes H:MM:SS. */
function cellText(v: ExcelJS.CellValue): string {
  if (v === null || v === undefined) return '';
  if (v instanceof Date) {
    const ms = v.getTime() - EXCEL_EPOCH;
    if (ms >= 0 && ms < 10 * 86_400_000) return formatHms(Math.round(ms / 1000));
    return v.toISOString().replace('T', ' ').slice(0, 19);
  }
  if (typeof v === 'object') {
    if ('richText' in v)
      return v.richText
        .map((r) => r.text)
        .join('')
        .trim();
    if ('result' in v) return cellText(v.result as ExcelJS.CellValue);
    if ('text' in v) return String(v.text).trim();
    return '';
  }
  return String(v).trim();
}

async function readXlsx(data: Buffer): Promise<string[][]> {
  // The declared and then the real sizes (isSafeXlsx): a results sheet of 100,000 rows inflates to
  // well under 200 MB.
  if (!(await isSafeXlsx(data, { ...XLSX_ZIP_LIMITS, maxUncompressed: 200 * 1024 * 1024 }))) throw badRequest('records.import.notTable');
  const wb = new ExcelJS.Workbook();
  try {
    await wb.xlsx.load(data as unknown as ArrayBuffer);
  } catch {
    throw badRequest('records.import.notTable');
  }
  const ws = wb.worksheets[0];
  if (!ws) throw badRequest('records.import.notTable');
  if (ws.actualRowCount > MAX_RESULTS_ROWS + 1) throw badRequest('records.import.tooManyRows', { max: MAX_RESULTS_ROWS });
  const out: string[][] = [];
  ws.eachRow({ includeEmpty: true }, (row, n) => {
    const cells: string[] = [];
    for (let c = 1; c <= Math.min(row.cellCount, 60); c++) cells.push(cellText(row.getCell(c).value));
    out[n - 1] = cells;
  });
  return Array.from(out, (r) => r ?? []);
}

/** The delimiter of a text table, chosen from its header line: tab, semicolon or comma. */
function delimiterOf(firstLine: string): string {
  const count = (ch: string) => firstLine.split(ch).length - 1;
  const tabs = count('\t');
  const semis = count(';');
  const commas = count(',');
  if (tabs > 0 && tabs >= commas) return '\t';
  if (semis > commas) return ';';
  return ',';
}

/**
 * Reads a results file as a table (results import): .xlsx by its zip signature (bounded before
 * decompressing), otherwise text in its detected encoding, parsed by csv-parse with the delimiter of
 * the header line (CSV or TSV). Throws 400 `records.import.notTable` for anything that is not a table
 * of at least two columns and one data row, `records.import.tooLarge`/`tooManyRows` over the limits.
 */
export async function readTable(data: Buffer): Promise<Table> {
  if (data.length === 0) throw badRequest('records.import.noFile');
  if (data.length > MAX_RESULTS_BYTES) throw badRequest('records.import.tooLarge', { mb: MAX_RESULTS_BYTES / 1024 / 1024 });
  let all: string[][];
  let format: Table['format'];
  let encoding: TextEncoding | undefined;
  if (data.length >= 4 && data.readUInt32LE(0) === 0x04034b50) {
    all = await readXlsx(data);
    format = 'xlsx';
  } else {
    if (data.subarray(0, 8192).includes(0)) throw badRequest('records.import.notTable'); // binary, not text
    const decoded = decodeText(data);
    encoding = decoded.encoding;
    const firstLine = decoded.text.slice(0, decoded.text.search(/\r?\n|$/));
    const delimiter = delimiterOf(firstLine);
    format = delimiter === '\t' ? 'tsv' : 'csv';
    try {
      all = parse(decoded.text, {
        delimiter,
        relax_column_count: true,
        relax_quotes: true,
        skip_empty_lines: true,
        trim: true,
        to: MAX_RESULTS_ROWS + 2,
      }) as string[][];
    } catch {
      throw badRequest('records.import.notTable');
    }
    if (all.length > MAX_RESULTS_ROWS + 1) throw badRequest('records.import.tooManyRows', { max: MAX_RESULTS_ROWS });
  }
  const headerAt = all.findIndex((r) => r.filter((c) => c !== '').length >= 2);
  if (headerAt < 0 || all.length - headerAt < 2) throw badRequest('records.import.notTable');
  return { headers: all[headerAt].map((h) => h.trim()), rows: all.slice(headerAt + 1), firstRowNo: headerAt + 2, format, encoding };
}
