'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './apply.module.css';

interface Pending {
  kind: 'alert' | 'confirm';
  title?: string;
  message: ReactNode;
  resolve: (ok: boolean) => void;
}

/**
 * In-page replacement for window.alert/confirm (role=alertdialog, readable by tests and screen
 * readers). Render `dialog` once; `alert` resolves when closed, `confirm` resolves true on OK.
 */
export function useDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const alert = useCallback(
    (message: ReactNode, title?: string) => new Promise<void>((resolve) => setPending({ kind: 'alert', message, title, resolve: () => resolve() })),
    [],
  );
  const confirm = useCallback(
    (message: ReactNode, title?: string) => new Promise<boolean>((resolve) => setPending({ kind: 'confirm', message, title, resolve })),
    [],
  );
  const close = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = pending ? <Dialog {...pending} onClose={close} /> : null;
  return { alert, confirm, dialog };
}

function Dialog({ kind, title, message, onClose }: Pending & { onClose: (ok: boolean) => void }) {
  const t = useTranslations('common');
  const okRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    okRef.current?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div className={styles.backdrop}>
      <div role="alertdialog" aria-modal="true" aria-labelledby={title ? titleId : undefined} aria-describedby={textId} className={styles.dialog}>
        {title && (
          <h2 id={titleId} className={styles.dialogTitle}>
            {title}
          </h2>
        )}
        <div id={textId} className={styles.dialogText}>
          {message}
        </div>
        <div className={styles.dialogActions}>
          {kind === 'confirm' && (
            <button type="button" className="btn btn-outline" onClick={() => onClose(false)}>
              {t('cancel')}
            </button>
          )}
          <button type="button" className="btn" ref={okRef} onClick={() => onClose(true)}>
            {t('confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
