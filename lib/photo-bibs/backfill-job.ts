import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs/kind';
import { logger } from '@/lib/log/logger';
import { queueNeverReadPhotos } from './reread';

/**
 * The bib reading of gallery photos stored before bib reading existed (no reading state): every ten
 * minutes (at :00, :10, … KST), up to BACKFILL_BATCH of them are queued for the reading job
 * (lib/photo-bibs/reread.ts), which reads them one at a time like uploads. Each photo is queued
 * once; once none is left a run finds nothing: one query over the gallery's photo rows (a few
 * thousand at most; no index on the state is worth keeping for it).
 */
export const photoBibBackfillJob = defineJob({
  name: 'photo-bib-backfill',
  payload: z.object({}),
  handle: async () => {
    const queued = await queueNeverReadPhotos(getDb());
    if (queued > 0) logger.info({ queued }, 'photos stored before bib reading queued for it');
  },
  retry: { limit: 1, delaySeconds: 60, backoff: false },
  expireInSeconds: 300,
  batchSize: 1,
  cron: { expression: '*/10 * * * *', payload: {} },
});
