import type { SmsKind } from '@/lib/codes';

/**
 * SMS provider interface. The default 'outbox' provider only stores messages in the database
 * (sms_outbox, readable in the staff console); a real Korean SMS API adapter (Aligo, aligo.ts)
 * implements the same interface and is chosen with SMS_PROVIDER (select.ts). Providers are called
 * by the delivery job (delivery-job.ts), never during a request.
 */
export interface SmsMessage {
  /** Mobile number, digits only. */
  to: string;
  body: string;
  /** Why it was sent (the outbox row's kind). */
  kind: SmsKind | (string & {});
}

export interface SmsProvider {
  readonly name: string;
  /** True when storing the message is its delivery (the outbox provider): no call to make. */
  readonly storesOnly?: boolean;
  /** Delivers one message; throws on failure with the provider's reason in the message (the job records it and retries). */
  deliver(msg: SmsMessage): Promise<void>;
}

/** Stores only (the outbox row is the delivery). */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  storesOnly: true,
  async deliver() {},
};
