import 'server-only';
import { z } from 'zod';
import { getDb } from '@/db/client';
import { defineJob } from '@/lib/jobs/kind';
import { deliverSms, SMS_DELIVERY_EXPIRY_SECONDS } from './deliver';
import { closeAbandonedSms } from './reconcile';

/**
 * The delivery of one outbox message (lib/sms/deliver.ts), created with the row (lib/sms/outbox.ts).
 * A provider failure is tried again 4 times, after about 30 s, 1, 2 and 4 minutes (doubling, with
 * jitter), then the row stays FAILED with the provider's reason. Up to 20 messages of a poll go out
 * side by side in each process; polled every second, so a message leaves within about a second of
 * its commit.
 */
export const smsDelivery = defineJob({
  name: 'sms-delivery',
  payload: z.object({ smsId: z.number().int().positive() }),
  handle: ({ smsId }, ctx) => deliverSms(getDb(), smsId, ctx),
  retry: { limit: 4, delaySeconds: 30, backoff: true },
  expireInSeconds: SMS_DELIVERY_EXPIRY_SECONDS,
  batchSize: 20,
  pollingIntervalSeconds: 1,
});

/**
 * Every 10 minutes, the messages no delivery job will ever run are closed as FAILED
 * (lib/sms/reconcile.ts), so that the outbox never shows one in progress for ever.
 */
export const smsReconcile = defineJob({
  name: 'sms-reconcile',
  payload: z.object({}),
  handle: async () => void (await closeAbandonedSms(getDb())),
  retry: { limit: 2, delaySeconds: 60, backoff: false },
  expireInSeconds: 120,
  policy: 'singleton',
  pollingIntervalSeconds: 10,
  batchSize: 1,
  cron: { expression: '*/10 * * * *', payload: {} },
});
