/**
 * SMS provider interface. The default 'outbox' provider only stores messages in the
 * database (sms_outbox, readable in the staff console); a real Korean SMS API adapter implements the
 * same interface and is chosen with SMS_PROVIDER.
 */
/** Messages about changes after registering (lib/ledger/notices.ts). */
export type LedgerSmsKind = 'balance-due' | 'refund' | 'transfer-code' | 'transfer';

export interface SmsMessage {
  /** Mobile number, digits only. */
  to: string;
  body: string;
  /** Why it was sent: 'join-seq' (number recovery), 'registered', 'paid', and the changes after registering. */
  kind: 'join-seq' | 'registered' | 'paid' | LedgerSmsKind;
}

export interface SmsProvider {
  readonly name: string;
  /** Delivers one message; throws on failure (the caller records it). */
  deliver(msg: SmsMessage): Promise<void>;
}

/** Stores only (the outbox row is the delivery). */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  async deliver() {},
};
