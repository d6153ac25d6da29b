import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs/kind';
import { runRetention } from './run';

/**
 * The personal-data retention job (lib/retention/run.ts): every day at 03:30 Korea time, and when the
 * director asks on the retention page. One at a time across all instances (singleton); a day missed
 * while the site was down is caught up by the next run (it erases whatever is due by then).
 */
export const retentionSweep = defineJob({
  name: 'retention-sweep',
  payload: z.object({ requestedBy: z.string().max(100).nullable().default(null) }),
  handle: async ({ requestedBy }) => void (await runRetention(getDb(), requestedBy)),
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  expireInSeconds: 1800,
  policy: 'singleton',
  batchSize: 1,
  pollingIntervalSeconds: 10,
  cron: { expression: '30 3 * * *', payload: { requestedBy: null } },
});
