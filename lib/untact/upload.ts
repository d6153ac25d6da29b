import 'server-only';
import type { Db } from '@/db/client';
import { badRequest } from '@/lib/errors';
import { hashKey } from '@/lib/security/hash-key';
import { consume, type LimitSpec } from '@/lib/security/rate-limit';
import { untactUploadSchema, type TracesInput } from '@/lib/validation/untact';
import { ACTIVITY_LIMITS } from './activity-xml.mjs';
import { ActivityFileError, parseActivity } from './parse-activity';
import { appendPoints, storeUpload, type UntactRecordView } from './record';
import { untactEntryByProof } from './runners';

/** Largest activity file accepted: 16 MiB, a 6-hour run recorded every second (see ACTIVITY_LIMITS). */
export const MAX_ACTIVITY_BYTES = ACTIVITY_LIMITS.maxBytes;

/**
 * Uploads per client (the address the site trusts, lib/auth/client-ip.ts), counted before the body
 * is read: a runner uploads a handful of files; an attacker cannot make the site read and parse
 * file after file.
 */
export const UPLOAD_CLIENT_LIMIT: LimitSpec = { name: 'untact-upload-client', points: 20, durationSec: 3600 };
/** Uploads per proven runner, from any client: replacing one's run ten times an hour is plenty. */
export const UPLOAD_RUNNER_LIMIT: LimitSpec = { name: 'untact-upload-runner', points: 10, durationSec: 3600 };

/**
 * Counts one upload of client `clientKey` before its body is read; 429 past UPLOAD_CLIENT_LIMIT
 * (nothing read, nothing stored).
 */
export async function admitUpload(clientKey: string): Promise<void> {
  await consume(UPLOAD_CLIENT_LIMIT, hashKey(clientKey));
}

/**
 * POST /api/untact/upload: checks the fields (spec §5 'all items must be entered', 'please select a
 * file'), proves the runner by registration number, name and phone (a wrong proof counts in the
 * lookup limit and answers 'Untact record does not exist.'), counts the upload in the runner's
 * limit (429 past UPLOAD_RUNNER_LIMIT), parses the GPX/TCX file off the event loop (400 and nothing
 * stored when it is broken, too complex or has no timed points), then stores it (409 once validated).
 * An unpaid runner's run is stored too; `paid: false` in the answer tells the page to say that it
 * counts once the payment is confirmed.
 */
export async function uploadActivity(
  db: Db,
  fields: Record<string, unknown>,
  file: { name: string; data: Buffer } | null,
  clientKey: string,
): Promise<UntactRecordView & { paid: boolean }> {
  const input = untactUploadSchema.parse(fields);
  if (!file) throw badRequest('untact.fileRequired');
  if (file.data.length > MAX_ACTIVITY_BYTES) throw badRequest('untact.tooLarge', { mb: MAX_ACTIVITY_BYTES / 1024 / 1024 });
  const entry = await untactEntryByProof(db, input, input.runnerSeq, clientKey);
  await consume(UPLOAD_RUNNER_LIMIT, String(entry.runner.runnerSeq));
  let parsed;
  try {
    parsed = await parseActivity(file.data);
  } catch (err) {
    if (err instanceof ActivityFileError) throw badRequest(err.problem, { points: ACTIVITY_LIMITS.maxPoints });
    throw err;
  }
  return { ...(await storeUpload(db, entry, parsed.points, parsed.dropped, file.name)), paid: entry.paid };
}

/** POST /api/v1/traces: a batch of app points for the proven runner (see appendPoints). */
export async function receiveTraces(db: Db, input: TracesInput, clientKey: string): Promise<UntactRecordView> {
  const entry = await untactEntryByProof(db, input, input.runnerSeq, clientKey);
  const points = input.points.map((p) => ({ latitude: p.latitude, longitude: p.longitude, logtime: new Date(p.logtime) }));
  return appendPoints(db, entry, points);
}
