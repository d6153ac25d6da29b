import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs/kind';
// The handlers queue these very kinds again (a release deferred by an open card order): the modules
// import each other, which is safe because neither uses the other before a job runs.
import { releaseUnpaid } from './release';
import { remindUnpaid } from './reminder';
import { sweepPlaces } from './sweep';

/**
 * The payment deadline of one unpaid entry, made when it is accepted (or its deadline changes) with
 * the deadline as its start: cancels it unless it was paid (lib/places/release.ts). Run twice, or
 * after an extension, it does nothing more: the entry is checked under its row lock.
 */
export const paymentDeadlineJob = defineJob({
  name: 'payment-deadline',
  payload: z.object({ joinerId: z.number().int().positive() }),
  handle: async ({ joinerId }) => void (await releaseUnpaid(getDb(), joinerId)),
  retry: { limit: 5, delaySeconds: 30, backoff: true },
  expireInSeconds: 120,
  batchSize: 20,
});

/**
 * The payment reminder of one unpaid entry, `reminderHours` before the deadline it was made for
 * (`deadline`, ISO): sends the reminder SMS unless the entry was paid, cancelled or its deadline
 * changed since (lib/places/reminder.ts).
 */
export const paymentReminderJob = defineJob({
  name: 'payment-reminder',
  payload: z.object({ joinerId: z.number().int().positive(), deadline: z.iso.datetime() }),
  handle: async ({ joinerId, deadline }) => void (await remindUnpaid(getDb(), joinerId, new Date(deadline))),
  retry: { limit: 3, delaySeconds: 60, backoff: true },
  expireInSeconds: 120,
  batchSize: 20,
});

/**
 * Every 5 minutes: catches up what no job did (entries given deadlines before deadlines had jobs, a
 * job given up after 30 days down): releases every entry past its deadline, ends every invitation past
 * its expiry, and forgets used bot-check challenges past theirs (lib/places/sweep.ts).
 */
export const placesSweepJob = defineJob({
  name: 'places-sweep',
  payload: z.object({}),
  handle: async () => void (await sweepPlaces(getDb())),
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 600,
  policy: 'singleton',
  pollingIntervalSeconds: 10,
  batchSize: 1,
  cron: { expression: '*/5 * * * *', payload: {} },
});
