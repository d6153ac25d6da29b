import 'server-only';
import nodemailer from 'nodemailer';
import { env, type MessagesEnv } from '@/lib/env';
import { publicOrigin } from '@/lib/http/public-url';
import { outboxProvider, type SmsProvider } from '@/lib/sms/provider';

/** The sender of the site's e-mails: MAIL_FROM, else no-reply@ the PUBLIC_URL host (else localhost). */
export function mailFrom(settings: Pick<MessagesEnv, 'MAIL_FROM'> = env.messages): string {
  if (settings.MAIL_FROM) return settings.MAIL_FROM;
  const origin = publicOrigin();
  return `no-reply@${origin ? new URL(origin).hostname : 'localhost'}`;
}

/**
 * The e-mail provider of the outbox (rows of channel 'email': runners whose phone is not Korean),
 * chosen from the settings (README table): with SMTP_HOST, nodemailer over SMTP (SMTP_PORT,
 * SMTP_SECURE, SMTP_USER/SMTP_PASSWORD, SMTP_TIMEOUT_MS) from MAIL_FROM; without it the outbox
 * provider, which only stores the message (the row is the message, as for SMS without a provider).
 * A server refusing the message throws with its answer (never the address or the text), so the
 * delivery job records the reason and retries. The server's message id is the receipt's `ref`.
 */
export function mailProviderFromEnv(settings: MessagesEnv = env.messages): SmsProvider {
  if (!settings.SMTP_HOST) return outboxProvider;
  const transport = nodemailer.createTransport({
    host: settings.SMTP_HOST,
    port: settings.SMTP_PORT,
    secure: settings.SMTP_SECURE,
    auth: settings.SMTP_USER ? { user: settings.SMTP_USER, pass: settings.SMTP_PASSWORD ?? '' } : undefined,
    connectionTimeout: settings.SMTP_TIMEOUT_MS,
    greetingTimeout: settings.SMTP_TIMEOUT_MS,
    socketTimeout: settings.SMTP_TIMEOUT_MS,
  });
  const from = mailFrom(settings);
  return {
    name: 'smtp',
    async deliver(msg) {
      try {
        const info = await transport.sendMail({ from, to: msg.to, subject: msg.subject ?? '', text: msg.body });
        return { ref: info.messageId };
      } catch (err) {
        const e = err as { code?: string; responseCode?: number };
        throw new Error(`smtp: ${e.responseCode ?? e.code ?? 'not sent'}`);
      }
    },
  };
}

let provider: SmsProvider | undefined;

/** The e-mail provider the delivery job sends through: chosen once per process (mailProviderFromEnv). */
export function activeMailProvider(): SmsProvider {
  return (provider ??= mailProviderFromEnv());
}
