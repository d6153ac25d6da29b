'use client';
import { useTranslations } from 'next-intl';
import { useState } from 'react';

/**
 * Copies `text` (an account number) to the clipboard, then says so in place and to screen readers.
 * Where the Clipboard API is refused (plain http on a phone) it says how to copy by hand.
 */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const t = useTranslations('ui');
  const [state, setState] = useState<'idle' | 'ok' | 'fail'>('idle');
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setState('ok');
    } catch {
      setState('fail');
    }
  }
  return (
    <>
      <button type="button" className="btn btn-outline btn-sm" onClick={() => void copy()} data-testid="copy-account">
        {label ?? t('copy')}
      </button>
      <span role="status" className={state === 'fail' ? 'field-error' : 'muted'}>
        {state === 'ok' ? t('copied') : state === 'fail' ? t('copyFailed') : ''}
      </span>
    </>
  );
}
