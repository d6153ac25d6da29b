'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/apply/api';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import { POPUP_SIZES, type PopupSize, type PostMimeType } from '@/lib/codes';
import { issueMessageKey } from '@/lib/validation/issue-message';
import { noticeSchema } from '@/lib/validation/board';

export interface NoticeDraft {
  postNo?: number;
  title: string;
  content: string;
  /** English versions for English mode (empty = the Korean text is shown). */
  titleEn: string;
  contentEn: string;
  mimeType: PostMimeType;
  size: PopupSize;
  openTime: string;
  closeTime: string;
}

/** 'YYYY-MM-DD HH:mm:ss' (what the API takes, spec §5) <-> the value of a datetime-local input. */
const toInput = (s: string) => (s ? s.slice(0, 16).replace(' ', 'T') : '');
const fromInput = (s: string) => (s ? `${s.replace('T', ' ')}:00`.slice(0, 19) : '');

/**
 * The notice form of the staff console (spec §2 notice/new_post and notice/{postNo}; §5 notice rules):
 * title, HTML (with a small formatting bar acting on the body last focused) or plain text, optional
 * English title and body, popup on/off with start, end (Korea time) and size. Checked with the
 * server's schema first (title errors under their field); POST or PUT /api/admin/notice.
 */
export function NoticeEditor({ initial }: { initial?: NoticeDraft }) {
  const t = useTranslations('boardAdmin');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const router = useRouter();
  const feedback = useFeedback();
  const area = useRef<HTMLTextAreaElement>(null);
  const areaEn = useRef<HTMLTextAreaElement>(null);
  // The body the formatting bar acts on: the Korean one unless the English one was focused last.
  const [active, setActive] = useState<'content' | 'contentEn'>('content');
  const [d, setD] = useState<NoticeDraft>(
    initial ?? { title: '', content: '', titleEn: '', contentEn: '', mimeType: 'text/html', size: 'md', openTime: '', closeTime: '' },
  );
  const [fieldErrors, setFieldErrors] = useState<{ title?: string; titleEn?: string }>({});
  const [popup, setPopup] = useState(!!(initial?.openTime || initial?.closeTime));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set = <K extends keyof NoticeDraft>(k: K, v: NoticeDraft[K]) => setD((x) => ({ ...x, [k]: v }));

  /** Wraps the selected text of the body in a tag pair (the formatting bar). */
  function wrap(open: string, close: string) {
    const el = (active === 'contentEn' ? areaEn : area).current;
    if (!el) return;
    const { selectionStart: a, selectionEnd: b, value } = el;
    const next = value.slice(0, a) + open + value.slice(a, b) + close + value.slice(b);
    set(active, next);
    requestAnimationFrame(() => {
      el.focus();
      el.setSelectionRange(a + open.length, b + open.length);
    });
  }
  /** Asks for a link address in the console's own dialog; only http(s) addresses (the sanitiser drops the rest anyway). */
  async function link() {
    const url = await feedback.prompt(t('notice.linkPrompt'), {
      inputLabel: t('notice.link'),
      maxLength: 500,
      validate: (v) => (/^https?:\/\/\S+$/i.test(v) ? null : t('notice.linkInvalid')),
    });
    if (url) wrap(`<a href="${url.replace(/"/g, '&quot;')}">`, '</a>');
  }

  async function save(e: React.FormEvent) {
    e.preventDefault();
    const body = { ...d, openTime: popup ? d.openTime : null, closeTime: popup ? d.closeTime : null };
    const parsed = noticeSchema.safeParse(body);
    if (!parsed.success) {
      const issues = parsed.error.issues;
      const of = (field: string) => issues.find((i) => i.path[0] === field)?.message;
      const titles = { title: of('title'), titleEn: of('titleEn') };
      setFieldErrors(titles);
      const rest = issues.filter((i) => i.path[0] !== 'title' && i.path[0] !== 'titleEn');
      setError(rest.length ? tAll(issueMessageKey(rest) as 'board.errors.title') : null);
      if (titles.title) document.getElementById('n-title')?.focus();
      else if (titles.titleEn) document.getElementById('n-title-en')?.focus();
      return;
    }
    setFieldErrors({});
    setBusy(true);
    const a = await adminFetch<{ postNo: number }>(d.postNo ? 'PUT' : 'POST', '/api/admin/notice', body, t('noPermission'));
    setBusy(false);
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setError(errorText(a));
      return;
    }
    feedback.toast(t('saved'), 'ok');
    router.push('/user/board/notice?pageNo=1');
    router.refresh();
  }

  return (
    <form className="card" onSubmit={save} noValidate>
      <TextField
        id="n-title"
        label={t('notice.title')}
        value={d.title}
        onChange={(e) => set('title', e.target.value)}
        maxLength={200}
        error={fieldErrors.title ? { message: fieldErrors.title } : undefined}
      />
      <TextField
        id="n-title-en"
        label={t('notice.titleEn')}
        lang="en"
        hint={t('notice.englishHint')}
        value={d.titleEn}
        onChange={(e) => set('titleEn', e.target.value)}
        maxLength={200}
        error={fieldErrors.titleEn ? { message: fieldErrors.titleEn } : undefined}
      />
      <fieldset className="field" style={{ border: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>{t('notice.format')}</legend>
        <label>
          <input type="radio" name="mimeType" checked={d.mimeType === 'text/html'} onChange={() => set('mimeType', 'text/html')} />{' '}
          {t('notice.html')}
        </label>{' '}
        <label>
          <input type="radio" name="mimeType" checked={d.mimeType === 'text/plain'} onChange={() => set('mimeType', 'text/plain')} />{' '}
          {t('notice.plain')}
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor="n-content">{t('notice.content')}</label>
        {d.mimeType === 'text/html' ? (
          <div role="toolbar" aria-label={t('notice.toolbar')} style={{ display: 'flex', gap: 4 }}>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => wrap('<strong>', '</strong>')}>
              {t('notice.bold')}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => wrap('<em>', '</em>')}>
              {t('notice.italic')}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => wrap('<h3>', '</h3>')}>
              {t('notice.heading')}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={() => wrap('<ul>\n<li>', '</li>\n</ul>')}>
              {t('notice.list')}
            </button>
            <button type="button" className="btn btn-outline btn-sm" onClick={link}>
              {t('notice.link')}
            </button>
          </div>
        ) : null}
        <textarea
          id="n-content"
          ref={area}
          rows={14}
          value={d.content}
          onChange={(e) => set('content', e.target.value)}
          onFocus={() => setActive('content')}
          style={{ fontFamily: d.mimeType === 'text/html' ? 'monospace' : undefined }}
        />
        {d.mimeType === 'text/html' ? <small className="muted">{t('notice.htmlHint')}</small> : null}
      </div>
      <div className="field">
        <label htmlFor="n-content-en">{t('notice.contentEn')}</label>
        <textarea
          id="n-content-en"
          ref={areaEn}
          lang="en"
          rows={8}
          value={d.contentEn}
          onChange={(e) => set('contentEn', e.target.value)}
          onFocus={() => setActive('contentEn')}
          style={{ fontFamily: d.mimeType === 'text/html' ? 'monospace' : undefined }}
        />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" checked={popup} onChange={(e) => setPopup(e.target.checked)} /> {t('notice.popup')}
        </label>
      </div>
      {popup ? (
        <div className="row">
          <div className="field">
            <label htmlFor="n-open">{t('notice.openTime')}</label>
            <input
              id="n-open"
              type="datetime-local"
              value={toInput(d.openTime)}
              onChange={(e) => set('openTime', fromInput(e.target.value))}
            />
          </div>
          <div className="field">
            <label htmlFor="n-close">{t('notice.closeTime')}</label>
            <input
              id="n-close"
              type="datetime-local"
              value={toInput(d.closeTime)}
              onChange={(e) => set('closeTime', fromInput(e.target.value))}
            />
          </div>
          <div className="field">
            <label htmlFor="n-size">{t('notice.size')}</label>
            <select id="n-size" value={d.size} onChange={(e) => set('size', e.target.value as PopupSize)}>
              {POPUP_SIZES.map((s) => (
                <option key={s} value={s}>
                  {t(`notice.sizes.${s}`)}
                </option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      {error ? (
        <p className="alert alert-error" role="alert">
          {error}
        </p>
      ) : null}
      <div style={{ display: 'flex', gap: 8 }}>
        <button type="submit" className="btn" disabled={busy}>
          {t('notice.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => router.push('/user/board/notice?pageNo=1')}>
          {t('notice.back')}
        </button>
      </div>
    </form>
  );
}
