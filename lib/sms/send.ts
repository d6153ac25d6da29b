import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { createBatcher, type Batcher } from '@/lib/db/batcher';
import { logger } from '@/lib/log/logger';
import { maskPhone } from '@/lib/privacy/mask';
import { outboxProvider, type SmsMessage, type SmsProvider } from './provider';
import { smsProviderFromEnv } from './select';

let provider: SmsProvider | undefined;

/** Replaces the provider (by default chosen once per process from SMS_PROVIDER, see select.ts). */
export function setSmsProvider(p: SmsProvider): void {
  provider = p;
}

/**
 * Sends one SMS: stores it in sms_outbox, hands it to the provider, records SENT or FAILED.
 * Never throws for a delivery failure (registration must not fail because SMS did); logs a masked line.
 */
export async function sendSms(db: DbOrTx, msg: SmsMessage): Promise<void> {
  const p = (provider ??= smsProviderFromEnv());
  if (p.name === outboxProvider.name) {
    // The outbox row is the delivery: one INSERT, one commit (an opening rush sends thousands).
    const [sent] = await db
      .insert(smsOutbox)
      .values({ recipient: msg.to, body: msg.body, kind: msg.kind, provider: p.name, status: 'SENT', sentAt: new Date() })
      .returning({ smsId: smsOutbox.smsId });
    logger.info({ smsId: sent.smsId, kind: msg.kind, to: maskPhone(msg.to) }, 'sms sent');
    return;
  }
  const [row] = await db
    .insert(smsOutbox)
    .values({ recipient: msg.to, body: msg.body, kind: msg.kind, provider: p.name })
    .returning({ smsId: smsOutbox.smsId });
  try {
    await p.deliver(msg);
    await db.update(smsOutbox).set({ status: 'SENT', sentAt: new Date() }).where(eq(smsOutbox.smsId, row.smsId));
    logger.info({ smsId: row.smsId, kind: msg.kind, to: maskPhone(msg.to) }, 'sms sent');
  } catch (err) {
    await db
      .update(smsOutbox)
      .set({ status: 'FAILED', error: err instanceof Error ? err.message.slice(0, 200) : 'error' })
      .where(eq(smsOutbox.smsId, row.smsId));
    logger.warn({ smsId: row.smsId, kind: msg.kind, to: maskPhone(msg.to) }, 'sms failed');
  }
}

// Per process (the pool is too); created with the first call.
const outboxBatch = globalThis as unknown as { marathonSmsBatch?: Batcher<SmsMessage> };

/**
 * Sends one SMS outside any transaction, as `sendSms` does, but with the outbox provider the row joins
 * the others of the next few milliseconds in one INSERT (lib/db/batcher.ts): the 'registration
 * received' SMS of every accepted application in an opening rush then costs the database about one
 * commit per 20 ms instead of one each. Resolves when the row is stored; throws when it could not be.
 */
export async function sendSmsSoon(db: Db, msg: SmsMessage): Promise<void> {
  const p = (provider ??= smsProviderFromEnv());
  if (p.name !== outboxProvider.name) return sendSms(db, msg);
  outboxBatch.marathonSmsBatch ??= createBatcher<SmsMessage>({
    maxItems: 200,
    maxDelayMs: 20,
    flush: async (list) => {
      const sentAt = new Date();
      const rows = await db
        .insert(smsOutbox)
        .values(list.map((m) => ({ recipient: m.to, body: m.body, kind: m.kind, provider: p.name, status: 'SENT' as const, sentAt })))
        .returning({ smsId: smsOutbox.smsId });
      if (logger.isLevelEnabled('info'))
        rows.forEach((r, i) => logger.info({ smsId: r.smsId, kind: list[i].kind, to: maskPhone(list[i].to) }, 'sms sent'));
    },
  });
  return outboxBatch.marathonSmsBatch.add(msg);
}
