import 'server-only';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '@/db/client';
import { smsOutbox } from '@/db/schema';
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
