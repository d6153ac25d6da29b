import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { badRequest } from '@/lib/errors';
import { findColumns } from '@/lib/excel/columns';
import { getCurrentEvent } from '@/lib/registration/current-event';
import { readTable } from '@/lib/records/table-file';
import { lockBibs } from './course';

/** Column names of a timing company's chip file. */
const CHIP_COLUMNS = {
  backNo: ['배번', '배번호', '참가번호', 'bib', 'bibno', 'bibnumber', 'backno', '번호', 'no'],
  chipNo: ['칩번호', '칩', '칩id', 'chip', 'chipno', 'chipid', 'chipcode', 'tag', 'tagid', 'rfid', 'transponder'],
} as const;

/** A chip code: letters, digits and dashes, 1 to 32 (MYLAPS and SmartChip codes fit). */
const CHIP_RE = /^[A-Za-z0-9-]{1,32}$/;

export interface ChipImportAnswer {
  /** Runners whose chip was set or changed. */
  updated: number;
  /** Rows that named a runner whose chip was already this one. */
  unchanged: number;
  /** Rows not used, by file row number, with a catalogue key and its values. */
  errors: Array<{ row: number; key: string; values?: Record<string, string | number> }>;
}

/**
 * POST /api/admin/bibs/chips (bib assignment: the chip number from the timing company's file,
 * bib → chip): reads a CSV/TSV/XLSX file (the results importer's reader, with its size, row and
 * zip-bomb limits), finds the bib and chip columns by their usual names, and sets each listed bib's
 * runner's chip in one transaction under the edition's bib lock. A row with an unknown bib, a
 * malformed chip, a bib or chip listed twice, or a chip already on a runner the file does not list is
 * reported by row and not used; the other rows are stored. 400 `bibs.chips.columns` when the bib or
 * chip column is missing (nothing stored).
 */
export async function importChips(db: Db, data: Buffer): Promise<ChipImportAnswer> {
  const table = await readTable(data);
  const { index, missing } = findColumns(table.headers, CHIP_COLUMNS);
  if (missing.length) throw badRequest('bibs.chips.columns', { columns: missing.join(', ') });
  const event = await getCurrentEvent(db);
  const errors: ChipImportAnswer['errors'] = [];
  const wanted = new Map<number, { chip: string; row: number }>();
  const chipRow = new Map<string, number>();
  table.rows.forEach((cells, i) => {
    const row = table.firstRowNo + i;
    const bibText = (cells[index.backNo] ?? '').trim();
    const chip = (cells[index.chipNo] ?? '').trim();
    if (bibText === '' && chip === '') return;
    if (!/^\d{1,5}$/.test(bibText)) return errors.push({ row, key: 'bibs.chips.badBib', values: { value: bibText.slice(0, 20) } });
    if (!CHIP_RE.test(chip)) return errors.push({ row, key: 'bibs.chips.badChip', values: { value: chip.slice(0, 40) } });
    const bib = Number(bibText);
    if (wanted.has(bib)) return errors.push({ row, key: 'bibs.chips.bibTwice', values: { backNo: bib } });
    if (chipRow.has(chip)) return errors.push({ row, key: 'bibs.chips.chipTwice', values: { chipNo: chip } });
    wanted.set(bib, { chip, row });
    chipRow.set(chip, row);
  });
  if (wanted.size === 0) return { updated: 0, unchanged: 0, errors };

  return db.transaction(async (tx) => {
    await lockBibs(tx, event.eventId);
    const bibs = [...wanted.keys()];
    const { rows: known } = await tx.execute<{ runner_seq: number; back_no: number; chip_no: string | null }>(sql`
      SELECT runner_seq, back_no, chip_no FROM runners WHERE event_id = ${event.eventId} AND back_no = ANY(${sql.param(bibs)}::int[])`);
    const knownBibs = new Map(known.map((r) => [r.back_no, r]));
    const chips = [...wanted.values()].map((w) => w.chip);
    const { rows: holders } = await tx.execute<{ back_no: number | null; chip_no: string }>(sql`
      SELECT back_no, chip_no FROM runners WHERE event_id = ${event.eventId} AND chip_no = ANY(${sql.param(chips)}::text[])`);
    const holderOf = new Map(holders.map((h) => [h.chip_no, h.back_no]));
    const apply: Array<{ runnerSeq: number; chip: string }> = [];
    let unchanged = 0;
    for (const [bib, { chip, row }] of wanted) {
      const runner = knownBibs.get(bib);
      if (!runner) {
        errors.push({ row, key: 'bibs.chips.unknownBib', values: { backNo: bib } });
        continue;
      }
      const holder = holderOf.get(chip);
      // A chip on a runner this file does not renumber would end up on two runners.
      if (holder !== undefined && holder !== bib && (holder === null || !wanted.has(holder))) {
        errors.push({ row, key: 'bibs.chips.chipTaken', values: { chipNo: chip, backNo: holder ?? '-' } });
        continue;
      }
      if (runner.chip_no === chip) unchanged++;
      else apply.push({ runnerSeq: runner.runner_seq, chip });
    }
    if (apply.length) {
      const seqs = apply.map((a) => a.runnerSeq);
      // Cleared first, so chips swapped between runners in one file never meet the unique index half-way.
      await tx.execute(sql`UPDATE runners SET chip_no = NULL WHERE runner_seq = ANY(${sql.param(seqs)}::int[])`);
      await tx.execute(sql`
        UPDATE runners r SET chip_no = v.chip
          FROM unnest(${sql.param(seqs)}::int[], ${sql.param(apply.map((a) => a.chip))}::text[]) AS v(runner_seq, chip)
         WHERE r.runner_seq = v.runner_seq`);
    }
    errors.sort((a, b) => a.row - b.row);
    return { updated: apply.length, unchanged, errors };
  });
}
