import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { personalRecords, recordImports } from '@/db/schema';
import { reconcileOfficialCertificates, revokeOfficialCourse } from '@/lib/certificates/revoke';
import { notFound } from '@/lib/errors';
import type { ResultRow } from './parse-rows';
import { recomputeRanks } from './ranks';
import { bumpRecordsVersion } from './versions';
import type { JsonAnswer } from '@/lib/json-answer';

/** Rows per INSERT; each batch goes as ONE JSON parameter (jsonb_to_recordset), cheap to build and to parse. */
const BATCH = 5000;

/** A result as the JSON record of the batch insert (column names of personal_records). */
function asRecord(r: ResultRow) {
  return {
    back_no: r.backNo,
    runner_name: r.runnerName,
    runner_name_key: r.runnerNameKey,
    gender: r.gender,
    age: r.age,
    birth_year: r.birthYear,
    birthday: r.birthday,
    age_type: r.ageType,
    start_time: r.startTime,
    finish_time: r.finishTime,
    elapse_time: r.elapseTime,
    gun_time: r.gunTime,
    splits: r.splits,
    file_rank: r.fileRank,
  };
}

export interface ImportMeta {
  holdRound: number;
  ticketName: string;
  fileName: string;
  skipped: number;
  isDemo?: boolean;
  staffUserName?: string | null;
}

/**
 * Replaces the results of one round and course with `rows` in ONE transaction (results import:
 * never duplicates, never a half-replaced table): an advisory lock on (round, course) serialises
 * concurrent imports of the same file, the old rows go, the new rows are inserted in batches, places
 * are computed by the database, the certificates of results that changed are revoked
 * (lib/certificates/revoke.ts), the import is recorded in `record_imports` and the round's results
 * version is raised (so no worker serves its cached overall-record pages of the old rows).
 */
export async function replaceResults(db: Db, meta: ImportMeta, rows: ResultRow[]): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`records:${meta.holdRound}:${meta.ticketName}`}))`);
    await tx
      .delete(personalRecords)
      .where(and(eq(personalRecords.holdRound, meta.holdRound), eq(personalRecords.ticketName, meta.ticketName)));
    for (let i = 0; i < rows.length; i += BATCH) {
      await tx.execute(sql`
        INSERT INTO personal_records (hold_round, ticket_name, is_demo, back_no, runner_name, runner_name_key, gender, age, birth_year,
                                      birthday, age_type, start_time, finish_time, elapse_time, gun_time, splits, file_rank)
        SELECT ${meta.holdRound}, ${meta.ticketName}, ${meta.isDemo ?? false}, x.back_no, x.runner_name, x.runner_name_key, x.gender, x.age, x.birth_year,
               x.birthday, x.age_type, x.start_time, x.finish_time, x.elapse_time, x.gun_time, x.splits, x.file_rank
          FROM jsonb_to_recordset(${JSON.stringify(rows.slice(i, i + BATCH).map(asRecord))}::jsonb)
            AS x(back_no text, runner_name text, runner_name_key text, gender text, age int, birth_year int, birthday text, age_type int,
                 start_time int, finish_time int, elapse_time int, gun_time int, splits jsonb, file_rank int)`);
    }
    await recomputeRanks(tx, meta.holdRound, meta.ticketName);
    // A certificate of a result this import changed (or dropped) stops verifying in the same commit.
    await reconcileOfficialCertificates(tx, meta.holdRound, meta.ticketName);
    const values = {
      holdRound: meta.holdRound,
      ticketName: meta.ticketName,
      fileName: meta.fileName,
      rowCount: rows.length,
      skipped: meta.skipped,
      isDemo: meta.isDemo ?? false,
      staffUserName: meta.staffUserName ?? null,
      importedAt: new Date(),
    };
    await tx
      .insert(recordImports)
      .values(values)
      .onConflictDoUpdate({ target: [recordImports.holdRound, recordImports.ticketName], set: values });
    await bumpRecordsVersion(tx, meta.holdRound);
  });
}

/** Deletes the results of one round and course and its import entry. Throws 404 when there is none. */
export async function deleteResults(db: Db, holdRound: number, ticketName: string): Promise<{ deleted: number }> {
  const result = await db.transaction(async (tx) => {
    const gone = await tx
      .delete(recordImports)
      .where(and(eq(recordImports.holdRound, holdRound), eq(recordImports.ticketName, ticketName)))
      .returning({ id: recordImports.importId });
    if (gone.length === 0) throw notFound('records.import.notFound');
    const rows = await tx
      .delete(personalRecords)
      .where(and(eq(personalRecords.holdRound, holdRound), eq(personalRecords.ticketName, ticketName)))
      .returning({ id: personalRecords.recordId });
    await revokeOfficialCourse(tx, holdRound, ticketName);
    await bumpRecordsVersion(tx, holdRound);
    return { deleted: rows.length };
  });
  return result;
}

/** The imports, newest round first (staff console; demo imports are marked by `isDemo`). */
export async function listImports(db: DbOrTx) {
  return db.select().from(recordImports).orderBy(desc(recordImports.holdRound), asc(recordImports.ticketName));
}
/** An import as GET /api/admin/records/import lists it. */
export type ImportListEntry = JsonAnswer<Awaited<ReturnType<typeof listImports>>[number]>;
