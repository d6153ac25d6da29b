'use client';
import { useLocale, useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { secondsUntilKstMidnight } from '@/lib/boards/popup';
import { localizedText } from '@/lib/content/localized';
import styles from './popup.module.css';
import type { PopupNotice } from '@/lib/boards/posts';

const cookieName = (postNo: number) => `popup-hide-${postNo}`;
const hiddenToday = (postNo: number) => document.cookie.split('; ').some((c) => c === `${cookieName(postNo)}=1`);

/**
 * The popup notices of the home page (spec §1, §7 GET /api/welcome/popup): fetched by the browser so
 * the home page itself stays cacheable, shown one at a time as modal dialogs (focus kept inside, Esc
 * closes), each with 'do not show again today' (a cookie that lasts until midnight in Korea). HTML
 * bodies arrive sanitised by the server (lib/boards/sanitize.ts).
 */
export function PopupLayer() {
  const t = useTranslations('board.popup');
  const locale = useLocale();
  const [queue, setQueue] = useState<PopupNotice[]>([]);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    let alive = true;
    fetch('/api/welcome/popup')
      .then((r) => (r.ok ? r.json() : []))
      .then((list: PopupNotice[]) => {
        if (alive) setQueue(list.filter((p) => !hiddenToday(p.postNo)));
      })
      .catch(() => undefined);
    return () => {
      alive = false;
    };
  }, []);

  const current = queue[0];
  const dismiss = (hideToday: boolean) => {
    if (hideToday && current)
      document.cookie = `${cookieName(current.postNo)}=1; path=/; max-age=${secondsUntilKstMidnight(new Date())}; samesite=lax`;
    setQueue((q) => q.slice(1));
  };

  useEffect(() => {
    if (!current) return;
    const before = document.activeElement as HTMLElement | null;
    box.current?.querySelector<HTMLElement>('[data-autofocus]')?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') setQueue((q) => q.slice(1));
      else if (e.key === 'Tab' && box.current) {
        const f = Array.from(box.current.querySelectorAll<HTMLElement>('a[href], button, input'));
        const i = f.indexOf(document.activeElement as HTMLElement);
        if (e.shiftKey && i <= 0) {
          e.preventDefault();
          f[f.length - 1]?.focus();
        } else if (!e.shiftKey && i === f.length - 1) {
          e.preventDefault();
          f[0]?.focus();
        }
      }
    };
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [current]);

  if (!current) return null;
  const titleId = `popup-title-${current.postNo}`;
  // Both languages come in one cacheable answer; the visitor's mode picks (English when staff wrote it).
  const { text: title, lang: titleLang } = localizedText(current, 'title', locale);
  const { text: content, lang: contentLang } = localizedText(current, 'content', locale);
  return (
    <div className={styles.backdrop}>
      <div
        ref={box}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        className={`${styles.popup} ${styles[current.size] ?? styles.md}`}
        data-testid="popup"
        data-size={current.size}
      >
        <h2 id={titleId} className={styles.title} lang={titleLang}>
          {title}
        </h2>
        {current.mimeType === 'text/html' ? (
          <div className={styles.body} lang={contentLang} dangerouslySetInnerHTML={{ __html: content }} />
        ) : (
          <div className={styles.body} lang={contentLang} style={{ whiteSpace: 'pre-wrap' }}>
            {content}
          </div>
        )}
        <div className={styles.actions}>
          <button type="button" className="btn btn-outline btn-sm" onClick={() => dismiss(true)}>
            {t('hideToday')}
          </button>
          <button type="button" className="btn btn-sm" onClick={() => dismiss(false)} data-autofocus>
            {t('close')}
          </button>
        </div>
      </div>
    </div>
  );
}
