import 'server-only';
import { env, type MessagesEnv } from '@/lib/env';
import { aligoProvider } from './aligo';
import { aligoAlimTalk } from './alimtalk';
import { messageSubject } from './kinds';
import { outboxProvider, type SmsProvider } from './provider';

/**
 * The SMS provider named by SMS_PROVIDER (README table): 'outbox' (default) stores messages only;
 * 'aligo' sends through the Aligo API with SMS_API_KEY, SMS_USER_ID, SMS_SENDER (required),
 * SMS_API_URL (default https://apis.aligo.in/send/), SMS_TEST_MODE=1 (accepted, not delivered),
 * SMS_TIMEOUT_MS (default 10,000); lib/env refuses any other name at start. Missing Aligo settings
 * give a provider that fails every delivery (rows FAILED with the reason) rather than silently not sending.
 * With ALIMTALK_SENDER_KEY too, the Aligo provider carries KakaoTalk AlimTalk (alimtalk.ts) for the
 * kinds ALIMTALK_TEMPLATES names (ALIMTALK_API_URL, default https://kakaoapi.aligo.in).
 */
export function smsProviderFromEnv(settings: MessagesEnv = env.messages): SmsProvider {
  if (settings.SMS_PROVIDER === 'outbox') return outboxProvider;
  const { SMS_API_KEY: apiKey, SMS_USER_ID: userId, SMS_SENDER: sender } = settings;
  if (!apiKey || !userId || !sender) {
    const missing = Object.entries({ SMS_API_KEY: apiKey, SMS_USER_ID: userId, SMS_SENDER: sender }).filter(([, v]) => !v);
    return failing(settings.SMS_PROVIDER, `missing ${missing.map(([k]) => k).join(', ')}`);
  }
  const common = {
    apiKey,
    userId,
    sender: sender.replace(/\D/g, ''),
    testMode: settings.SMS_TEST_MODE,
    timeoutMs: settings.SMS_TIMEOUT_MS,
  };
  const alimtalk = settings.ALIMTALK_SENDER_KEY
    ? aligoAlimTalk({
        ...common,
        apiUrl: settings.ALIMTALK_API_URL,
        senderKey: settings.ALIMTALK_SENDER_KEY,
        templates: settings.ALIMTALK_TEMPLATES ?? {},
        subjectOf: messageSubject,
      })
    : undefined;
  return aligoProvider({ ...common, apiUrl: settings.SMS_API_URL }, alimtalk);
}

function failing(name: string, reason: string): SmsProvider {
  return {
    name,
    async deliver() {
      throw new Error(`sms provider misconfigured: ${reason}`);
    },
  };
}
