import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { smsOutbox } from '@/db/schema';
import { logger } from '@/lib/log/logger';
import { maskPhone } from './mask';
import { outboxProvider, type SmsMessage, type SmsProvider } from './provider';

let provider: SmsProvider = outboxProvider;

/** Replaces the provider (the real adapter is selected at start from SMS_PROVIDER; tests keep the outbox). */
export function setSmsProvider(p: SmsProvider): void {
  provider = p;
}

/**
 * Sends one SMS: stores it in sms_outbox, hands it to the provider, records SENT or FAILED.
 * Never throws for a delivery failure (registration must not fail because SMS did); logs a masked line.
 */
export async function sendSms(db: DbOrTx, msg: SmsMessage): Promise<void> {
  const [row] = await db
    .insert(smsOutbox)
    .values({ recipient: msg.to, body: msg.body, kind: msg.kind, provider: provider.name })
    .returning({ smsId: smsOutbox.smsId });
  try {
    await provider.deliver(msg);
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
