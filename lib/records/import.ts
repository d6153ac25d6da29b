import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/db/client';
import { events } from '@/db/schema';
import type { Gender } from '@/lib/codes';
import { badRequest } from '@/lib/errors';
import { kstParts } from '@/lib/time/kst';
import { checkGenderColumn, detectMapping, MAPPING_FIELDS, REQUIRED_FIELDS, type Mapping } from './headers';
import { parseRows, type RowError } from './parse-rows';
import { replaceResults } from './store';
import { readTable, type Table } from './table-file';
import type { Locale } from '@/i18n/config';
import { translate } from '@/lib/i18n/translate';

/** Most row errors listed in one answer (the count is in `skipped`). */
const MAX_LISTED_ERRORS = 500;

export interface ImportRequest {
  holdRound: number;
  ticketName: string;
  file: { name: string; data: Buffer };
  /** For files that hold one gender and no gender column. */
  gender?: Gender | null;
  /** The file's header for each field; detected from the headers when absent. */
  mapping?: Mapping | null;
  staffUserName?: string | null;
  isDemo?: boolean;
}

export interface ImportAnswer {
  imported: number;
  skipped: number;
  errors: RowError[];
  mapping: Mapping;
}

/** The race day (KST calendar date) of round `holdRound`; 400 `records.import.unknownRound` when no such edition. */
export async function raceDayOf(db: Db, holdRound: number): Promise<{ year: number; month: number; day: number }> {
  const [ev] = await db.select({ raceDate: events.raceDate }).from(events).where(eq(events.holdRound, holdRound)).limit(1);
  if (!ev) throw badRequest('records.import.unknownRound', { holdRound });
  const p = kstParts(ev.raceDate);
  return { year: p.year, month: p.month, day: p.day };
}

/**
 * The mapping to use for `table`: the staff's (each header must exist in the file), else the detected
 * one with a 'Gender' column of places dropped. 400 `records.import.missingColumns` when bib, name or
 * a time (net or gun) is not mapped.
 */
export function resolveMapping(table: Table, given?: Mapping | null): { mapping: Mapping; droppedGender: boolean } {
  let mapping: Mapping;
  let droppedGender = false;
  if (given) {
    mapping = {};
    for (const f of MAPPING_FIELDS) {
      const h = given[f];
      if (!h) continue;
      if (!table.headers.includes(h)) throw badRequest('records.import.mappingHeader', { header: h });
      mapping[f] = h;
    }
  } else {
    ({ mapping, droppedGender } = checkGenderColumn(detectMapping(table.headers), table.headers, table.rows));
  }
  const missing = REQUIRED_FIELDS.filter((f) => !mapping[f]);
  if (!mapping.netTime && !mapping.gunTime) missing.push('netTime');
  if (missing.length) throw badRequest('records.import.missingColumns', { columns: missing.join(', ') });
  return { mapping, droppedGender };
}

/**
 * Reads, checks and imports one results file for a round and course (results import, spec §3):
 * unknown round or a file that is not a table -> 400, nothing imported; unreadable rows reported by
 * row number; a file with no readable result -> 400. The round and course's earlier rows are
 * replaced in one transaction (lib/records/store.ts).
 */
export async function importResults(db: Db, req: ImportRequest): Promise<ImportAnswer> {
  const race = await raceDayOf(db, req.holdRound);
  const table = await readTable(req.file.data);
  const { mapping } = resolveMapping(table, req.mapping);
  const parsed = parseRows(table, mapping, { gender: req.gender, race });
  if (parsed.records.length === 0) throw badRequest('records.import.noRows');
  await replaceResults(
    db,
    {
      holdRound: req.holdRound,
      ticketName: req.ticketName,
      fileName: req.file.name.slice(0, 200),
      skipped: parsed.skipped,
      isDemo: req.isDemo,
      staffUserName: req.staffUserName,
    },
    parsed.records,
  );
  return { imported: parsed.records.length, skipped: parsed.skipped, errors: parsed.errors.slice(0, MAX_LISTED_ERRORS), mapping };
}

/**
 * The answer of POST /api/admin/records/import: `answer` with each row problem as its text in
 * `locale` (the staff page lists them as they are).
 */
export function importAnswerText(answer: ImportAnswer, locale: Locale) {
  return { ...answer, errors: answer.errors.map((e) => ({ row: e.row, message: translate(locale, e.key, e.values) })) };
}
export type ImportResultAnswer = ReturnType<typeof importAnswerText>;

/** What the staff page shows before importing: headers, detected mapping, a few rows, the encoding. */
export async function previewResults(data: Buffer) {
  const table = await readTable(data);
  const { mapping, droppedGender } = (() => {
    try {
      return resolveMapping(table);
    } catch {
      return { mapping: checkGenderColumn(detectMapping(table.headers), table.headers, table.rows).mapping, droppedGender: false };
    }
  })();
  return {
    headers: table.headers,
    mapping,
    droppedGender,
    sample: table.rows.slice(0, 5),
    rowCount: table.rows.length,
    format: table.format,
    encoding: table.encoding ?? null,
  };
}

/** The answer of POST /api/admin/records/preview. */
export type ResultsPreview = Awaited<ReturnType<typeof previewResults>>;
