import 'server-only';
import { alimtalkReport } from '@/lib/sms/alimtalk-report-job';
import { bulkDispatch } from '@/lib/sms/bulk';
import { retentionSweep } from '@/lib/retention/job';
import { paymentDeadlineJob, paymentReminderJob, placesSweepJob } from '@/lib/places/jobs';
import { smsDelivery, smsReconcile } from '@/lib/sms/delivery-job';
import { waitlistExpiryJob } from '@/lib/waitlist/jobs';
import { finishSmsJob } from '@/lib/timing/finish-sms';
import { photoBibBackfillJob } from '@/lib/photo-bibs/backfill-job';
import { photoBibJob } from '@/lib/photo-bibs/job';

/**
 * Every job kind of the site (lib/jobs/kind.ts). A kind is declared beside its domain and listed here
 * once: installed with the database (db/migrate.ts, `npm start`, `npm test`) and run by every worker
 * process (lib/jobs/start-in-server.ts, `npm run jobs:worker`).
 */
export const JOB_KINDS = [
  smsDelivery,
  smsReconcile,
  alimtalkReport,
  bulkDispatch,
  retentionSweep,
  paymentDeadlineJob,
  paymentReminderJob,
  placesSweepJob,
  waitlistExpiryJob,
  finishSmsJob,
  photoBibJob,
  photoBibBackfillJob,
] as const;
