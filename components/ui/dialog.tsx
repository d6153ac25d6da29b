'use client';
import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { TextField } from './text-field';
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

/** A question answered in a labelled text box (e.g. the purpose of an Excel export). */
export interface PromptOptions extends Omit<ConfirmOptions, 'danger'> {
  /** Label of the text box. */
  inputLabel: string;
  maxLength?: number;
  /** Refuses an answer with a message shown under the box (the dialog stays open), or null to accept it. */
  validate?: (value: string) => string | null;
}

interface Pending extends ConfirmOptions {
  id: number;
  kind: 'alert' | 'confirm' | 'prompt';
  message: ReactNode;
  prompt?: PromptOptions;
  /** true / the trimmed answer on the go-ahead button; false / null when backed out. */
  resolve: (answer: boolean | string | null) => void;
}

/**
 * In-page replacement for window.alert/confirm/prompt, shared by the public site and the staff console
 * (role=alertdialog, focus moved into it and trapped, Escape backs out, focus returned afterwards).
 * Render `dialog` once; `alert` resolves when closed, `confirm` resolves true on the go-ahead button,
 * `prompt` resolves the trimmed answer (null when backed out). Messages asked for while one is open
 * wait their turn, so none is lost.
 */
export function useDialog() {
  const [queue, setQueue] = useState<Pending[]>([]);
  const nextId = useRef(1);
  const open = useCallback((p: Omit<Pending, 'id'>) => {
    const id = nextId.current++;
    setQueue((q) => [...q, { ...p, id }]);
  }, []);
  const alert = useCallback(
    (message: ReactNode, title?: string) =>
      new Promise<void>((resolve) => open({ kind: 'alert', message, title, resolve: () => resolve() })),
    [open],
  );
  const confirm = useCallback(
    (message: ReactNode, opts?: string | ConfirmOptions) =>
      new Promise<boolean>((resolve) =>
        open({ kind: 'confirm', message, ...(typeof opts === 'string' ? { title: opts } : opts), resolve: (a) => resolve(a === true) }),
      ),
    [open],
  );
  const prompt = useCallback(
    (message: ReactNode, opts: PromptOptions) =>
      new Promise<string | null>((resolve) =>
        open({
          kind: 'prompt',
          message,
          title: opts.title,
          confirmLabel: opts.confirmLabel,
          cancelLabel: opts.cancelLabel,
          prompt: opts,
          resolve: (a) => resolve(typeof a === 'string' ? a : null),
        }),
      ),
    [open],
  );
  const pending = queue[0];
  const close = useCallback(
    (answer: boolean | string | null) => {
      pending?.resolve(answer);
      setQueue((q) => q.slice(1));
    },
    [pending],
  );
  const dialog = pending ? <Dialog key={pending.id} {...pending} onClose={close} /> : null;
  return { alert, confirm, prompt, dialog };
}
export type DialogApi = ReturnType<typeof useDialog>;

function Dialog({
  kind,
  title,
  message,
  confirmLabel,
  cancelLabel,
  danger,
  prompt,
  onClose,
}: Pending & { onClose: (answer: boolean | string | null) => void }) {
  const t = useTranslations('common');
  const boxRef = useRef<HTMLDivElement>(null);
  const okRef = useRef<HTMLButtonElement>(null);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const titleId = useId();
  const textId = useId();
  const inputId = useId();
  const [answer, setAnswer] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const back = kind === 'prompt' ? null : false;
  useEffect(() => {
    const before = document.activeElement as HTMLElement | null;
    // A destructive confirmation starts on the safe button, so Enter never cancels by accident.
    (inputRef.current ?? (danger && cancelRef.current ? cancelRef.current : okRef.current))?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') onClose(back);
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
  }, [onClose, danger, back]);

  function submit(e: FormEvent) {
    e.preventDefault();
    if (kind !== 'prompt') return onClose(true);
    const value = answer.trim();
    const refused = prompt?.validate?.(value) ?? null;
    if (refused) {
      setProblem(refused);
      inputRef.current?.focus();
      return;
    }
    onClose(value);
  }

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
        <form method="post" onSubmit={submit} noValidate>
          {prompt && (
            <TextField
              id={inputId}
              ref={inputRef}
              label={prompt.inputLabel}
              required
              maxLength={prompt.maxLength}
              value={answer}
              autoComplete="off"
              error={problem ? { message: problem } : undefined}
              onChange={(e) => {
                setAnswer(e.target.value);
                setProblem(null);
              }}
            />
          )}
          <div className={styles.dialogActions}>
            {kind !== 'alert' && (
              <button type="button" className="btn btn-outline" ref={cancelRef} onClick={() => onClose(back)}>
                {cancelLabel ?? t('cancel')}
              </button>
            )}
            <button type="submit" className={danger ? 'btn btn-danger' : 'btn'} ref={okRef}>
              {kind === 'alert' ? t('confirm') : (confirmLabel ?? t('confirm'))}
            </button>
          </div>
        </form>
      </div>
    </div>
  );
}
