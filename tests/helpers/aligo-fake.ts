import { startHttpFake, type FakeRequest } from './http-fake';

/**
 * A local fake of Aligo's two APIs, answering as they do (form-encoded POSTs, JSON answers), for the
 * site's adapters (lib/sms/aligo.ts, lib/sms/alimtalk.ts) run by worker processes:
 *
 * SMS (apis.aligo.in/send/): fields key, user_id, sender, receiver, msg, msg_type (SMS|LMS|MMS),
 * testmode_yn; `{result_code: 1, message: 'success', msg_id, success_cnt, error_cnt, msg_type}` when
 * accepted, a negative result_code with Aligo's message when refused (-101 a wrong key or user id).
 *
 * AlimTalk (kakaoapi.aligo.in, "akv10"):
 * - `/akv10/token/create/{n}/{s|i|h|d|y}/` {apikey, userid} → `{code: 0, message, token, urlencode}`,
 *   the token valid for n seconds/minutes/…;
 * - `/akv10/alimtalk/send/` {apikey, userid, token, senderkey, tpl_code, sender, receiver_1,
 *   subject_1, message_1, failover, testMode} → `{code: 0, message: '성공적으로 전송요청 하였습니다.',
 *   info: {type: 'AT', mid, current, unit, total, scnt, fcnt}}`; refused (code ≠ 0) for a wrong key,
 *   an unknown or expired token, a sender key that is not the channel's, a template code not
 *   approved, or a message_1 that does not match its approved template (Kakao's #{variables} may hold
 *   any text, the rest must be equal);
 * - `/akv10/history/detail/` {apikey, userid, token, mid, page, limit} → `{code: 0, list: [{msgid,
 *   type, sender, phone, status, reqdate, sentdate, rsltdate, reportdate, rslt, rslt_message, message,
 *   tpl_code, senderKey}], currentPage, totalPage, totalCount}`: `rslt` empty while KakaoTalk has not
 *   answered, '0' delivered, else KakaoTalk's result code (3018: cannot be delivered, e.g. no
 *   KakaoTalk).
 * The test decides per phone what Aligo and KakaoTalk answer (refuseAlimTalk, kakaoResult).
 */
export interface AligoAccount {
  apiKey: string;
  userId: string;
  /** The registered sender number (digits). */
  sender: string;
  /** The KakaoTalk channel's sender key. */
  senderKey: string;
  /** Approved AlimTalk templates: code → text with #{variables}. */
  templates: Record<string, string>;
}

export interface SmsCall {
  at: number;
  receiver: string;
  msg: string;
  msgType: string;
  msgId: string;
}
export interface AlimTalkCall {
  at: number;
  receiver: string;
  tplCode: string;
  subject: string;
  message: string;
  failover: string;
  /** Aligo's answer code (0 accepted) and, when accepted, the message id. */
  code: number;
  mid?: string;
}

type Answer = { status: number; body: unknown };
type Refusal = { code: number; message: string };

const form = (r: FakeRequest) => new URLSearchParams(typeof r.body === 'string' ? r.body : '');
const ok = (body: object): Answer => ({ status: 200, body });
const kstNow = () => new Date(Date.now() + 9 * 3600_000).toISOString().replace('T', ' ').slice(0, 19);
const UNIT_SECONDS: Record<string, number> = { s: 1, i: 60, h: 3600, d: 86_400, y: 365 * 86_400 };

/** True when `message` is `template` with each #{variable} replaced by some text (Kakao's rule). */
export function matchesTemplate(template: string, message: string): boolean {
  const parts = template.split(/#\{[^}]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('[\\s\\S]*')}$`).test(message);
}

export async function startAligoFake(account: AligoAccount) {
  const sms: SmsCall[] = [];
  const alimtalk: AlimTalkCall[] = [];
  const tokens = new Map<string, number>();
  const refusals = new Map<string, Refusal>();
  const results = new Map<string, { rslt: string; message: string }>();
  const sent = new Map<string, { phone: string; call: AlimTalkCall; reqdate: string }>();
  /** The message ids whose delivery report was asked for, in order. */
  const reports: string[] = [];
  let seq = 1000;

  const sendSms = (f: URLSearchParams): Answer => {
    if (f.get('key') !== account.apiKey || f.get('user_id') !== account.userId)
      return ok({ result_code: -101, message: '인증오류입니다.' });
    if (f.get('sender') !== account.sender) return ok({ result_code: -109, message: '등록되지 않은 발신번호입니다.' });
    const receiver = f.get('receiver') ?? '';
    const msg = f.get('msg') ?? '';
    const msgType = f.get('msg_type') ?? 'SMS';
    if (!/^01\d{8,9}$/.test(receiver) || !msg || !['SMS', 'LMS', 'MMS'].includes(msgType))
      return ok({ result_code: -105, message: '필수 입력값이 올바르지 않습니다.' });
    const msgId = String(++seq);
    sms.push({ at: Date.now(), receiver, msg, msgType, msgId });
    return ok({ result_code: 1, message: 'success', msg_id: msgId, success_cnt: 1, error_cnt: 0, msg_type: msgType });
  };

  /** The refusal of an akv10 call's credentials and token, or null when they are good. */
  const akvAuth = (f: URLSearchParams, needsToken: boolean): Refusal | null => {
    if (f.get('apikey') !== account.apiKey || f.get('userid') !== account.userId) return { code: -99, message: '인증오류입니다.' };
    if (!needsToken) return null;
    const until = tokens.get(f.get('token') ?? '');
    if (!until || until < Date.now()) return { code: -99, message: '토큰이 유효하지 않습니다.' };
    return null;
  };

  const createToken = (path: string, f: URLSearchParams): Answer => {
    const refused = akvAuth(f, false);
    if (refused) return ok(refused);
    const [, n, unit] = /\/token\/create\/(\d+)\/([sihdy])\/?$/.exec(path) ?? [];
    if (!n) return ok({ code: -99, message: '유효시간이 올바르지 않습니다.' });
    const token = `tk${++seq}${Math.random().toString(36).slice(2, 10)}`;
    tokens.set(token, Date.now() + Number(n) * UNIT_SECONDS[unit] * 1000);
    return ok({ code: 0, message: '정상적으로 생성하였습니다.', token, urlencode: encodeURIComponent(token) });
  };

  const sendAlimTalk = (f: URLSearchParams): Answer => {
    const call: AlimTalkCall = {
      at: Date.now(),
      receiver: f.get('receiver_1') ?? '',
      tplCode: f.get('tpl_code') ?? '',
      subject: f.get('subject_1') ?? '',
      message: f.get('message_1') ?? '',
      failover: f.get('failover') ?? '',
      code: 0,
    };
    alimtalk.push(call);
    const template = account.templates[call.tplCode];
    const refused =
      akvAuth(f, true) ??
      (f.get('senderkey') !== account.senderKey ? { code: -99, message: '발신프로필 키가 유효하지 않습니다.' } : null) ??
      (f.get('sender') !== account.sender ? { code: -99, message: '등록되지 않은 발신번호입니다.' } : null) ??
      (!template ? { code: -99, message: '템플릿 코드가 유효하지 않습니다.' } : null) ??
      (!matchesTemplate(template!, call.message) ? { code: -99, message: '메시지가 템플릿과 일치하지 않습니다.' } : null) ??
      refusals.get(call.receiver) ??
      null;
    if (refused) {
      call.code = refused.code;
      return ok(refused);
    }
    call.mid = String(++seq);
    sent.set(call.mid, { phone: call.receiver, call, reqdate: kstNow() });
    return ok({
      code: 0,
      message: '성공적으로 전송요청 하였습니다.',
      info: { type: 'AT', mid: Number(call.mid), current: '0', unit: 0, total: 0, scnt: 1, fcnt: 0 },
    });
  };

  const detail = (f: URLSearchParams): Answer => {
    const refused = akvAuth(f, true);
    if (refused) return ok(refused);
    reports.push(f.get('mid') ?? '');
    const one = sent.get(f.get('mid') ?? '');
    if (!one) return ok({ code: -99, message: '전송내역이 없습니다.' });
    const result = results.get(one.phone) ?? { rslt: '0', message: '성공' };
    return ok({
      code: 0,
      message: '정상적으로 조회하였습니다.',
      list: [
        {
          msgid: one.call.mid,
          type: 'AT',
          sender: account.sender,
          phone: one.phone,
          status: result.rslt ? '완료' : '대기',
          reqdate: one.reqdate,
          sentdate: one.reqdate,
          rsltdate: result.rslt ? kstNow() : '',
          reportdate: result.rslt ? kstNow() : '',
          rslt: result.rslt,
          rslt_message: result.message,
          message: one.call.message,
          tpl_code: one.call.tplCode,
          senderKey: account.senderKey,
        },
      ],
      currentPage: 1,
      totalPage: 1,
      totalCount: 1,
    });
  };

  const fake = await startHttpFake((r) => {
    const f = form(r);
    const path = r.path.split('?')[0];
    if (r.method !== 'POST') return { status: 405, body: { message: 'POST only' } };
    if (path === '/send/') return sendSms(f);
    if (path.startsWith('/akv10/token/create/')) return createToken(path, f);
    if (path === '/akv10/alimtalk/send/') return sendAlimTalk(f);
    if (path === '/akv10/history/detail/') return detail(f);
    return { status: 404, body: { message: 'not found' } };
  });

  return {
    url: fake.url,
    sms,
    alimtalk,
    /** The settings that point a worker process at this fake (SMS, and AlimTalk for `kinds`: kind → template code). */
    env(kinds?: Record<string, string>): Record<string, string> {
      return {
        SMS_PROVIDER: 'aligo',
        SMS_API_URL: `${fake.url}/send/`,
        SMS_API_KEY: account.apiKey,
        SMS_USER_ID: account.userId,
        SMS_SENDER: account.sender,
        SMS_TIMEOUT_MS: '20000',
        ...(kinds && {
          ALIMTALK_API_URL: fake.url,
          ALIMTALK_SENDER_KEY: account.senderKey,
          ALIMTALK_TEMPLATES: Object.entries(kinds)
            .map(([k, code]) => `${k}=${code}`)
            .join(','),
        }),
      };
    },
    /** Aligo refuses every AlimTalk to `phone` with `code` and `message` (a send answered with an error). */
    refuseAlimTalk(phone: string, refusal: Refusal) {
      refusals.set(phone, refusal);
    },
    /** KakaoTalk's result for AlimTalks to `phone` in the delivery report ('' not yet, '0' delivered, else its code). */
    kakaoResult(phone: string, rslt: string, message: string) {
      results.set(phone, { rslt, message });
    },
    smsTo: (phone: string) => sms.filter((c) => c.receiver === phone),
    /** How often the delivery report of AlimTalk `mid` was asked for. */
    reportsOf: (mid: string) => reports.filter((m) => m === mid).length,
    alimTalkTo: (phone: string) => alimtalk.filter((c) => c.receiver === phone),
    close: fake.close,
  };
}
