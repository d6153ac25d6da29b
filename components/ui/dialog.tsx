'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './ui.module.css';

/**
 * How a confirmation is worded. Buttons say what they do ('keep my registration' / 'cancel
 * registration'), never a bare 취소 / 확인 where 취소 would keep the thing being cancelled; a
 * destructive action is drawn in the danger colour.
 */
export interface ConfirmOptions {
  title?: string;
  /** Label of the button that goes ahead (default 확인 / OK). */
  confirmLabel?: string;
  /** Label of the button that backs out (default 취소 / Cancel). */
  cancelLabel?: string;
  /** The action destroys or cancels something: the go-ahead button is red. */
  danger?: boolean;
}

interface Pending extends ConfirmOptions {
  kind: 'alert' | 'confirm';
  message: ReactNode;
  resolve: (ok: boolean) => void;
}

/**
 * In-page replacement for window.alert/confirm, shared by the public site and the staff console
 * (role=alertdialog, focus moved into it and trapped, Escape backs out, focus returned afterwards).
 * Render `dialog` once; `alert` resolves when closed, `confirm` resolves true on the go-ahead button.
 */
export function useDialog() {
  const [pending, setPending] = useState<Pending | null>(null);
  const alert = useCallback(
    (message: ReactNode, title?: string) =>
      new Promise<void>((resolve) => setPending({ kind: 'alert', message, title, resolve: () => resolve() })),
    [],
  );
  const confirm = useCallback(
    (message: ReactNode, opts?: string | ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        setPending({ kind: 'confirm', message, ...(typeof opts === 'string' ? { title: opts } : opts), resolve }),
      ),
    [],
  );
  const close = useCallback(
    (ok: boolean) => {
      pending?.resolve(ok);
      setPending(null);
    },
    [pending],
  );
  const dialog = pending ? <Dialog {...pending} onClose={close} /> : null;
  return { alert, confirm, dialog };
}
export type DialogApi = ReturnType<typeof useDialog>;

function Dialog({ kind, title, message, confirmLabel, cancelLabel, danger, onClose }: Pending & { onClose: (ok: boolean) => void }) {
  const t = useTranslations('common');
  const boxRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const titleId = useId();
  const textId = useId();
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // A destructive confirmation starts on the safe button, so Enter never cancels by accident.
    (danger && cancelRef.current ? cancelRef.current : okRef.current)?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(false);
      if (e.key !== 'Tab' || !boxRef.current) return;
      const items = [...boxRef.current.querySelectorAll<HTMLElement>('button, a[href], input, select, textarea')];
      if (items.length === 0) return;
      const first = items[0];
      const last = items[items.length - 1];
      if (e.shiftKey && document.activeElement === first) {
        e.preventDefault();
        last.focus();
      } else if (!e.shiftKey && document.activeElement === last) {
        e.preventDefault();
        first.focus();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      before?.focus?.();
    };
  }, [onClose, danger]);
  return (
    <div className={styles.backdrop}>
      <div
        ref={boxRef}
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={title ? titleId : undefined}
        aria-describedby={textId}
        className={styles.dialog}
      >
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
            <button type="button" className="btn btn-outline" ref={cancelRef} onClick={() => onClose(false)}>
              {cancelLabel ?? t('cancel')}
            </button>
          )}
          <button type="button" className={danger ? 'btn btn-danger' : 'btn'} ref={okRef} onClick={() => onClose(true)}>
            {kind === 'confirm' ? (confirmLabel ?? t('confirm')) : t('confirm')}
          </button>
        </div>
      </div>
    </div>
  );
}
