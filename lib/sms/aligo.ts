import 'server-only';
import { SMS_MAX_BYTES, smsBytes } from './messages';
import type { AlimTalkChannel, SmsMessage, SmsProvider } from './provider';

export interface AligoOptions {
  /** Send endpoint, default https://apis.aligo.in/send/ (a local fake in tests). */
  apiUrl: string;
  apiKey: string;
  userId: string;
  /** Registered sender number, digits. */
  sender: string;
  /** Aligo test mode: accepted but not delivered. */
  testMode: boolean;
  timeoutMs: number;
}

/**
 * Adapter for the Aligo SMS API (a common Korean SMS gateway), implementing SmsProvider:
 * `POST {apiUrl}` form-encoded key, user_id, sender, receiver, msg, msg_type (SMS up to 90 bytes,
 * else LMS), testmode_yn; the answer `{result_code, message, msg_id}` is a success when result_code is
 * 1 (msg_id is kept as the message's reference). Throws on a refusal, an HTTP error or a timeout (the
 * job records it; the message text is not in the error). `alimtalk` adds KakaoTalk (alimtalk.ts).
 */
export function aligoProvider(opts: AligoOptions, alimtalk?: AlimTalkChannel): SmsProvider {
  return {
    name: 'aligo',
    alimtalk,
    async deliver(msg: SmsMessage) {
      const form = new URLSearchParams({
        key: opts.apiKey,
        user_id: opts.userId,
        sender: opts.sender,
        receiver: msg.to,
        msg: msg.body,
        msg_type: smsBytes(msg.body) > SMS_MAX_BYTES ? 'LMS' : 'SMS',
        testmode_yn: opts.testMode ? 'Y' : 'N',
      });
      let res: Response;
      try {
        res = await fetch(opts.apiUrl, { method: 'POST', body: form, signal: AbortSignal.timeout(opts.timeoutMs), cache: 'no-store' });
      } catch (err) {
        throw new Error(err instanceof Error && err.name === 'TimeoutError' ? 'aligo: timeout' : 'aligo: unreachable');
      }
      if (!res.ok) throw new Error(`aligo: HTTP ${res.status}`);
      const body = (await res.json().catch(() => ({}))) as { result_code?: string | number; message?: string; msg_id?: string | number };
      if (Number(body.result_code) !== 1) throw new Error(`aligo: ${body.result_code ?? '?'} ${String(body.message ?? '').slice(0, 100)}`);
      return body.msg_id !== undefined ? { ref: String(body.msg_id) } : {};
    },
  };
}
