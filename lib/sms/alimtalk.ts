import 'server-only';
import type { AlimTalkChannel, AlimTalkReport, SmsMessage } from './provider';

export interface AligoAlimTalkOptions {
  /** API base, default https://kakaoapi.aligo.in (a local fake in tests). */
  apiUrl: string;
  apiKey: string;
  userId: string;
  /** The KakaoTalk channel's sender key (발신프로필 키). */
  senderKey: string;
  /** The registered sender number (digits), shown on the fallback SMS too. */
  sender: string;
  /** Approved template code by message kind (ALIMTALK_TEMPLATES). */
  templates: Record<string, string>;
  testMode: boolean;
  timeoutMs: number;
  /** Subject of each message kind (the AlimTalk `subject_1`, seen in Aligo's history only). */
  subjectOf?: (kind: string) => string;
}

/**
 * KakaoTalk result codes that mean the phone cannot get AlimTalk at all: 3018 (cannot be delivered:
 * no KakaoTalk, not used lately, or AlimTalk blocked) and 3027 (not a KakaoTalk user: a wrong number
 * or a 050 number). Such a message is sent again as SMS; other refusals are failures staff see.
 */
export const NO_KAKAOTALK_CODES: ReadonlySet<string> = new Set(['3018', '3027']);

/** Seconds a token of /akv10/token/create/30/s/ is used (it lives 30 s; a margin for clocks and the call). */
const TOKEN_REUSE_MS = 20_000;

type Answer = { code?: number | string; message?: string; [k: string]: unknown };

/**
 * KakaoTalk AlimTalk through Aligo's API (kakaoapi.aligo.in, "akv10"), form-encoded POSTs:
 * - `/akv10/token/create/30/s/` {apikey, userid} → {code: 0, token}: a token for 30 s, reused for 20;
 * - `/akv10/alimtalk/send/` {apikey, userid, token, senderkey, tpl_code, sender, receiver_1,
 *   subject_1, message_1, failover: 'N', testMode} → {code: 0, info: {mid}}: accepted (our own SMS
 *   fallback follows the delivery report, so Aligo's is off);
 * - `/akv10/history/detail/` {apikey, userid, token, mid, page, limit} → {code: 0, list: [{phone,
 *   rslt, rslt_message}]}: an empty `rslt` is still on its way, 0000 delivered, else KakaoTalk's
 *   result code (NO_KAKAOTALK_CODES: the phone has no KakaoTalk).
 * Any code other than 0, an HTTP error or a timeout throws with Aligo's code and message (never the
 * text or the phone).
 */
export function aligoAlimTalk(opts: AligoAlimTalkOptions): AlimTalkChannel {
  let token: { value: string; at: number } | null = null;

  async function call(path: string, fields: Record<string, string>): Promise<Answer> {
    let res: Response;
    try {
      res = await fetch(`${opts.apiUrl.replace(/\/$/, '')}${path}`, {
        method: 'POST',
        body: new URLSearchParams(fields),
        signal: AbortSignal.timeout(opts.timeoutMs),
        cache: 'no-store',
      });
    } catch (err) {
      throw new Error(err instanceof Error && err.name === 'TimeoutError' ? 'alimtalk: timeout' : 'alimtalk: unreachable');
    }
    if (!res.ok) throw new Error(`alimtalk: HTTP ${res.status}`);
    const body = (await res.json().catch(() => ({}))) as Answer;
    if (Number(body.code) !== 0) throw new Error(`alimtalk: ${body.code ?? '?'} ${String(body.message ?? '').slice(0, 100)}`);
    return body;
  }

  async function auth(): Promise<Record<string, string>> {
    if (!token || Date.now() - token.at > TOKEN_REUSE_MS) {
      const answer = await call('/akv10/token/create/30/s/', { apikey: opts.apiKey, userid: opts.userId });
      if (typeof answer.token !== 'string' || !answer.token) throw new Error('alimtalk: no token');
      token = { value: answer.token, at: Date.now() };
    }
    return { apikey: opts.apiKey, userid: opts.userId, token: token.value };
  }

  return {
    templateOf: (kind) => opts.templates[kind] ?? null,

    async send(msg: SmsMessage, templateCode: string) {
      const answer = await call('/akv10/alimtalk/send/', {
        ...(await auth()),
        senderkey: opts.senderKey,
        tpl_code: templateCode,
        sender: opts.sender,
        receiver_1: msg.to,
        subject_1: opts.subjectOf?.(String(msg.kind)) ?? String(msg.kind),
        message_1: msg.body,
        failover: 'N',
        testMode: opts.testMode ? 'Y' : 'N',
      });
      const mid = (answer.info as { mid?: string | number } | undefined)?.mid;
      if (mid === undefined || mid === null || mid === '') throw new Error('alimtalk: accepted without a message id');
      return { ref: String(mid) };
    },

    async report(ref: string, to: string): Promise<AlimTalkReport> {
      const answer = await call('/akv10/history/detail/', { ...(await auth()), mid: ref, page: '1', limit: '50' });
      const list = Array.isArray(answer.list)
        ? (answer.list as Array<{ phone?: string; rslt?: string | number | null; rslt_message?: string }>)
        : [];
      const item = list.find((x) => String(x.phone ?? '').replace(/\D/g, '') === to) ?? (list.length === 1 ? list[0] : undefined);
      const rslt = item?.rslt === null || item?.rslt === undefined ? '' : String(item.rslt).trim();
      if (!item || rslt === '') return { state: 'pending' };
      if (/^0+$/.test(rslt)) return { state: 'delivered' };
      return {
        state: 'failed',
        code: rslt,
        message: String(item.rslt_message ?? '').slice(0, 100),
        noKakaoTalk: NO_KAKAOTALK_CODES.has(rslt),
      };
    },
  };
}
