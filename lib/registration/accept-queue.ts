import { acceptLimits, Admission } from '@/lib/http/admission';
import { addBusyProbe } from '@/lib/jobs/pressure.mjs';

/**
 * The bounded queue of POST /api/applicant/applyFor in this worker (ARCHITECTURE.md performance:
 * a queue, then 503 Q0001 with Retry-After, which the apply page's waiting room retries). Sized by
 * ACCEPT_CONCURRENCY / ACCEPT_QUEUE_MAX / ACCEPT_QUEUE_WAIT_MS / ACCEPT_RETRY_AFTER (accept-limits.mjs);
 * the server entry turns away what exceeds ACCEPT_INFLIGHT_MAX before Next (server/shed-load.mjs).
 */
export const acceptQueue = new Admission(acceptLimits());

// While applications are being accepted, this process's job loops hold back (lib/jobs/runtime.ts).
addBusyProbe(() => {
  const { running, waiting } = acceptQueue.load;
  return running + waiting > 0;
});
