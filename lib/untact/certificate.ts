import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { untactRunners } from '@/db/schema';
import { notFound, paymentNotConfirmed } from '@/lib/errors';
import type { UntactLookupInput } from '@/lib/validation/untact';
import { certificateOf } from './footprint';
import { untactEntriesByProof } from './runners';

/**
 * /record/print-record (spec §2, §5): the certificates of the registration proven by registration
 * number, name and phone (counted in the lookup limit), one per untact runner validated OK. Only a
 * paid registration's runs are certified: 402 'counts once the payment is confirmed' for an unpaid
 * one, 404 'no certificate yet' when none is OK.
 */
export async function certificatesByProof(db: DbOrTx, proof: UntactLookupInput, clientKey: string) {
  const entries = await untactEntriesByProof(db, proof, clientKey);
  if (!entries.every((e) => e.paid)) throw paymentNotConfirmed();
  const rows = await db
    .select()
    .from(untactRunners)
    .where(
      and(
        inArray(
          untactRunners.runnerSeq,
          entries.map((e) => e.runner.runnerSeq),
        ),
        eq(untactRunners.validation, true),
      ),
    );
  if (!rows.length) throw notFound('untact.noCertificate');
  return { certificates: rows.map((r) => ({ runnerSeq: r.runnerSeq, ...certificateOf(r) })) };
}

/** The answer of POST /api/untact/certificate (what /record/print-record shows). */
export type CertificatesAnswer = Awaited<ReturnType<typeof certificatesByProof>>;
