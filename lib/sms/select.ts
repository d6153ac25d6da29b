import 'server-only';
import { aligoProvider, DEFAULT_ALIGO_URL } from './aligo';
import { outboxProvider, type SmsProvider } from './provider';

/**
 * The SMS provider named by SMS_PROVIDER (README table): 'outbox' (default) stores messages only;
 * 'aligo' sends through the Aligo API with SMS_API_KEY, SMS_USER_ID, SMS_SENDER (required),
 * SMS_API_URL (default https://apis.aligo.in/send/), SMS_TEST_MODE=1 (accepted, not delivered),
 * SMS_TIMEOUT_MS (default 10,000). A misconfiguration gives a provider that fails every delivery
 * (rows FAILED with the reason) rather than silently not sending.
 */
export function smsProviderFromEnv(env: Record<string, string | undefined> = process.env): SmsProvider {
  const name = (env.SMS_PROVIDER ?? '').trim().toLowerCase() || 'outbox';
  if (name === 'outbox') return outboxProvider;
  if (name === 'aligo') {
    const missing = ['SMS_API_KEY', 'SMS_USER_ID', 'SMS_SENDER'].filter((k) => !env[k]?.trim());
    if (missing.length) return failing(name, `missing ${missing.join(', ')}`);
    return aligoProvider({
      apiUrl: env.SMS_API_URL?.trim() || DEFAULT_ALIGO_URL,
      apiKey: env.SMS_API_KEY!.trim(),
      userId: env.SMS_USER_ID!.trim(),
      sender: env.SMS_SENDER!.replace(/\D/g, ''),
      testMode: env.SMS_TEST_MODE === '1',
      timeoutMs: Number(env.SMS_TIMEOUT_MS) > 0 ? Number(env.SMS_TIMEOUT_MS) : 10_000,
    });
  }
  return failing(name, 'unknown SMS_PROVIDER');
}

function failing(name: string, reason: string): SmsProvider {
  return {
    name,
    async deliver() {
      throw new Error(`sms provider misconfigured: ${reason}`);
    },
  };
}
