import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { untactPhotos, untactRunners } from '@/db/schema';
import { ApiError } from '@/lib/http/errors';
import { hashKey } from '@/lib/security/hash-key';
import { withAttempt } from '@/lib/security/rate-limit';
import { LOOKUP_LIMIT } from '@/lib/registration/self-service';
import { formatKst } from '@/lib/time/kst';
import type { FootprintInput } from '@/lib/validation/untact';
import { formatHms } from '@/lib/format/units';
import { recordView, storedPoints, type UntactRunnerRow } from './record';
import { runCounts } from './eligibility';
import { noUntactRunner, untactRunnerByOwnProof } from './runners';

/** 404 'Not yet participated in the event, or a participant who did not use the app.' (spec §8). */
export function noTrace(): ApiError {
  return new ApiError(404, 'S0001', 'no traces', 'untact.noTrace');
}

/** The certificate block of the footprint and the printed certificate (spec §3). */
export function certificateOf(r: UntactRunnerRow, now = new Date()) {
  return {
    runnerName: r.runnerName,
    elapseTime: formatHms(r.elapseTime),
    ticketName: r.ticketName,
    backNo: r.backNo,
    distance: r.distance ?? 0,
    issueDate: formatKst(now, false),
  };
}

/**
 * POST /api/v1/footprint (spec §7): the runner's kept trace points, photo ids, certificate and
 * record. The runner proves themselves by runnerSeq, name and phone (and joinSeq when sent); a wrong
 * proof counts in the lookup limit (10 an hour per name and phone) and answers 'Untact record does
 * not exist.'. No trace yet: 404 'Not yet participated in the event, or …'. `paid` says whether the
 * run counts yet (an unpaid registration's run is kept, not ranked or certified).
 */
export async function footprint(db: DbOrTx, input: FootprintInput) {
  const runner = await withAttempt(LOOKUP_LIMIT, hashKey(input.runnerName, input.cellphone), async () => {
    const r = await untactRunnerByOwnProof(db, input.runnerSeq, input.runnerName, input.cellphone);
    if (!r || (typeof input.joinSeq === 'number' && r.joinSeq !== input.joinSeq)) throw noUntactRunner();
    return r;
  });
  const [row] = await db.select().from(untactRunners).where(eq(untactRunners.runnerSeq, runner.runnerSeq)).limit(1);
  const points = row ? (await storedPoints(db, row.runnerSeq)).filter((p) => !p.removed) : [];
  if (!row || points.length === 0) throw noTrace();
  const photos = await db.select({ photoId: untactPhotos.photoId }).from(untactPhotos).where(eq(untactPhotos.runnerSeq, row.runnerSeq));
  const view = recordView(row);
  return {
    traces: points.map((p) => ({ seq: p.seq, latitude: p.latitude, longitude: p.longitude, logtime: p.logtime.toISOString() })),
    photos: photos.map((p) => p.photoId),
    certificate: certificateOf(row),
    record: view.record,
    distance: view.distance,
    flags: view.flags,
    validation: view.validation,
    ticketName: row.ticketName,
    /** Whether the run counts (ranking, certificate): the registration is paid. */
    paid: runCounts(runner.paymentStatus),
  };
}
