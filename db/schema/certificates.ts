import { CERTIFICATE_KINDS } from '@/lib/codes';
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { tstz } from './columns';

/**
 * A finisher certificate as issued (official results and untact records): its unguessable short
 * code (printed and in the QR code of the PDF) and the facts it certifies, as they were when it was
 * issued. The public verification page /record/verify/{code} and GET /api/certificates/{code} read
 * this row: a certificate stays valid while `revokedAt` is null. Every staff correction that changes
 * a certified fact (a results import replacing the round, an untact trim, OK/NG or bib change, a
 * confirmed rank) revokes the codes of the results it changed, in its own transaction
 * (lib/certificates/revoke.ts), so a printed certificate can never outlive the result it shows.
 * One live code per result: the same result downloaded again gets the same code.
 */
export const certificates = pgTable(
  'certificates',
  {
    /** 12 characters of Crockford base32 (60 random bits), stored without separators. */
    code: text('code').primaryKey(),
    kind: text('kind', { enum: CERTIFICATE_KINDS }).notNull(),
    /** official: personal_records.record_id of the result (ids change when a round is imported again). */
    recordId: integer('record_id'),
    /** untact: untact_runners.runner_seq. */
    runnerSeq: integer('runner_seq'),
    holdRound: integer('hold_round').notNull(),
    ticketName: text('ticket_name').notNull(),
    runnerName: text('runner_name').notNull(),
    backNo: text('back_no'),
    /** Net time in seconds. */
    elapseTime: integer('elapse_time'),
    gunTime: integer('gun_time'),
    totalRank: integer('total_rank'),
    ageRank: integer('age_rank'),
    /** untact: metres run. */
    distance: integer('distance'),
    issuedAt: tstz('issued_at').notNull().defaultNow(),
    revokedAt: tstz('revoked_at'),
    /** Why it was revoked: 'results-replaced', 'results-deleted', 'untact-readjusted', 'untact-validation', 'untact-rank'. */
    revokedReason: text('revoked_reason'),
  },
  (t) => [
    uniqueIndex('certificates_live_record_uq')
      .on(t.recordId)
      .where(sql`${t.revokedAt} IS NULL AND ${t.kind} = 'official'`),
    uniqueIndex('certificates_live_untact_uq')
      .on(t.runnerSeq)
      .where(sql`${t.revokedAt} IS NULL AND ${t.kind} = 'untact'`),
    index('certificates_round_course_idx').on(t.holdRound, t.ticketName),
  ],
);
