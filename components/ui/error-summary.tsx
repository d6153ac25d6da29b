'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import styles from './ui.module.css';

interface ErrorItem {
  id: string | null;
  label: string;
  message: string;
}

/** The messages shown in a form now, in page order, each with the field it belongs to. */
function collect(form: HTMLElement): ErrorItem[] {
  return [...form.querySelectorAll<HTMLElement>('.field-error')].map((el) => {
    const box = el.closest<HTMLElement>('.field, fieldset, tr, li') ?? el.parentElement;
    const control = box?.querySelector<HTMLElement>('input:not([type=hidden]):not([disabled]), select:not([disabled]), textarea') ?? null;
    const labelEl = box?.querySelector<HTMLElement>(':scope > label, :scope > .label, :scope > span[id$="-label"], :scope > legend');
    return { id: control?.id || null, label: labelEl?.textContent?.replace('*', '').trim() ?? '', message: el.textContent ?? '' };
  });
}

/**
 * What a form does when a submit is refused by validation (spec §5 messages): focus the first
 * invalid field in page order (not react-hook-form's registration order) and scroll it into view,
 * and list every problem in a summary at the top, each a link to its field. Use with
 * `useForm({ shouldFocusError: false })`, `ref={attach}` on the form (or the element holding the fields) and `handleSubmit(ok, onInvalid)`.
 */
export function useInvalidSubmit<T extends HTMLElement = HTMLFormElement>() {
  // A callback ref kept in state (not useRef), so the hook's result can be read during render.
  const [form, attach] = useState<T | null>(null);
  const [items, setItems] = useState<ErrorItem[]>([]);
  const onInvalid = useCallback(() => {
    // The messages render after react-hook-form's state update: read them on the next frames.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!form) return;
        const list = collect(form);
        setItems(list);
        const first = list.find((x) => x.id);
        const el = first?.id ? document.getElementById(first.id) : null;
        el?.scrollIntoView({ block: 'center' });
        el?.focus({ preventScroll: true });
      }),
    );
  }, [form]);
  const clear = useCallback(() => setItems([]), []);
  // While the summary shows, it follows the messages under the fields: a problem fixed (its message
  // gone as the field becomes valid) leaves the list at once, and the summary goes with the last one.
  const shown = items.length > 0;
  useEffect(() => {
    if (!form || !shown) return;
    const observer = new MutationObserver(() => {
      const list = collect(form);
      setItems((old) => (same(old, list) ? old : list));
    });
    observer.observe(form, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [form, shown]);
  const summary = items.length > 0 ? <ErrorSummary items={items} /> : null;
  return { attach, onInvalid, summary, clear };
}

const same = (a: ErrorItem[], b: ErrorItem[]) =>
  a.length === b.length && a.every((x, i) => x.id === b[i].id && x.message === b[i].message && x.label === b[i].label);

function ErrorSummary({ items }: { items: ErrorItem[] }) {
  const t = useTranslations('ui');
  return (
    <div className={styles.summary} role="alert" data-testid="error-summary">
      <h2>{t('errorSummary.title', { count: items.length })}</h2>
      <ul>
        {items.map((x, i) => (
          <li key={i}>
            {x.id ? (
              <a
                href={`#${x.id}`}
                onClick={(e) => {
                  e.preventDefault();
                  const el = document.getElementById(x.id!);
                  el?.scrollIntoView({ block: 'center' });
                  el?.focus({ preventScroll: true });
                }}
              >
                {x.label ? `${x.label}: ` : ''}
                {x.message}
              </a>
            ) : (
              <>
                {x.label ? `${x.label}: ` : ''}
                {x.message}
              </>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
