'use client';
import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef, useState } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { adminFetch } from '@/components/admin/admin-fetch';
import { useErrorText } from '@/components/http/api-client';
import { useFeedback } from '@/components/ui/feedback';
import { TextField } from '@/components/ui/text-field';
import { FieldError } from '@/components/ui/field-error';
import { POPUP_SIZES, type PopupSize, type PostMimeType } from '@/lib/codes';
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

/** The form's values: the draft with the popup switch, times as the datetime-local inputs hold them. */
type NoticeForm = NoticeDraft & { popup: boolean };

/** The API body of the form's values (spec §7): times in 'YYYY-MM-DD HH:mm:ss', none without the popup. */
const bodyOf = (v: NoticeForm) => ({
  ...v,
  openTime: v.popup ? fromInput(v.openTime) || null : null,
  closeTime: v.popup ? fromInput(v.closeTime) || null : null,
});

/** The server's schema checks the form (react-hook-form): each problem beside its field, cleared as soon as it is right. */
const resolver: Resolver<NoticeForm> = (values, context, options) =>
  zodResolver(noticeSchema)(bodyOf(values) as never, context, options as never) as never;

/**
 * The notice form of the staff console (spec §2 notice/new_post and notice/{postNo}; §5 notice rules):
 * title, HTML (with a small formatting bar acting on the body last focused) or plain text, optional
 * English title and body, popup on/off with start, end (Korea time) and size. Checked with the
 * server's schema first (title errors under their field); POST or PUT /api/admin/notice.
 */
export function NoticeEditor({ initial }: { initial?: NoticeDraft }) {
  const t = useTranslations('boardAdmin');
  const errorText = useErrorText();
  const router = useRouter();
  const feedback = useFeedback();
  const area = useRef<HTMLTextAreaElement>(null);
  const areaEn = useRef<HTMLTextAreaElement>(null);
  // The body the formatting bar acts on: the Korean one unless the English one was focused last.
  const [active, setActive] = useState<'content' | 'contentEn'>('content');
  const blank: NoticeDraft = {
    title: '',
    content: '',
    titleEn: '',
    contentEn: '',
    mimeType: 'text/html',
    size: 'md',
    openTime: '',
    closeTime: '',
  };
  const start = initial ?? blank;
  const defaults = {
    ...start,
    openTime: toInput(start.openTime),
    closeTime: toInput(start.closeTime),
    popup: !!(start.openTime || start.closeTime),
  };
  // Each field also gets its stored value as defaultValue/defaultChecked: it is then in the server's HTML, and
  // text typed before react-hook-form fills the field (when React commits) replaces it instead of joining it.
  const form = useForm<NoticeForm>({ resolver, defaultValues: defaults });
  const { register, setValue, formState } = form;
  const errors = formState.errors;
  const popup = useWatch({ control: form.control, name: 'popup' });
  const mimeType = useWatch({ control: form.control, name: 'mimeType' });
  const [error, setError] = useState<string | null>(null);
  const contentReg = register('content');
  const contentEnReg = register('contentEn');

  /** Wraps the selected text of the body in a tag pair (the formatting bar). */
  function wrap(open: string, close: string) {
    const el = (active === 'contentEn' ? areaEn : area).current;
    if (!el) return;
    const { selectionStart: a, selectionEnd: b, value } = el;
    const next = value.slice(0, a) + open + value.slice(a, b) + close + value.slice(b);
    setValue(active, next, { shouldDirty: true });
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

  async function save(values: NoticeForm) {
    setError(null);
    const a = await adminFetch<{ postNo: number }>(values.postNo ? 'PUT' : 'POST', '/api/admin/notice', bodyOf(values), t('noPermission'));
    if (!a.ok) {
      if (a.status !== 401 && a.status !== 403) setError(errorText(a));
      return;
    }
    feedback.toast(t('saved'), 'ok');
    router.push('/user/board/notice?pageNo=1');
    router.refresh();
  }

  return (
    <form method="post" className="card" onSubmit={form.handleSubmit(save)} noValidate>
      <TextField
        id="n-title"
        label={t('notice.title')}
        maxLength={200}
        error={errors.title}
        defaultValue={defaults.title}
        {...register('title')}
      />
      <TextField
        id="n-title-en"
        label={t('notice.titleEn')}
        lang="en"
        hint={t('notice.englishHint')}
        maxLength={200}
        error={errors.titleEn}
        defaultValue={defaults.titleEn}
        {...register('titleEn')}
      />
      <fieldset className="field" style={{ border: 0, padding: 0 }}>
        <legend style={{ fontWeight: 600 }}>{t('notice.format')}</legend>
        <label>
          <input type="radio" value="text/html" defaultChecked={defaults.mimeType === 'text/html'} {...register('mimeType')} />{' '}
          {t('notice.html')}
        </label>{' '}
        <label>
          <input type="radio" value="text/plain" defaultChecked={defaults.mimeType === 'text/plain'} {...register('mimeType')} />{' '}
          {t('notice.plain')}
        </label>
      </fieldset>
      <div className="field">
        <label htmlFor="n-content">{t('notice.content')}</label>
        {mimeType === 'text/html' ? (
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
          rows={14}
          defaultValue={defaults.content}
          {...contentReg}
          ref={(el) => {
            contentReg.ref(el);
            area.current = el;
          }}
          onFocus={() => setActive('content')}
          style={{ fontFamily: mimeType === 'text/html' ? 'monospace' : undefined }}
        />
        {mimeType === 'text/html' ? <small className="muted">{t('notice.htmlHint')}</small> : null}
        <FieldError error={errors.content} />
      </div>
      <div className="field">
        <label htmlFor="n-content-en">{t('notice.contentEn')}</label>
        <textarea
          id="n-content-en"
          lang="en"
          rows={8}
          defaultValue={defaults.contentEn}
          {...contentEnReg}
          ref={(el) => {
            contentEnReg.ref(el);
            areaEn.current = el;
          }}
          onFocus={() => setActive('contentEn')}
          style={{ fontFamily: mimeType === 'text/html' ? 'monospace' : undefined }}
        />
      </div>
      <div className="field">
        <label>
          <input type="checkbox" defaultChecked={defaults.popup} {...register('popup')} /> {t('notice.popup')}
        </label>
      </div>
      {popup ? (
        <div className="row">
          <div className="field">
            <label htmlFor="n-open">{t('notice.openTime')}</label>
            <input
              id="n-open"
              type="datetime-local"
              aria-invalid={errors.openTime ? true : undefined}
              aria-describedby={errors.openTime ? 'n-open-error' : undefined}
              defaultValue={defaults.openTime}
              {...register('openTime')}
            />
            <FieldError error={errors.openTime} id="n-open-error" />
          </div>
          <div className="field">
            <label htmlFor="n-close">{t('notice.closeTime')}</label>
            <input
              id="n-close"
              type="datetime-local"
              aria-invalid={errors.closeTime ? true : undefined}
              aria-describedby={errors.closeTime ? 'n-close-error' : undefined}
              defaultValue={defaults.closeTime}
              {...register('closeTime')}
            />
            <FieldError error={errors.closeTime} id="n-close-error" />
          </div>
          <div className="field">
            <label htmlFor="n-size">{t('notice.size')}</label>
            <select id="n-size" defaultValue={defaults.size} {...register('size')}>
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
        <button type="submit" className="btn" disabled={formState.isSubmitting}>
          {t('notice.save')}
        </button>
        <button type="button" className="btn btn-outline" onClick={() => router.push('/user/board/notice?pageNo=1')}>
          {t('notice.back')}
        </button>
      </div>
    </form>
  );
}
