import type { SmsKind } from '@/lib/codes';

/**
 * Message provider interface. The default 'outbox' provider only stores messages in the database
 * (sms_outbox, readable in the staff console); a real Korean provider (Aligo, aligo.ts) implements
 * the same interface and is chosen with SMS_PROVIDER (select.ts), and may also carry KakaoTalk
 * AlimTalk (alimtalk.ts). Providers are called by the delivery jobs (delivery-job.ts,
 * alimtalk-report-job.ts), never during a request.
 */
export interface SmsMessage {
  /** Mobile number, digits only; an e-mail address for the e-mail provider (lib/mail/smtp.ts). */
  to: string;
  body: string;
  /** The subject line (e-mail only). */
  subject?: string | null;
  /** Why it was sent (the outbox row's kind). */
  kind: SmsKind | (string & {});
}

/** What a provider answers when it accepts a message: its own id of it, when it gives one. */
export interface DeliveryReceipt {
  ref?: string;
}

/**
 * What became of an AlimTalk the provider accepted: still on its way, delivered, or refused by
 * KakaoTalk (with the result code; `noKakaoTalk` when the phone cannot get AlimTalk at all, which
 * sends it again as SMS).
 */
export type AlimTalkReport =
  { state: 'pending' } | { state: 'delivered' } | { state: 'failed'; code: string; message: string; noKakaoTalk: boolean };

/** KakaoTalk AlimTalk through the same provider: approved templates only, one per message kind. */
export interface AlimTalkChannel {
  /** The approved template code of messages of `kind`, or null (they go as SMS). */
  templateOf(kind: string): string | null;
  /** Hands one AlimTalk to the provider; throws with the provider's reason when refused. */
  send(msg: SmsMessage, templateCode: string): Promise<{ ref: string }>;
  /** The delivery report of the AlimTalk `ref` to phone `to`; throws when the provider cannot be asked. */
  report(ref: string, to: string): Promise<AlimTalkReport>;
}

export interface SmsProvider {
  readonly name: string;
  /** True when storing the message is its delivery (the outbox provider): no call to make. */
  readonly storesOnly?: boolean;
  /** Delivers one message as SMS/LMS; throws on failure with the provider's reason in the message (the job records it and retries). */
  deliver(msg: SmsMessage): Promise<DeliveryReceipt | void>;
  /** KakaoTalk AlimTalk, when the provider is set up for it (ALIMTALK_SENDER_KEY). */
  readonly alimtalk?: AlimTalkChannel;
}

/** Stores only (the outbox row is the delivery). */
export const outboxProvider: SmsProvider = {
  name: 'outbox',
  storesOnly: true,
  async deliver() {},
};
