import 'server-only';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { untactRunners } from '@/db/schema';
import { notFound } from '@/lib/errors';
import type { UntactLookupInput } from '@/lib/validation/untact';
import { certificateOf } from './footprint';
import { untactEntriesByProof } from './runners';

/**
 * /record/print-record (spec §2, §5): the certificates of the registration proven by registration
 * number, name and phone (counted in the lookup limit), one per untact runner validated OK.
 * 404 'no certificate yet' when none is OK.
 */
export async function certificatesByProof(db: DbOrTx, proof: UntactLookupInput) {
  const entries = await untactEntriesByProof(db, proof);
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
