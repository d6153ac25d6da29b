import 'server-only';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';

/**
 * Why a certificate stopped being valid (certificates.revoked_reason): a results import replaced the
 * round and course and the result is gone or reads differently; staff deleted the results; an untact
 * record was trimmed, marked NG, got another bib, or its announced rank changed; a certificate issued
 * again found its facts changed.
 */
export type RevokeReason = 'results-replaced' | 'results-deleted' | 'untact-changed' | 'facts-changed';

/**
 * After a results import replaced round `holdRound`'s course `ticketName` (inside its transaction,
 * after the places were computed): each live official certificate of that course whose result is
 * still there with the same facts (bib, name, net and gun time, places) follows the result's new row;
 * every other one is revoked ('results-replaced'), so its code answers "no longer valid". Returns how
 * many were revoked.
 */
export async function reconcileOfficialCertificates(tx: DbOrTx, holdRound: number, ticketName: string): Promise<number> {
  await tx.execute(sql`
    WITH kept AS (
      SELECT DISTINCT ON (p.record_id) c.code, p.record_id
        FROM certificates c
        JOIN personal_records p
          ON p.hold_round = c.hold_round AND p.ticket_name = c.ticket_name AND p.back_no = c.back_no AND p.runner_name = c.runner_name
         AND p.elapse_time IS NOT DISTINCT FROM c.elapse_time AND p.gun_time IS NOT DISTINCT FROM c.gun_time
         AND p.total_rank IS NOT DISTINCT FROM c.total_rank AND p.age_rank IS NOT DISTINCT FROM c.age_rank
       WHERE c.kind = 'official' AND c.revoked_at IS NULL AND c.hold_round = ${holdRound} AND c.ticket_name = ${ticketName}
       ORDER BY p.record_id, c.issued_at DESC)
    UPDATE certificates c SET record_id = kept.record_id FROM kept WHERE c.code = kept.code`);
  const revoked = await tx.execute(sql`
    UPDATE certificates c SET revoked_at = now(), revoked_reason = 'results-replaced'
     WHERE c.kind = 'official' AND c.revoked_at IS NULL AND c.hold_round = ${holdRound} AND c.ticket_name = ${ticketName}
       AND NOT EXISTS (
         SELECT 1 FROM personal_records p
          WHERE p.record_id = c.record_id AND p.hold_round = c.hold_round AND p.ticket_name = c.ticket_name
            AND p.back_no = c.back_no AND p.runner_name = c.runner_name
            AND p.elapse_time IS NOT DISTINCT FROM c.elapse_time AND p.gun_time IS NOT DISTINCT FROM c.gun_time
            AND p.total_rank IS NOT DISTINCT FROM c.total_rank AND p.age_rank IS NOT DISTINCT FROM c.age_rank)
    RETURNING c.code`);
  return revoked.rows.length;
}

/** Revokes every live official certificate of round `holdRound`'s course `ticketName` (its results were deleted). */
export async function revokeOfficialCourse(tx: DbOrTx, holdRound: number, ticketName: string): Promise<number> {
  const revoked = await tx.execute(sql`
    UPDATE certificates SET revoked_at = now(), revoked_reason = 'results-deleted'
     WHERE kind = 'official' AND revoked_at IS NULL AND hold_round = ${holdRound} AND ticket_name = ${ticketName}
    RETURNING code`);
  return revoked.rows.length;
}

/**
 * After staff changed untact records `runnerSeqs` (a trim, OK/NG, a bib, confirmed or announced
 * ranks; inside that change's transaction): revokes each live untact certificate of them that no
 * longer prints the record as it now is: not validated OK any more, or another name, course, bib,
 * net time, distance or announced rank ('untact-changed'). Returns how many were revoked.
 */
export async function reconcileUntactCertificates(tx: DbOrTx, runnerSeqs: readonly number[]): Promise<number> {
  if (runnerSeqs.length === 0) return 0;
  const revoked = await tx.execute(sql`
    UPDATE certificates c SET revoked_at = now(), revoked_reason = 'untact-changed'
     WHERE c.kind = 'untact' AND c.revoked_at IS NULL AND c.runner_seq = ANY(${`{${runnerSeqs.join(',')}}`}::int[])
       AND NOT EXISTS (
         SELECT 1 FROM untact_runners u
          WHERE u.runner_seq = c.runner_seq AND u.validation IS TRUE AND u.runner_name = c.runner_name AND u.ticket_name = c.ticket_name
            AND u.back_no::text IS NOT DISTINCT FROM c.back_no AND u.elapse_time IS NOT DISTINCT FROM c.elapse_time
            AND u.distance IS NOT DISTINCT FROM c.distance
            AND (CASE WHEN u.announced_at IS NOT NULL THEN u.rank_no END) IS NOT DISTINCT FROM c.total_rank)
    RETURNING c.code`);
  return revoked.rows.length;
}
