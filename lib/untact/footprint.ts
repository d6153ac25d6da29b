import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { untactRunners } from '@/db/schema';
import { type ApiError, notFound } from '@/lib/errors';
import { withAttempt } from '@/lib/security/rate-limit';
import { LOOKUP_LIMIT, lookupKey } from '@/lib/registration/self-service';
import { formatKst } from '@/lib/time/kst';
import type { FootprintInput, UntactLookupInput } from '@/lib/validation/untact';
import { formatHms } from '@/lib/format/units';
import { recordView, storedPoints, type UntactRunnerRow } from './record';
import { runCounts } from './eligibility';
import { outsidePrivacyZone } from './privacy-zone';
import { noUntactRunner, untactEntryByProof, untactRunnerByOwnProof } from './runners';
import { untactPhotoItems } from './photos';

/** 404 'Not yet participated in the event, or a participant who did not use the app.' (spec §8). */
export function noTrace(): ApiError {
  return notFound('untact.noTrace');
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
 * record; with the runner's privacy zone on (the default), `traces` leaves out the points within
 * 200 m of the start and the finish. The runner proves themselves by runnerSeq, name, phone and registration number from client
 * `clientKey`; a wrong proof counts in the lookup limit (10 an hour per name, phone and client) and
 * answers 'Untact record does not exist.'. No trace yet: 404 'Not yet participated in the event, or …'. `paid` says whether the
 * run counts yet (an unpaid registration's run is kept, not ranked or certified).
 */
export async function footprint(db: DbOrTx, input: FootprintInput, clientKey: string) {
  const runner = await withAttempt(LOOKUP_LIMIT, lookupKey(input.runnerName, input.cellphone, clientKey), async () => {
    const r = await untactRunnerByOwnProof(db, input.runnerSeq, input.runnerName, input.cellphone);
    if (!r || r.joinSeq !== input.joinSeq) throw noUntactRunner();
    return r;
  });
  const [row] = await db.select().from(untactRunners).where(eq(untactRunners.runnerSeq, runner.runnerSeq)).limit(1);
  const points = row ? (await storedPoints(db, row.runnerSeq)).filter((p) => !p.removed) : [];
  if (!row || points.length === 0) throw noTrace();
  const shown = row.privacyZone ? outsidePrivacyZone(points) : points;
  const photos = await untactPhotoItems(db, row.runnerSeq);
  const view = recordView(row);
  return {
    traces: shown.map((p) => ({ seq: p.seq, latitude: p.latitude, longitude: p.longitude, logtime: p.logtime.toISOString() })),
    photos: photos.map((p) => p.photoId),
    /** The same photos with their thumbnails and sizes (the runner's own, at most MAX_UNTACT_PHOTOS). */
    photoItems: photos,
    /** The edition of the run: the race gallery's photos of this runner's bib are that edition's. */
    holdRound: row.holdRound,
    certificate: certificateOf(row),
    record: view.record,
    distance: view.distance,
    flags: view.flags,
    validation: view.validation,
    ticketName: row.ticketName,
    /** Whether the run counts (ranking, certificate): the registration is paid. */
    paid: runCounts(runner.paymentStatus),
    /** The first and last 200 m (and any pass near start or finish) are left out of `traces`. */
    privacyZone: row.privacyZone,
  };
}

/** The answer of POST /api/v1/footprint. */
export type FootprintAnswer = Awaited<ReturnType<typeof footprint>>;

/**
 * POST /api/untact/privacy (issue: privacy zone): turns the privacy zone of untact runner
 * `runnerSeq` of the proven registration on or off (lookup limit as the upload). 404 'no traces'
 * before the first upload.
 */
export async function setPrivacyZone(
  db: DbOrTx,
  proof: UntactLookupInput,
  runnerSeq: number,
  privacyZone: boolean,
  clientKey: string,
): Promise<{ runnerSeq: number; privacyZone: boolean }> {
  const entry = await untactEntryByProof(db, proof, runnerSeq, clientKey);
  const [row] = await db
    .update(untactRunners)
    .set({ privacyZone })
    .where(eq(untactRunners.runnerSeq, entry.runner.runnerSeq))
    .returning({ runnerSeq: untactRunners.runnerSeq, privacyZone: untactRunners.privacyZone });
  if (!row) throw noTrace();
  return row;
}
