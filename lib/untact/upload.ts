import 'server-only';
import type { Db } from '@/db/client';
import { badRequest } from '@/lib/errors';
import { untactUploadSchema, type TracesInput } from '@/lib/validation/untact';
import { ActivityFileError, parseActivity } from './parse-activity';
import { appendPoints, storeUpload, type UntactRecordView } from './record';
import { untactEntryByProof } from './runners';

/** Largest activity file accepted (issue: 20 MB; a long GPX with extensions stays well under). */
export const MAX_ACTIVITY_BYTES = 20 * 1024 * 1024;

/**
 * POST /api/untact/upload: checks the fields (spec §5 'all items must be entered', 'please select a
 * file'), proves the runner by registration number, name and phone (a wrong proof counts in the
 * lookup limit and answers 'Untact record does not exist.'), parses the GPX/TCX file (400 and
 * nothing stored when it is broken or has no timed points), then stores it (409 once validated).
 */
export async function uploadActivity(
  db: Db,
  fields: Record<string, unknown>,
  file: { name: string; data: Buffer } | null,
): Promise<UntactRecordView> {
  const input = untactUploadSchema.parse(fields);
  if (!file) throw badRequest('untact.fileRequired');
  if (file.data.length > MAX_ACTIVITY_BYTES) throw badRequest('untact.tooLarge', { mb: MAX_ACTIVITY_BYTES / 1024 / 1024 });
  const entry = await untactEntryByProof(db, input, input.runnerSeq);
  let parsed;
  try {
    parsed = parseActivity(file.data);
  } catch (err) {
    if (err instanceof ActivityFileError) throw badRequest(err.problem);
    throw err;
  }
  return storeUpload(db, entry, parsed.points, parsed.dropped, file.name);
}

/** POST /api/v1/traces: a batch of app points for the proven runner (see appendPoints). */
export async function receiveTraces(db: Db, input: TracesInput): Promise<UntactRecordView> {
  const entry = await untactEntryByProof(db, input, input.runnerSeq);
  const points = input.points.map((p) => ({ latitude: p.latitude, longitude: p.longitude, logtime: new Date(p.logtime) }));
  return appendPoints(db, entry, points);
}
