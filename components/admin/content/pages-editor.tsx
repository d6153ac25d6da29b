'use client';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { adminFetch } from '@/components/admin/admin-fetch';
import styles from '@/components/admin/staff-console.module.css';
import { useErrorText } from '@/components/http/api-client';
import { RichSection } from '@/components/content/rich-section';
import { useFeedback } from '@/components/ui/feedback';
import type { ContentPage } from '@/lib/codes';
import type { ContentEditorView } from '@/lib/content/editor';

type Section = ContentEditorView['sections'][number];
type Field = 'bodyKo' | 'bodyEn';

/** The heading of a section as the public page shows it (catalogue key). */
function titleKey(page: ContentPage, key: string): string {
  if (page === 'guide') return `content.guide.nav.${key}`;
  if (page === 'course') return `content.course.${key}.name`;
  return `content.trekking.sections.${key}`;
}

/**
 * The editor of the guide, course and trekking pages (/user/board/pages, content role): each section
 * of the chosen page and edition in Korean and English (HTML, sanitised by the server with the notice
 * rules), the edition's facts to insert as {{name}} (so dates, fees and times always come from the
 * event data), a preview in either language as the public page will show it (POST
 * /api/admin/content/preview), and save (PUT /api/admin/content; the public page follows at once).
 */
export function PagesEditor({ initial }: { initial: ContentEditorView }) {
  const t = useTranslations('contentAdmin');
  const tAll = useTranslations();
  const errorText = useErrorText();
  const { toast, alert } = useFeedback();
  const [sections, setSections] = useState<Section[]>(initial.sections);
  const [preview, setPreview] = useState<{ locale: 'ko' | 'en'; html: Record<string, string> } | null>(null);
  const [busy, setBusy] = useState(false);
  const focused = useRef<{ index: number; field: Field; el: HTMLTextAreaElement } | null>(null);
  const noPermission = tAll('errors.noPermission');
  const body = () => ({
    page: initial.page,
    eventCode: initial.eventCode,
    sections: sections.map(({ sectionKey, bodyKo, bodyEn }) => ({ sectionKey, bodyKo, bodyEn })),
  });

  function edit(index: number, field: Field, value: string) {
    setSections((list) => list.map((s, i) => (i === index ? { ...s, [field]: value } : s)));
  }

  /** Inserts {{name}} where the cursor was in the text last focused. */
  function insertFact(name: string) {
    const f = focused.current;
    if (!f) {
      void alert(t('pickSection'));
      return;
    }
    const token = `{{${name}}}`;
    const { selectionStart: a, selectionEnd: b, value } = f.el;
    edit(f.index, f.field, value.slice(0, a) + token + value.slice(b));
    requestAnimationFrame(() => {
      f.el.focus();
      f.el.setSelectionRange(a + token.length, a + token.length);
    });
  }

  async function showPreview(locale: 'ko' | 'en') {
    setBusy(true);
    const r = await adminFetch<{ sections: Record<string, string> }>(
      'POST',
      '/api/admin/content/preview',
      { ...body(), locale },
      noPermission,
    );
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    setPreview({ locale, html: r.body.sections });
  }

  async function save() {
    setBusy(true);
    const r = await adminFetch<ContentEditorView>('PUT', '/api/admin/content', body(), noPermission);
    setBusy(false);
    if (!r.ok) return void alert(errorText(r));
    setSections(r.body.sections);
    toast(t('saved'));
  }

  return (
    <div className={styles.contentEditor}>
      <details className="card" open>
        <summary>{t('facts')}</summary>
        <p className="muted">{t('factsHint')}</p>
        <ul className={styles.factList} data-testid="fact-list">
          {Object.entries(initial.facts).map(([name, value]) => (
            <li key={name}>
              <button type="button" className="btn btn-outline btn-sm" onClick={() => insertFact(name)}>
                {`{{${name}}}`}
              </button>{' '}
              <span className="muted">{value}</span>
            </li>
          ))}
        </ul>
      </details>
      {sections.map((s, i) => (
        <fieldset key={s.sectionKey} className="card">
          <legend>
            {tAll(titleKey(initial.page, s.sectionKey) as never)} {s.stored ? null : <span className="muted">({t('default')})</span>}
          </legend>
          {(['bodyKo', 'bodyEn'] as const).map((field) => (
            <label key={field} className={styles.block}>
              {t(field === 'bodyKo' ? 'korean' : 'english')}
              <textarea
                rows={8}
                value={s[field]}
                data-testid={`${s.sectionKey}-${field}`}
                onFocus={(e) => (focused.current = { index: i, field, el: e.currentTarget })}
                onChange={(e) => edit(i, field, e.target.value)}
              />
            </label>
          ))}
        </fieldset>
      ))}
      <div className={styles.actions}>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void showPreview('ko')}>
          {t('previewKo')}
        </button>
        <button type="button" className="btn btn-outline" disabled={busy} onClick={() => void showPreview('en')}>
          {t('previewEn')}
        </button>
        <button type="button" className="btn" disabled={busy} onClick={() => void save()}>
          {t('save')}
        </button>
      </div>
      {preview ? (
        <section className="card" aria-labelledby="preview-title" data-testid="content-preview">
          <h2 id="preview-title">{t('previewTitle', { language: t(preview.locale === 'ko' ? 'korean' : 'english') })}</h2>
          {sections.map((s) => (
            <div key={s.sectionKey}>
              <h3>{tAll(titleKey(initial.page, s.sectionKey) as never)}</h3>
              <RichSection html={preview.html[s.sectionKey] ?? ''} />
            </div>
          ))}
        </section>
      ) : null}
    </div>
  );
}
