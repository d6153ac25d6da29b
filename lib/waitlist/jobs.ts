import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs/kind';
// Expiring offers the place again, which queues these very jobs: the modules import each other, which
// is safe because neither uses the other before a job runs.
import { expireInvitation } from './expire';

/**
 * The end of one waitlist invitation, made with the invitation for its expiry: unless the runner
 * registered, left or was skipped meanwhile, the invitation expires and its held place passes to the
 * next in line, or back to the public (lib/waitlist/expire.ts). Checked under the entry's row lock:
 * run twice, it acts once.
 */
export const waitlistExpiryJob = defineJob({
  name: 'waitlist-invite-expiry',
  payload: z.object({ waitId: z.number().int().positive() }),
  handle: async ({ waitId }) => void (await expireInvitation(getDb(), waitId)),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  batchSize: 20,
});
