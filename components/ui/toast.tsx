'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import styles from './ui.module.css';

type ToastKind = 'info' | 'ok' | 'error';
interface Toast {
  id: number;
  kind: ToastKind;
  message: ReactNode;
}

/** How long a toast stays (ms): long enough to read a Korean sentence twice. */
const TOAST_MS = 6000;

/**
 * Short, non-blocking notices ('saved', 'copied', 'processed 3 entries') for the public site and the
 * staff console, in a polite live region instead of window.alert. Render `toasts` once; errors that
 * need a decision still go through useDialog.
 */
export function useToast() {
  const [items, setItems] = useState<Toast[]>([]);
  const next = useRef(1);
  const timers = useRef(new Map<number, ReturnType<typeof setTimeout>>());
  const dismiss = useCallback((id: number) => {
    setItems((list) => list.filter((x) => x.id !== id));
    clearTimeout(timers.current.get(id));
    timers.current.delete(id);
  }, []);
  const toast = useCallback(
    (message: ReactNode, kind: ToastKind = 'info') => {
      const id = next.current++;
      setItems((list) => [...list.slice(-2), { id, kind, message }]);
      timers.current.set(
        id,
        setTimeout(() => dismiss(id), TOAST_MS),
      );
    },
    [dismiss],
  );
  useEffect(() => {
    const all = timers.current;
    return () => all.forEach((t) => clearTimeout(t));
  }, []);
  const toasts = <ToastRegion items={items} onDismiss={dismiss} />;
  return { toast, toasts };
}

export type ToastApi = ReturnType<typeof useToast>;

function ToastRegion({ items, onDismiss }: { items: Toast[]; onDismiss: (id: number) => void }) {
  const t = useTranslations('common');
  return (
    <div className={styles.toasts} role="status" aria-live="polite">
      {items.map((x) => (
        <div
          key={x.id}
          className={`${styles.toast} ${x.kind === 'error' ? styles.toastError : x.kind === 'ok' ? styles.toastOk : ''}`}
          data-testid="toast"
        >
          <span>{x.message}</span>
          <button type="button" className={styles.toastClose} aria-label={t('close')} onClick={() => onDismiss(x.id)}>
            ×
          </button>
        </div>
      ))}
    </div>
  );
}
