import 'server-only';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { certificates } from '@/db/schema';
import { newCertificateCode } from './code';
import { sameFacts, type CertificateFacts } from './facts';

/** Codes tried before giving up; a collision of 60 random bits is practically never seen. */
const TRIES = 4;

async function liveCertificate(db: DbOrTx, f: CertificateFacts) {
  const owner = f.kind === 'official' ? eq(certificates.recordId, f.recordId!) : eq(certificates.runnerSeq, f.runnerSeq!);
  const [row] = await db
    .select()
    .from(certificates)
    .where(and(eq(certificates.kind, f.kind), owner, isNull(certificates.revokedAt)))
    .limit(1);
  return row;
}

/**
 * The verification code of the certificate of `facts` (an official result by `recordId`, an untact
 * record by `runnerSeq`): the live code already issued for that result when it certifies the same
 * facts, else a new random code stored with the facts. One live code per result (partial unique
 * indexes), so a result downloaded twice, or by two requests at once, carries one code. A live code
 * whose facts differ (a change no reconciliation saw) is revoked first. Throws the database's error,
 * or an Error after TRIES code collisions.
 */
export async function issueCertificate(db: DbOrTx, facts: CertificateFacts): Promise<string> {
  if ((facts.kind === 'official') === (facts.recordId == null) || (facts.kind === 'untact') === (facts.runnerSeq == null))
    throw new Error('certificate facts need recordId (official) or runnerSeq (untact)');
  for (let i = 0; i < TRIES; i++) {
    const live = await liveCertificate(db, facts);
    if (live) {
      const stored: CertificateFacts = { ...live, kind: live.kind };
      if (sameFacts(stored, facts)) return live.code;
      await db
        .update(certificates)
        .set({ revokedAt: new Date(), revokedReason: 'facts-changed' })
        .where(and(eq(certificates.code, live.code), isNull(certificates.revokedAt)));
    }
    const code = newCertificateCode();
    // ON CONFLICT without a target covers the code's key and the one-live-code-per-result indexes.
    const inserted = await db.execute<{ code: string }>(sql`
      INSERT INTO certificates (code, kind, record_id, runner_seq, hold_round, ticket_name, runner_name, back_no,
                                elapse_time, gun_time, total_rank, age_rank, distance)
      VALUES (${code}, ${facts.kind}, ${facts.recordId ?? null}, ${facts.runnerSeq ?? null}, ${facts.holdRound}, ${facts.ticketName},
              ${facts.runnerName}, ${facts.backNo}, ${facts.elapseTime}, ${facts.gunTime ?? null}, ${facts.totalRank ?? null},
              ${facts.ageRank ?? null}, ${facts.distance ?? null})
      ON CONFLICT DO NOTHING
      RETURNING code`);
    if (inserted.rows.length) return code;
  }
  throw new Error('no free certificate code');
}
